import { eq } from 'drizzle-orm';
import { units, type ClientPromo, type PromoRequest } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { promoCampaigns } from '../../../db/schema';
import { issueToken } from '../../../security/tokens';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import { creditPartner } from '../../../testing/money';
import { itOnPostgres } from '../../../testing/on-postgres';
import { catalogueLookup, createActivePackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ok, send } from '../../finance/testing/money-test-kit';
import { MODULES } from '../../index';
import { upgradePackage } from '../../packages/upgrade-package';
import { promoModule } from '../index';
import { SEEDED_CAMPAIGN } from '../seed-campaign';

let t: TestApp;
const START = SEEDED_CAMPAIGN.startsAt;
const END = SEEDED_CAMPAIGN.endsAt;
const INSIDE = new Date('2025-06-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({
    logger: process.env.DBG ? { level: 'error' } : false,
    extraModules: MODULES.includes(promoModule) ? [] : [promoModule],
  });
  t.clock.set(INSIDE);
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

/** A partner under `sponsorId` with a client token. */
async function partnerUnder(sponsorId: number | null) {
  const partner = await createPartner(t.db, { sponsorId });
  const { token } = await issueToken(t.db, {
    kind: 'client',
    subjectId: partner.id,
    now: t.clock.now(),
    ttlMs: 900 * DAY,
  });
  return { ...partner, token };
}

const buy = async (partnerId: number, name: string, at: Date) =>
  createActivePackage(t.db, partnerId, { packageId: (await catalogueLookup(t.db, name)).id, at });

async function upgrade(partnerId: number, partnerPackageId: number, name: string, at: Date) {
  const target = await catalogueLookup(t.db, name);
  await creditPartner(t.db, partnerId, target.price, 'GTC', at);
  await t.db.transaction((tx) =>
    upgradePackage(
      tx,
      { partnerId, at, intervalMs: DAY, ip: null, impersonatorAdminId: null },
      { partnerPackageId, packageId: target.id },
    ),
  );
}

const promoOf = async (token: string) =>
  ok<ClientPromo>(await send(t, { url: '/api/client/promo', token }));

const form = {
  firstName: 'Anna Maria',
  lastName: 'Berg-Lund',
  birthDate: '1990-05-01',
  country: 'de',
  city: 'Berlin',
  passportNumber: 'C01X00T47',
  passportExpiry: '2031-01-31',
  phone: '+49 151 2345 6789',
};
const fileForm = (token: string, payload: object = form) =>
  send(t, { url: '/api/client/promo/requests', token, payload });

describe('GET /api/client/promo', () => {
  it('seeds the launch campaign once, with its 8 tiers', async () => {
    const p = await partnerUnder(null);
    const first = await promoOf(p.token);
    await promoOf(p.token);
    expect(await t.db.select().from(promoCampaigns)).toHaveLength(1);
    expect(first.campaign).toMatchObject({
      name: 'Launch promo',
      startsAt: '2025-05-10T00:00:00.000Z',
      endsAt: '2025-08-10T23:59:59.999Z',
    });
    expect(first.campaign?.tiers.map((tier) => [tier.level, tier.threshold])).toEqual(
      [5_000, 10_000, 20_000, 35_000, 50_000, 75_000, 100_000, 150_000].map((gtc, i) => [
        i + 1,
        units(gtc),
      ]),
    );
    expect(first.campaign?.tiers[7]?.prize).toBe('Flight up to 2 550 USD');
    expect(first.campaign?.nameI18n).toEqual({
      ru: 'Стартовая акция',
      en: 'Launch promo',
      de: 'Startaktion',
      es: 'Promoción de lanzamiento',
      vt: 'Khuyến mãi ra mắt',
    });
    expect(first.campaign?.tiers[7]?.prizeI18n).toMatchObject({ ru: 'Перелёт до 2 550 USD' });
    expect(first).toMatchObject({ ended: false, turnover: '0', level: 0, request: null });
  });

  it('counts first-line package payments inside the campaign dates, both ends included', async () => {
    const leader = await partnerUnder(null);
    const [a, b, c] = [
      await partnerUnder(leader.id),
      await partnerUnder(leader.id),
      await partnerUnder(leader.id),
    ];
    const secondLine = await partnerUnder(a.id);
    await buy(a.id, 'Elite', new Date(START.getTime() - 1)); // a millisecond early: not counted
    await buy(b.id, 'Basic', START); // 500 at the first instant
    await buy(c.id, 'Premium', END); // 5 000 at the last instant
    await buy(c.id, 'Elite', new Date(END.getTime() + 1)); // a millisecond late
    await buy(secondLine.id, 'Elite', INSIDE); // second line: not the leader's first line
    await buy(leader.id, 'Elite', INSIDE); // own purchase: not first-line turnover
    expect(await promoOf(leader.token)).toMatchObject({ turnover: units(5_500), level: 1 });

    // An upgrade inside the window adds the price difference paid.
    const basic = await buy(b.id, 'Basic', INSIDE);
    await upgrade(b.id, basic.id, 'Elite', INSIDE);
    const promo = await promoOf(leader.token);
    expect(promo).toMatchObject({ turnover: units(5_500 + 500 + 9_500), level: 2 });
    expect(await promoOf(a.token)).toMatchObject({ turnover: units(10_000), level: 2 });
  });
});

