import { createPartner, signupBody, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FLOOR_MS = 150;
const ROUNDS = 7;

/** The median time in ms of `ROUNDS` calls. */
async function medianMs(call: (i: number) => Promise<{ statusCode: number }>, status: number) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    expect((await call(i)).statusCode).toBe(status);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[ROUNDS >> 1] ?? 0;
}

describe('forgot-password, signup and a refused sign-in take as long for a known account as for none', () => {
  it('forgot-password: a partner’s address and a free one answer after the floor', async () => {
    const app = await t.variant({
      config: { auth: { ...t.config.auth, enumerationFloorMs: FLOOR_MS } },
    });
    const partner = await createPartner(t.db);
    const forgot = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const known = await medianMs(() => forgot(partner.email), 200);
    const unknown = await medianMs((i) => forgot(`nobody-${i}-${unique('x')}@example.com`), 200);
    expect(known).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(unknown).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(Math.abs(known - unknown)).toBeLessThan(FLOOR_MS / 3);
  });

  it('signup: a taken address and a new one answer after the floor', async () => {
    const app = await t.variant({
      config: { auth: { ...t.config.auth, enumerationFloorMs: FLOOR_MS } },
    });
    const sponsor = await createPartner(t.db, { active: true });
    const holder = await createPartner(t.db);
    const signUp = (email: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.77.0.${i + 1}`,
        payload: signupBody(sponsor.partnerCode, { email }),
      });
    const taken = await medianMs((i) => signUp(holder.email, i), 201);
    const fresh = await medianMs((i) => signUp(`${unique('new')}@example.com`, i), 201);
    expect(taken).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(fresh).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(Math.abs(taken - fresh)).toBeLessThan(FLOOR_MS / 3);
  });

  it('sign-in: a wrong password on an account and an unknown login are refused after the floor', async () => {
    const app = await t.variant({
      config: { auth: { ...t.config.auth, enumerationFloorMs: FLOOR_MS } },
    });
    const partners = await Promise.all(Array.from({ length: ROUNDS }, () => createPartner(t.db)));
    const signIn = (login: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.78.0.${i + 1}`,
        payload: { login, password: 'wrong-password-1' },
      });
    const known = await medianMs((i) => signIn(partners[i]?.email ?? '', i), 422);
    const unknown = await medianMs((i) => signIn(`${unique('nobody')}@example.com`, i), 422);
    expect(known).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(unknown).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(Math.abs(known - unknown)).toBeLessThan(FLOOR_MS / 3);
    // A right password is not held back (a floor of seconds would show).
    const slow = await t.variant({
      config: { auth: { ...t.config.auth, enumerationFloorMs: 5000 } },
    });
    const started = performance.now();
    const ok = await slow.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: partners[0]?.login ?? '', password: 'partner-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2500);
  });
});
