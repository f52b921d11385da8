// Independent delivery, end to end through nginx (deploy/nginx): a team publishes and promotes its
// remote with the release CLI, and the open shell picks it up with nothing else rebuilt.
import type { Browser, Page } from '@playwright/test';
import { apiPort } from '../../playwright.config';
import { DEMO } from '../support/demo';
import { ReleaseBench, deliveryPrerequisites } from '../support/delivery';
import { expect, test } from '../support/fixtures';
import { navigate } from '../support/navigate';
import { partnerToken, signInAdmin } from '../support/sign-in';
import type { RunningNginx } from '../../../deploy/src/nginx/run-nginx';

const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 8490);
const missing = deliveryPrerequisites();
const LABEL = 'Referral link';
const LABEL_110 = 'Referral link (new)';

test.describe.configure({ mode: 'serial' });
test.skip(missing !== null, missing ?? '');
test.use({ baseURL: `http://127.0.0.1:${nginxPort}` });

const bench = new ReleaseBench();
let nginx: RunningNginx | undefined;
let token = '';

const cabinetMark = (page: Page, version: string) =>
  page.locator(`[data-remote="cabinet"][data-remote-version="${version}"]`);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const [remote, pkg] of [
    ['auth', 'mf-auth'],
    ['admin', 'mf-admin'],
  ] as const) {
    bench.release('publish', remote, '1.0.0', '--dist', `../${pkg}/dist`);
    bench.release('promote', remote, '1.0.0');
  }
  nginx = await bench.serve(nginxPort, apiPort);
});

test.afterAll(async () => {
  await nginx?.stop();
  bench.removeCopies();
});

test.beforeEach(async ({ request }) => {
  token ||= await partnerToken(request, DEMO.partner.login, DEMO.partner.password);
});

async function openCabinet(page: Page) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('clientToken', t), token);
  await page.goto('/client');
}

test('promote shows on the next navigation of an open shell; rollback brings the old one back', async ({
  page,
}) => {
  test.setTimeout(240_000); // it builds the cabinet's 1.1.0 for real
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  bench.release('publish', 'cabinet', '1.0.0', '--dist', '../mf-client-cabinet/dist');
  expect(bench.release('promote', 'cabinet', '1.0.0')).toContain('promoted cabinet 1.0.0');
  await openCabinet(page);
  await expect(cabinetMark(page, '1.0.0')).toBeAttached();
  await expect(page.getByText(LABEL, { exact: true })).toBeVisible();

  // 1.1.0: another build of the cabinet only, published and promoted while the page stays open.
  const variant = bench.variant('mf-client-cabinet', `'${LABEL}'`, `'${LABEL_110}'`);
  bench.release('publish', 'cabinet', '1.1.0', '--dist', variant);
  expect(bench.release('promote', 'cabinet', '1.1.0')).toContain('promoted cabinet 1.1.0');

  // The API hears which versions the page runs (the reloaded page's first calls).
  const versionsHeader = page.waitForRequest((r) =>
    (r.headers()['x-remote-versions'] ?? '').includes('cabinet@1.1.0'),
  );
  await navigate(page, '/client/invest-package');
  await expect(cabinetMark(page, '1.1.0')).toBeAttached();
  await navigate(page, '/client');
  await expect(page.getByText(LABEL_110, { exact: true })).toBeVisible();
  await versionsHeader;

  // The about panel says which version runs and why.
  await page.evaluate(() => (window.location.hash = 'about'));
  await expect(
    page.getByRole('row', { name: /Partner cabinet\s*1\.1\.0\s*release/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  expect(bench.release('rollback', 'cabinet')).toContain('back to 1.0.0');
  await navigate(page, '/client/invest-package');
  await expect(cabinetMark(page, '1.0.0')).toBeAttached();
  await navigate(page, '/client');
  await expect(page.getByText(LABEL, { exact: true })).toBeVisible();
  expect(cspErrors).toEqual([]);
});

/** The cabinet version a fresh browser runs, as its about panel reports it (the remote is not loaded). */
async function versionInFreshBrowser(browser: Browser): Promise<string> {
  const baseURL = `http://127.0.0.1:${nginxPort}`;
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  const page = await context.newPage();
  // Only the shell's choice matters here: no remote code needs to run.
  await page.route('**/cdn/**/remoteEntry.js', (route) => route.abort());
  await page.goto('/#about');
  const row = page.getByRole('row', { name: /Partner cabinet/ });
  await expect(row).toBeVisible();
  const text = await row.innerText();
  await context.close();
  return text.includes('1.1.0') ? '1.1.0' : '1.0.0';
}

test('a 50 % canary splits 40 fresh browsers into two groups of sensible size', async ({
  browser,
}) => {
  // The split itself is unit-tested on many ids (deploy); here 40 real browsers prove the shell
  // applies it: about 1.5 min on an idle 2-core machine, more when it is busy.
  test.setTimeout(600_000);
  expect(bench.release('canary', 'cabinet', '1.1.0', '50')).toContain('50 %');
  const versions: string[] = [];
  for (let i = 0; i < 40; i++) versions.push(await versionInFreshBrowser(browser));
  const onCanary = versions.filter((v) => v === '1.1.0').length;
  // Binomial(40, 0.5): 8–32 is beyond 3.7 standard deviations.
  expect(onCanary).toBeGreaterThanOrEqual(8);
  expect(onCanary).toBeLessThanOrEqual(32);
  bench.release('rollback', 'cabinet'); // stop the canary
});

test('a version whose chunks are missing shows "section unavailable"; the other remotes work', async ({
  page,
}) => {
  bench.release('publish', 'cabinet', '1.2.0', '--dist', '../mf-client-cabinet/dist');
  bench.release('promote', 'cabinet', '1.2.0');
  bench.dropChunks('cabinet', '1.2.0');

  await openCabinet(page);
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await signInAdmin(page, DEMO.admin.login, DEMO.admin.password);
  await expect(page.locator('[data-remote="admin"]')).toBeAttached();
  await expect(page.getByRole('table')).toBeVisible();
});
