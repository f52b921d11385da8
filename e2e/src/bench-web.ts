// `pnpm bench:web`: bytes on the wire, against the budgets of issue 14. In Chromium on a fresh
// profile: a first visit to /login (cold cache), signing in and entering /client, the admin's
// sign-in and /admin/manage; the round trips before the login form (first visits over a phone's
// round trip); a returning visit after the cabinet is republished with one string changed;
// Lighthouse's mobile score of /login and /client.
// Exits non-zero when a budget is exceeded. BENCH_DETAIL=1 lists every file; BENCH_LIGHTHOUSE_RUNS
// sets the runs per page (3; 0 skips Lighthouse).
import { chromium, type Page } from '@playwright/test';
import path from 'node:path';
import { BROWSER_ARGS, CHROMIUM, emulateLatency, PHONE_RTT_MS } from './bench/browser';
import { KB, printBudgets, type Budget } from './bench/budgets';
import { lighthouseMedian, type LighthouseScore } from './bench/lighthouse';
import { recordNetwork, requestDepths, waterfallDepth, type Fetched } from './bench/network-log';
import { republishCabinet } from './bench/republish';
import { DEMO } from './support/demo';
import { startPlatform } from './support/platform-server';

interface Step {
  step: string;
  fetched: Fetched[];
}

const isJs = (f: Fetched) => f.type === 'Script';
const jsBytes = (s: Step) => s.fetched.filter(isJs).reduce((sum, f) => sum + f.bytes, 0);
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const submit = (page: Page) => page.locator('form').getByRole('button', { name: 'Sign in' });

async function measure(page: Page, step: string, action: () => Promise<void>): Promise<Step> {
  const log = await recordNetwork(page);
  try {
    await action();
  } catch (error) {
    // What the page showed when the step gave up (e2e/test-results is not committed).
    const shot = path.resolve(import.meta.dirname, '../test-results/bench-web-failed.png');
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`bench:web: "${step}" failed at ${page.url()} (screenshot: ${shot})`, {
      cause: error,
    });
  }
  return { step, fetched: await log.stop() };
}

/** Round trips before the login form shows (issue 14). */
const WATERFALL_BUDGET = 3;
/** First visits, each in a fresh browser profile, whose waterfall depths are compared. */
const WATERFALL_VISITS = Math.max(1, Number(process.env.BENCH_WATERFALL_VISITS ?? 5));

const platform = await startPlatform(Number(process.env.BENCH_PORT ?? 8481));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
const budgets: Budget[] = [];

/** A fresh browser profile (empty cache) that speaks English, and its page. */
async function freshPage() {
  const context = await browser.newContext({ baseURL: platform.url });
  await context.addCookies([{ name: 'lang', value: 'en', url: platform.url }]);
  return { context, page: await context.newPage() };
}

/**
 * A first visit to /login until its form shows, over a phone's round trip: what it fetched, and
 * when the form showed.
 */
async function firstVisit(page: Page, step: string) {
  let formShown = 0;
  const stopLatency = await emulateLatency(page, PHONE_RTT_MS);
  try {
    const visit = await measure(page, step, async () => {
      await page.goto('/login');
      await page.getByLabel('Login or email').waitFor();
      formShown = Date.now();
    });
    // Every answer from the network took the round trip: else the emulation was lost (another
    // session's detach clears it) and the depths would be bare localhost's.
    const quick = visit.fetched.find((f) => !f.fromCache && f.finished - f.sent < PHONE_RTT_MS);
    if (quick)
      throw new Error(
        `bench:web: ${quick.url} was answered in ${Math.round(quick.finished - quick.sent)} ms, under the emulated ${PHONE_RTT_MS} ms round trip`,
      );
    return { visit, formShown };
  } finally {
    await stopLatency();
  }
}

