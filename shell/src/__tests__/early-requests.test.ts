import { responseOf, sendEarlyRequests } from '../start-up/early-requests';

describe('start-up requests sent by the entry chunk', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    (window as { __ENV__?: unknown }).__ENV__ = {
      registryUrl: '/registry/prod.json',
      apiBaseUrl: 'https://api.example.com',
    };
  });
  afterEach(() => delete (window as { __ENV__?: unknown }).__ENV__);

  it('asks the registry, the API status and the support contacts of env.js, never from the HTTP cache', async () => {
    const registry = { status: 200 } as Response;
    const status = { status: 503 } as Response;
    const contacts = { status: 200 } as Response;
    fetchMock
      .mockResolvedValueOnce(registry)
      .mockResolvedValueOnce(status)
      .mockResolvedValueOnce(contacts);
    const early = sendEarlyRequests();
    expect(fetchMock.mock.calls).toEqual([
      ['/registry/prod.json', { cache: 'no-store' }],
      ['https://api.example.com/api/status', { cache: 'no-store' }],
      ['https://api.example.com/api/support/contacts', { cache: 'no-store' }],
    ]);
    expect(await early.registry).toEqual({ response: registry });
    expect(await early.status).toEqual({ response: status });
    expect(await responseOf(early.contacts)).toBe(contacts);
  });

  it('settles a failed request with its error, for start-up to show (no unhandled rejection)', async () => {
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(offline);
    const early = sendEarlyRequests();
    expect(await early.registry).toEqual({ error: offline });
    expect(await early.status).toEqual({ error: offline });
    await expect(responseOf(early.contacts)).rejects.toBe(offline);
  });
});
