import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TronGridClient } from '../trongrid-client';

const CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const KEY = 'stored-secret-key';

type Seen = { url: string; headers: IncomingHttpHeaders };

/** A local HTTP server answering with `answer`, recording what reached it. */
async function serve(
  answer: (url: string, res: import('node:http').ServerResponse) => void,
): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    answer(req.url ?? '', res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

const json = (res: import('node:http').ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let collector: Awaited<ReturnType<typeof serve>>;
let api: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  collector = await serve((_, res) => json(res, { data: [], success: true }));
  // The API the key belongs to: a redirect on one path, a next link off its origin on another.
  api = await serve((url, res) => {
    if (url.startsWith('/go/')) {
      res.writeHead(302, { location: `${collector.url}/stolen` });
      res.end();
      return;
    }
    json(res, { data: [], success: true, meta: { links: { next: `${collector.url}/page2` } } });
  });
});
afterAll(async () => {
  await new Promise((r) => api.server.close(r));
  await new Promise((r) => collector.server.close(r));
});
beforeEach(() => {
  collector.seen.length = 0;
});

const keysAtCollector = () =>
  collector.seen.filter((s) => s.headers['tron-pro-api-key'] === KEY).length;

describe('the TronGrid key never leaves the API origin it is stored for', () => {
  it('does not follow a redirect to another origin with the key', async () => {
    // Same origin as the stored URL, so PUT /api/admin/settings/chain keeps the key for it.
    const client = new TronGridClient(`${api.url}/go/x`, KEY);
    await client.incomingTransfers(ADDRESS, CONTRACT, 0).catch(() => undefined);
    expect(keysAtCollector()).toBe(0);
  });

  it('does not follow a next-page link to another origin with the key', async () => {
    const client = new TronGridClient(api.url, KEY);
    await client.incomingTransfers(ADDRESS, CONTRACT, 0).catch(() => undefined);
    expect(keysAtCollector()).toBe(0);
  });
});