/** The waterfall depth of one more first visit to /login, in a fresh profile. */
async function freshVisitDepth(visitNumber: number): Promise<number> {
  const { context, page } = await freshPage();
  try {
    const { visit, formShown } = await firstVisit(page, `first visit /login (${visitNumber + 1})`);
    const depths = requestDepths(visit.fetched, formShown);
    // What made a visit deeper than the budget: each such request, when it left and came back.
    if (process.env.BENCH_DETAIL) {
      const documentSent = visit.fetched[0]?.sent ?? 0;
      const at = (t: number) => `+${Math.round(t - documentSent)}ms`;
      for (const [f, d] of depths)
        if (d > WATERFALL_BUDGET)
          console.log(
            `  visit ${visit.step}: d${d} sent ${at(f.sent)}, answered ${at(f.finished)}: ${f.url}`,
          );
    }
    return waterfallDepth(depths);
  } finally {
    await context.close();
  }
}
const steps: Step[] = [];
try {
  const { page } = await freshPage();
  const { visit: login, formShown } = await firstVisit(page, 'first visit /login');
  steps.push(login);
  // Each visit's depth is an upper bound of the page's longest chain (a request sent after a quick
  // answer counts one deeper, waited or not), so the least of a few fresh visits is the tightest.
  const visitDepths = [waterfallDepth(requestDepths(login.fetched, formShown))];
  for (let visit = 1; visit < WATERFALL_VISITS; visit++)
    visitDepths.push(await freshVisitDepth(visit));
  const depth = Math.min(...visitDepths);

  steps.push(
    await measure(page, 'sign in → /client', async () => {
      await page.getByLabel('Login or email').fill(DEMO.partner.login);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.partner.password);
      await submit(page).click();
      await page.waitForURL(/\/client$/, { waitUntil: 'commit' });
      await page.locator('[data-remote="cabinet"]').waitFor();
    }),
  );
  steps.push(
    await measure(page, 'admin sign in → /admin/manage', async () => {
      await page.goto('/admin');
      await page.getByLabel('Login', { exact: true }).fill(DEMO.admin.login);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
      await submit(page).click();
      await page.waitForURL(/\/admin\/manage$/, { waitUntil: 'commit' });
      await page.locator('[data-remote="admin"]').waitFor();
    }),
  );

  // A release of the cabinet alone: the same browser comes back to /client.
  const release = republishCabinet();
  const { version, unchanged } = release;
  let returning: Step | undefined;
  try {
    returning = await measure(page, `return to /client after cabinet ${version}`, async () => {
      await page.goto('/client');
      await page.locator(`[data-remote-version="${version}"]`).waitFor();
    });
    steps.push(returning);
  } finally {
    release.restore();
  }

  console.log('| step | requests | JS requests | JS (compressed) | all bytes |');
  console.log('|---|---|---|---|---|');
  for (const s of steps) {
    const js = s.fetched.filter(isJs).filter((f) => !f.fromCache);
    const all = s.fetched.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `| ${s.step} | ${s.fetched.length} | ${js.length} | ${kb(jsBytes(s))} | ${kb(all)} |`,
    );
  }
  const documentSent = login.fetched[0]?.sent ?? formShown;
  if (process.env.BENCH_DETAIL) {
    // The first visit's files with their depth in the waterfall and when they were sent.
    const depths = requestDepths(login.fetched, formShown);
    for (const s of steps) {
      console.log(`\n${s.step}:`);
      for (const f of s.fetched) {
        const d = depths.get(f);
        const at = d ? ` d${d} +${Math.round(f.sent - documentSent)}ms` : '';
        const cached = f.fromCache ? ' (cache)' : '';
        console.log(
          `  ${f.status} ${f.type.padEnd(10)} ${kb(f.bytes).padStart(9)} ${f.url}${at}${cached}`,
        );
      }
    }
  }

  // Wall time on this machine (localhost with a phone's round trip added): a check on the waterfall.
  console.log(
    `\nfirst visit: the login form showed ${Math.round(formShown - documentSent)} ms after the document was asked (${PHONE_RTT_MS} ms round trips)`,
    `\nwaterfall before the login form, per fresh first visit: ${visitDepths.join(', ')} (the least counts)`,
  );

  // What the returning visit downloaded that is not the cabinet's: should be nothing but
  // revalidated entry points (304, no body) and the API.
  // /start.js lists the registry's current versions: it changes with a release, as the registry does.
  const foreign = returning.fetched.filter(
    (f) =>
      isJs(f) &&
      f.bytes > 0 &&
      f.status === 200 &&
      !f.url.includes('/cdn/cabinet/') &&
      new URL(f.url).pathname !== '/start.js',
  );
  for (const f of foreign) console.log(`returning visit downloaded outside the cabinet: ${f.url}`);
  const again = returning.fetched.filter(
    (f) => f.bytes > 0 && f.status === 200 && unchanged.has(path.basename(f.url)),
  );
  console.log(
    `returning visit: ${kb(jsBytes(returning))} of JS, of it ${again.length} unchanged cabinet files downloaded again (${kb(again.reduce((sum, f) => sum + f.bytes, 0))})`,
  );

  budgets.push(
    {
      what: 'first visit /login, JS',
      value: jsBytes(steps[0]!) / KB,
      limit: 300,
      aim: 200,
      unit: 'KB',
    },
    { what: 'sign in → /client, JS more', value: jsBytes(steps[1]!) / KB, limit: 250, unit: 'KB' },
    {
      what: 'admin → /admin/manage, JS more',
      value: jsBytes(steps[2]!) / KB,
      limit: 120,
      unit: 'KB',
    },
    {
      what: 'waterfall before the login form',
      value: depth,
      limit: WATERFALL_BUDGET,
      unit: 'steps',
    },
    {
      what: 'returning visit: JS from outside the cabinet',
      value: foreign.length,
      limit: 0,
      unit: 'files',
    },
    {
      what: 'returning visit: unchanged cabinet files again',
      value: again.length,
      limit: 0,
      unit: 'files',
    },
  );
} finally {
  await browser.close();
}

try {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (runs > 0) {
    console.log(`\nLighthouse mobile, median of ${runs} (aim: performance 90):`);
    const token = async () => {
      const res = await fetch(`${platform.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: DEMO.partner.login, password: DEMO.partner.password }),
      });
      return { clientToken: ((await res.json()) as { token: string }).token };
    };
    for (const [path, prepare] of [
      ['/login', undefined],
      ['/client', token],
    ] as const) {
      // Printed, not budgeted: a run that fails is said, and the budgets below still count.
      const s = await lighthouseMedian(`${platform.url}${path}`, runs, prepare).catch(
        (error: unknown): LighthouseScore => ({
          performance: 0,
          lcpMs: 0,
          tbtMs: 0,
          error: String(error),
        }),
      );
      if (s.error) {
        console.log(`  ${path}: not scored (${s.error})`);
        continue;
      }
      console.log(
        `  ${path}: performance ${s.performance}, LCP ${(s.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(s.tbtMs)} ms`,
      );
    }
  }
} finally {
  platform.stop();
}

if (!printBudgets(budgets)) {
  console.error('\nbench:web: a budget is exceeded');
  process.exitCode = 1;
}