describe('POST /api/client/promo/requests', () => {
  it('refuses a partner without a level', async () => {
    const p = await partnerUnder(null);
    const res = await fileForm(p.token);
    expect([res.status, res.error?.code]).toEqual([409, 'INVALID_STATE']);
  });

  it('validates the form: Latin letters, country, passport, dates', async () => {
    const p = await partnerUnder(null);
    const res = await fileForm(p.token, {
      ...form,
      firstName: 'Анна',
      lastName: 'Berg!',
      city: 'Berlin 2',
      country: 'Germany',
      passportNumber: 'AB-12',
      passportExpiry: '31.01.2031',
      birthDate: '2999-01-01',
    });
    expect(res.status).toBe(422);
    expect(res.error?.fields).toEqual({
      firstName: 'latinNoSymbols',
      lastName: 'latinNoSymbols',
      city: 'latinOnly',
      country: 'invalidCountry',
      passportNumber: 'invalidPassport',
      passportExpiry: 'invalidDate',
      birthDate: 'invalidDate',
    });
  });

  it('files one form per campaign with the level reached, shown on the promo page', async () => {
    const leader = await partnerUnder(null);
    const buyer = await partnerUnder(leader.id);
    await buy(buyer.id, 'Elite', INSIDE);
    await buy(buyer.id, 'Elite', INSIDE);

    const filed = ok<PromoRequest>(await fileForm(leader.token), 201);
    expect(filed).toMatchObject({
      ...form,
      country: 'DE',
      partner: { id: leader.id, login: leader.login },
      level: 3,
      turnover: units(20_000),
      status: 'submitted',
      createdAt: INSIDE.toISOString(),
    });
    expect((await promoOf(leader.token)).request).toEqual(filed);
    const again = await fileForm(leader.token);
    expect([again.status, again.error?.code]).toEqual([409, 'INVALID_STATE']);
  });

  itOnPostgres('two forms posted at once: one is filed, the other is 409', async () => {
    const leader = await partnerUnder(null);
    const buyer = await partnerUnder(leader.id);
    await buy(buyer.id, 'Elite', INSIDE);
    const res = await Promise.all([fileForm(leader.token), fileForm(leader.token)]);
    expect(res.map((r) => [r.status, r.error?.code ?? null]).sort()).toEqual([
      [201, null],
      [409, 'INVALID_STATE'],
    ]);
  });

  it('shows an ended campaign and refuses the form after its last instant', async () => {
    const leader = await partnerUnder(null);
    const buyer = await partnerUnder(leader.id);
    await buy(buyer.id, 'Elite', INSIDE);
    t.clock.set(END);
    expect(await promoOf(leader.token)).toMatchObject({ ended: false, level: 2 });
    t.clock.set(new Date(END.getTime() + 1));
    try {
      expect(await promoOf(leader.token)).toMatchObject({ ended: true, level: 2 });
      const res = await fileForm(leader.token);
      expect([res.status, res.error?.code]).toEqual([409, 'INVALID_STATE']);
    } finally {
      t.clock.set(INSIDE);
    }
  });

  it('needs a client token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/promo' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the current campaign', () => {
  it('is the running one, else the latest', async () => {
    const p = await partnerUnder(null);
    const at = new Date('2026-02-01T00:00:00.000Z');
    const [later] = await t.db
      .insert(promoCampaigns)
      .values({
        name: 'Spring',
        startsAt: new Date('2026-03-01T00:00:00.000Z'),
        endsAt: new Date('2026-04-01T00:00:00.000Z'),
        tiers: [{ threshold: units(100), prize: 'Mug' }],
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    try {
      // Inside the launch campaign: it runs, the later one is only announced.
      expect((await promoOf(p.token)).campaign?.name).toBe('Launch promo');
      t.clock.set(at); // between the two: the latest by start
      const spring = (await promoOf(p.token)).campaign;
      expect(spring?.name).toBe('Spring');
      // A row written with the plain texts alone reads them as Russian.
      expect(spring?.nameI18n).toEqual({ ru: 'Spring' });
      expect(spring?.tiers[0]?.prizeI18n).toEqual({ ru: 'Mug' });
      expect((await promoOf(p.token)).ended).toBe(false);
    } finally {
      t.clock.set(INSIDE);
      if (later) await t.db.delete(promoCampaigns).where(eq(promoCampaigns.id, later.id));
    }
  });
});
