import type { CDPSession, Page } from '@playwright/test';

/** One response the page received, as Chromium's network domain reports it. */
export interface Fetched {
  url: string;
  /** Script, Fetch, Document, Stylesheet… */
  type: string;
  status: number;
  /** Bytes on the wire (compressed body and headers); 0 for a response from the browser's cache. */
  bytes: number;
  fromCache: boolean;
  /** Wall-clock milliseconds. */
  sent: number;
  finished: number;
}

/**
 * Records every request of a page from now until `stop()`. `stop()` first waits until the network
 * has been quiet for a second: a client-side navigation leaves the document 'loaded', and a
 * remote's chunks are still coming.
 */
export async function recordNetwork(page: Page): Promise<{ stop: () => Promise<Fetched[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Partial<Fetched> & { clockOffset: number }>();
  const done: Fetched[] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    // CDP timestamps are monotonic seconds; wallTime ties them to the clock.
    pending.set(e.requestId, {
      url: e.request.url,
      sent: e.wallTime * 1000,
      clockOffset: e.wallTime * 1000 - e.timestamp * 1000,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = pending.get(e.requestId);
    if (!entry) return;
    entry.type = e.type;
    entry.status = e.response.status;
    entry.fromCache = Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = pending.get(e.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    const entry = pending.get(e.requestId);
    if (!entry) return;
    pending.delete(e.requestId);
    done.push({
      url: entry.url ?? '',
      type: entry.type ?? 'Other',
      status: entry.status ?? 0,
      bytes: entry.fromCache ? 0 : e.encodedDataLength,
      fromCache: entry.fromCache ?? false,
      sent: entry.sent ?? 0,
      finished: e.timestamp * 1000 + entry.clockOffset,
    });
  });
  return {
    async stop() {
      await page.waitForLoadState('networkidle');
      while (Date.now() - lastActivity < 1000) await new Promise((r) => setTimeout(r, 100));
      await cdp.detach();
      return done.sort((a, b) => a.sent - b.sent);
    },
  };
}

/**
 * Round trips before `until`: a request sent after another finished may have waited for it, so
 * its depth is one more than the deepest request finished before it was sent (the document is 1).
 * An upper bound on the page's longest request chain, whatever started each request. A request
 * answered from the browser's cache made no round trip, so it has no depth (the browser's own late
 * request for the icon, which the page's preload put in the HTTP cache). A preload's later use
 * makes no request at all: Chromium reports none.
 */
export function requestDepths(fetched: readonly Fetched[], until: number): Map<Fetched, number> {
  const depth = new Map<Fetched, number>();
  for (const request of fetched) {
    if (request.sent > until || request.fromCache) continue;
    let before = 0;
    for (const [other, d] of depth)
      if (other.finished <= request.sent) before = Math.max(before, d);
    // Anything but the document is found in it or after it: one deeper at least, even when the
    // parser asks for it before the document's last byte (a streamed page would else count it 1,
    // and a visit's figure would no longer bound the page's chain from above).
    depth.set(request, depth.size === 0 ? 1 : Math.max(2, before + 1));
  }
  return depth;
}

/** The deepest of a visit's `requestDepths`: the waterfall's length. */
export const waterfallDepth = (depths: ReadonlyMap<Fetched, number>): number =>
  Math.max(0, ...depths.values());
