import { eq } from 'drizzle-orm';
import { partnerLogs } from '../../../db/schema';
import { bearer, clientLogin, createPartner } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & { error?: { code: string; fields?: Record<string, string> } };

async function signedIn() {
  const partner = await createPartner(t.db);
  return { partner, token: await clientLogin(t.app, partner.login, 'partner-password-1') };
}

const put = async (token: string, payload: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/client/profile',
    headers: bearer(token),
    payload,
  });
  return { status: res.statusCode, body: res.json<Json>() };
};

const valid = {
  firstName: 'Anna',
  lastName: 'Smith-Jones',
  phone: '+49 151 2345678',
  birthDate: '1990-05-17',
  country: 'de',
  countryCode: '+49',
  socials: { telegram: '@anna_s', instagram: '' },
};

describe('/api/client/profile', () => {
  it('reads the profile', async () => {
    const { partner, token } = await signedIn();
    const res = await t.app.inject({ url: '/api/client/profile', headers: bearer(token) });
    expect(res.json()).toEqual({
      login: partner.login,
      email: partner.email,
      firstName: 'Test',
      lastName: 'Partner',
      phone: '+10000000000',
      birthDate: null,
      country: null,
      countryCode: null,
      socials: {},
      avatarUrl: null,
      twoFactorEnabled: false,
    });
  });

  it('saves valid fields (country upper-cased, empty socials dropped) with a partner-log row', async () => {
    const { partner, token } = await signedIn();
    const saved = await put(token, valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Anna',
      lastName: 'Smith-Jones',
      birthDate: '1990-05-17',
      country: 'DE',
      countryCode: '+49',
      socials: { telegram: '@anna_s' },
    });
    const rows = await t.db.select().from(partnerLogs).where(eq(partnerLogs.partnerId, partner.id));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'profile-updated',
        actorKind: 'partner',
        before: {
          firstName: 'Test',
          lastName: 'Partner',
          phone: '+10000000000',
          birthDate: null,
          country: null,
          countryCode: null,
          'socials.telegram': null,
        },
        after: {
          firstName: 'Anna',
          lastName: 'Smith-Jones',
          phone: '+49 151 2345678',
          birthDate: '1990-05-17',
          country: 'DE',
          countryCode: '+49',
          'socials.telegram': '@anna_s',
        },
      }),
    ]);
    // Saving the same values again changes nothing and logs nothing; null clears a field.
    await put(token, valid);
    const cleared = await put(token, { ...valid, birthDate: null });
    expect(cleared.body.birthDate).toBeNull();
    const after = await t.db
      .select()
      .from(partnerLogs)
      .where(eq(partnerLogs.partnerId, partner.id));
    expect(after.map((r) => r.after)).toEqual([expect.anything(), { birthDate: null }]);
  });

  it('answers the spec message code of every invalid field', async () => {
    const { token } = await signedIn();
    const res = await put(token, {
      firstName: 'Анна',
      lastName: 'Smith1',
      phone: '12',
      birthDate: '2999-01-01',
      country: 'Germany',
      countryCode: '49',
      socials: { telegram: 'anna', x: '@ok' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fields: {
        firstName: 'latinNoSymbols',
        lastName: 'latinNoSymbols',
        phone: 'invalidPhone',
        birthDate: 'invalidDate',
        country: 'invalidCountry',
        countryCode: 'invalidCountryCode',
        'socials.telegram': 'addAt',
      },
    });
    const missing = await put(token, {});
    expect(missing.body.error?.fields).toEqual({
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
    });
  });

  it('is for partners only', async () => {
    expect((await t.app.inject({ url: '/api/client/profile' })).statusCode).toBe(401);
  });
});
