import type { Page } from '@playwright/test';

/** Debian's Chromium, as the e2e suite drives it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A quiet profile: no background traffic counted as the page's. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A phone network's round trip (Lighthouse's mobile setting), for the first visits whose
 * waterfall is counted. On localhost an answer takes about a millisecond, less than the gap
 * between requests one script sends in one task (10–15 ms, measured), so a request counted as
 * waiting for an answer it never used; with a phone's latency each step is a real round trip.
 */
export const PHONE_RTT_MS = 150;

/** Adds `latencyMs` to every request of the page until the returned function is called. */
export async function emulateLatency(page: Page, latencyMs: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return () => cdp.detach();
}
