import { createPartner, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signIn = (remoteAddress: string, login = unique('ghost'), password = 'x-password') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password },
    remoteAddress,
  });

/** Ten failures, each from another address of one IPv6 /64 (any host holds a /64 at least). */
async function failTenTimes(address: (i: number) => string) {
  for (let i = 1; i <= 10; i += 1) expect((await signIn(address(i))).statusCode).toBe(422);
}

describe('the per-IP sign-in limit counts an IPv6 client by its /64', () => {
  it('refuses the 11th failure from a new address of the same /64, not from another /64', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    await failTenTimes((i) => `2001:db8:1:1::${i.toString(16)}`);
    const same = await signIn('2001:db8:1:1:ffff:ffff:ffff:ffff', partner.login, 'right-password');
    expect(same.statusCode).toBe(429);
    expect(same.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_ATTEMPTS');
    // Written another way, the same network is the same client.
    const longhand = await signIn('2001:0db8:0001:0001:0:0:0:99', partner.login, 'right-password');
    expect(longhand.statusCode).toBe(429);
    const other = await signIn('2001:db8:1:2::1', partner.login, 'right-password');
    expect(other.statusCode).toBe(200);
  });

  it('counts an IPv4 client the same whether the socket shows it plain or IPv4-mapped', async () => {
    await failTenTimes((i) => (i % 2 ? '192.0.2.7' : '::ffff:192.0.2.7'));
    expect((await signIn('192.0.2.7')).statusCode).toBe(429);
    expect((await signIn('::ffff:192.0.2.7')).statusCode).toBe(429);
    expect((await signIn('192.0.2.8')).statusCode).toBe(422);
  });

  it('reads an IPv4-mapped address in any IPv6 spelling as its IPv4 client', async () => {
    // 192.0.2.20 written longhand, then 192.0.2.21 in hex: two clients, not one /64 of zeros.
    await failTenTimes(() => '0:0:0:0:0:ffff:192.0.2.20');
    expect((await signIn('192.0.2.20')).statusCode).toBe(429);
    expect((await signIn('::ffff:c000:214')).statusCode).toBe(429);
    expect((await signIn('::ffff:c000:215')).statusCode).toBe(422);
    expect((await signIn('::1')).statusCode).toBe(422);
  });

  it('reads an address behind a NAT64 gateway (64:ff9b::/96) as its IPv4 client', async () => {
    // Without it, every IPv4 client the gateway relays shares one /64: ten failures by one of
    // them would lock out all the others.
    await failTenTimes(() => '64:ff9b::198.51.100.7');
    expect((await signIn('198.51.100.7')).statusCode).toBe(429);
    expect((await signIn('64:ff9b::c633:6407')).statusCode).toBe(429);
    expect((await signIn('64:ff9b::198.51.100.8')).statusCode).toBe(422);
  });
});
