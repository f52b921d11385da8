// `pnpm bench:web`: bytes on the wire. A first visit to /login (cold cache), then signing in and
// entering /client, then signing in as an admin and entering /admin/manage: the JavaScript the
// browser fetches at each step (compressed, as transferred) and the number of requests.
import { chromium, type Page } from '@playwright/test';
import { DEMO } from './support/demo';
import { startPlatform } from './support/platform-server';

interface Step {
  step: string;
  requests: number;
  jsRequests: number;
  jsBytes: number;
  allBytes: number;
}

async function measure(page: Page, step: string, action: () => Promise<void>): Promise<Step> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => (lastActivity = Date.now()));
  cdp.on('Network.loadingFinished', (e) => {
    sizes.set(e.requestId, e.encodedDataLength);
    lastActivity = Date.now();
  });
  await action();
  // A client-side navigation leaves the document 'loaded': wait for the network itself to be
  // quiet (no request started or finished for a second), so a remote's chunks are counted.
  await page.waitForLoadState('networkidle');
  while (Date.now() - lastActivity < 1000) await new Promise((r) => setTimeout(r, 100));
  await cdp.detach();
  let jsBytes = 0;
  let jsRequests = 0;
  let allBytes = 0;
  for (const [id, size] of sizes) {
    allBytes += size;
    if (types.get(id) === 'Script') {
      jsBytes += size;
      jsRequests += 1;
    }
  }
  return { step, requests: sizes.size, jsRequests, jsBytes, allBytes };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const platform = await startPlatform(Number(process.env.BENCH_PORT ?? 8481));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext({ baseURL: platform.url });
  await context.addCookies([{ name: 'lang', value: 'en', url: platform.url }]);
  const page = await context.newPage();
  const steps: Step[] = [];
  steps.push(
    await measure(page, 'first visit /login', async () => void (await page.goto('/login'))),
  );
  steps.push(
    await measure(page, 'sign in → /client', async () => {
      await page
        .getByLabel(/login|email/i)
        .first()
        .fill(DEMO.partner.login);
      await page.getByLabel(/password/i).fill(DEMO.partner.password);
      await page.getByRole('button', { name: /sign in|log in/i }).click();
      await page.waitForURL(/\/client/);
    }),
  );
  steps.push(
    await measure(page, 'admin sign in → /admin/manage', async () => {
      await page.goto('/admin');
      await page.getByLabel(/login/i).fill(DEMO.admin.login);
      await page.getByLabel(/password/i).fill(DEMO.admin.password);
      await page.getByRole('button', { name: /sign in|log in/i }).click();
      await page.waitForURL(/\/admin\/manage/);
    }),
  );
  console.log('| step | requests | JS requests | JS (compressed) | all bytes |');
  console.log('|---|---|---|---|---|');
  for (const s of steps)
    console.log(
      `| ${s.step} | ${s.requests} | ${s.jsRequests} | ${kb(s.jsBytes)} | ${kb(s.allBytes)} |`,
    );
} finally {
  await browser.close();
  platform.stop();
}
