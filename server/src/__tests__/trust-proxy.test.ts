// TRUST_PROXY: the API behind the web front trusts exactly one hop of X-Forwarded-For, so the
// address the front wrote decides the per-IP limits, whatever a client put in front of it.
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: ['loopback'], rateLimitPerMinute: 3 } });
});
afterAll(() => t.close());

const status = (forwardedFor: string) =>
  t.app.inject({ url: '/api/status', headers: { 'x-forwarded-for': forwardedFor } });

describe('trust proxy', () => {
  it('trusts the front on this host when TRUST_PROXY is on, the addresses given, or nothing', () => {
    const trusted = (value?: string) =>
      loadConfig({ FILES_DIR: '/tmp', ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trusted('1')).toEqual(['loopback']);
    expect(trusted('10.0.0.5, 10.1.0.0/16')).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(trusted()).toBe(false);
    expect(trusted('off')).toBe(false);
  });

  it('counts a client by the hop the front added, not by the addresses it forged', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++)
      codes.push((await status(`198.51.100.${i}, 203.0.113.9`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // Another real client is not throttled by the first one's requests.
    expect((await status('203.0.113.9, 203.0.113.10')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, as the login limits do (throttle-address.ts)', async () => {
    // A host holds its whole /64: one address per request would never be limited.
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++)
      codes.push((await status(`2001:db8:5:7::${i.toString(16)}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // The same client spelt another way is the same client; another /64 is another one.
    expect((await status('2001:0db8:0005:0007:0:0:0:a')).statusCode).toBe(429);
    expect((await status('2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('counts a client behind a NAT64 gateway as its IPv4 address, as the login limits do', async () => {
    // Not by the gateway's /64: one busy client would hold up every other the gateway relays.
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await status('64:ff9b::198.51.100.77')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await status('198.51.100.77')).statusCode).toBe(429);
    expect((await status('64:ff9b::198.51.100.78')).statusCode).toBe(200);
  });
});
