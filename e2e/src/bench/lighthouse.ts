import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { BROWSER_ARGS, CHROMIUM } from './browser';

export interface LighthouseScore {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Why Lighthouse could not score the page (NO_FCP on a machine too loaded to paint in time…). */
  error?: string;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's mobile run (its default: emulated phone, slow 4G, 4× CPU slowdown) on `url`, each
 * run in a fresh Chromium profile; `prepare` may set storage first (a token) from the origin.
 * The median of `runs` by performance score.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  prepare?: (origin: string) => Promise<Record<string, string>>,
): Promise<LighthouseScore> {
  const scores: LighthouseScore[] = [];
  for (let run = 0; run < runs; run++) {
    const port = 9300 + Math.floor(Math.random() * 600);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...BROWSER_ARGS, `--remote-debugging-port=${port}`],
    });
    try {
      const origin = new URL(url).origin;
      const storage = prepare ? await prepare(origin) : {};
      if (Object.keys(storage).length) {
        // Storage set from a page without JavaScript of the app, so the audited load is cold.
        const page = await browser.newPage();
        await page.goto(`${origin}/api/status`);
        await page.evaluate((items) => {
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, storage);
        await page.close();
      }
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keep the token set above; the HTTP cache is still cold (a fresh profile).
        disableStorageReset: Object.keys(storage).length > 0,
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      scores.push({
        error: lhr.runtimeError?.code,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      });
    } finally {
      await browser.close();
    }
  }
  // The median of the runs that scored; a page no run could score reports the first run's error.
  const scored = scores.filter((s) => !s.error);
  if (scored.length === 0) return scores[0]!;
  const middle = median(scored.map((s) => s.performance));
  return scored.find((s) => s.performance === middle)!;
}
