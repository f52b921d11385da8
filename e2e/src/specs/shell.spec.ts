import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { partnerToken } from '../support/sign-in';

test('the client area needs a client token; /login with one goes to /client', async ({
  page,
  request,
}) => {
  await page.goto('/client/profile');
  await expect(page).toHaveURL(/\/$/);
  const token = await partnerToken(request, DEMO.partner.login, DEMO.partner.password);
  await page.evaluate((t) => localStorage.setItem('clientToken', t), token);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/client$/);
});

test('the language switcher changes the language and it is remembered across visits', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('form').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByTestId('language-switcher').first().selectOption({ label: 'Deutsch' });
  await expect(page.locator('form').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.locator('form').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
});

test('an expired client token ends the session: storage cleared, back to the login page', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('clientToken', 'not-a-real-token');
    localStorage.setItem('adminToken', 'stale');
  });
  await page.goto('/client');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test("index.html preloads the shell's start-up chunks: each asked once, and none the login page does not run", async ({
  page,
  request,
}) => {
  const document = await request.get('/login');
  const { origin } = new URL(document.url());
  const html = await document.text();
  const preloaded = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)]
    .map((tag) => /as="?script"?/.test(tag[0]) && /href="?([^"\s>]+)/.exec(tag[0])?.[1])
    .filter((href): href is string => Boolean(href));
  const entry = /<script[^>]*src="?(\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  // The bootstrap, react-dom and the rest of what the first render runs: not a handful.
  expect(preloaded.length).toBeGreaterThan(5);
  expect(entry).toBeTruthy();

  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin) asked.push(url.pathname);
  });
  await page.goto('/login');
  await expect(page.locator('form').getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Each ran: the chunk pushed its ids (its file name's first part) into the shell's chunk list.
  const ran = await page.evaluate(() =>
    ((self as unknown as { rspackChunkshell?: [unknown[]][] }).rspackChunkshell ?? []).flatMap(
      ([ids]) => ids.map(String),
    ),
  );
  for (const href of preloaded) expect(ran).toContain(href.slice(1).split('.')[0]);
  // Asked exactly once each: a preload the page's own request did not match is downloaded twice.
  for (const href of preloaded) expect(asked.filter((p) => p === href)).toHaveLength(1);
  // Every chunk of the shell's own (not a remote's, under /cdn/) the page ran was preloaded, or is
  // the entry, or a text /start.js names: nothing is found only when a script runs.
  const start = await (await request.get('/start.js')).text();
  const shellChunks = asked.filter((p) => /^\/[\w-]+\.[0-9a-f]{10}\.js$/.test(p));
  for (const chunk of shellChunks)
    expect(chunk === entry || preloaded.includes(chunk) || start.includes(chunk)).toBe(true);
});
