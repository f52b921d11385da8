import { and, eq } from 'drizzle-orm';
import { units, type Page, type PromoCampaign, type PromoRequest } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { adminLogs, partners } from '../../../db/schema';
import { issueToken } from '../../../security/tokens';
import { apiAs } from '../../../testing/api';
import { createPartner } from '../../../testing/fixtures';
import { catalogueLookup, createActivePackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ok, send, signedInAdmin } from '../../finance/testing/money-test-kit';
import { MODULES } from '../../index';
import { promoModule } from '../index';

let t: TestApp;
const INSIDE = new Date('2025-06-01T12:00:00.000Z');
let viewer: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ extraModules: MODULES.includes(promoModule) ? [] : [promoModule] });
  t.clock.set(INSIDE);
  viewer = (await signedInAdmin(t, ['partners_promo_view'])).token;
  manager = (await signedInAdmin(t, ['partners_promo_view', 'partners_promo_create'])).token;
});
afterAll(() => t?.close());

type PromoPartner = {
  partner: { id: number; login: string; name: string };
  turnover: string;
  level: number;
  prize: string;
  prizeI18n: object;
  requested: boolean;
};

async function leaderWithFirstLine(login: string, packages: string[]) {
  const leader = await createPartner(t.db, { login });
  for (const name of packages) {
    const buyer = await createPartner(t.db, { sponsorId: leader.id });
    const pkg = await catalogueLookup(t.db, name);
    await createActivePackage(t.db, buyer.id, { packageId: pkg.id, at: INSIDE });
  }
  return leader;
}

const campaignBody = {
  nameI18n: { ru: 'Autumn' },
  startsAt: '2025-09-01T00:00:00.000Z',
  endsAt: '2025-11-30T23:59:59.999Z',
  tiers: [
    { threshold: units(2_000), prizeI18n: { ru: 'Watch' } },
    { threshold: units(1_000), prizeI18n: { ru: 'Mug' } },
  ],
};

describe('admin promo lists', () => {
  it('searches by e-mail only for a reader who may see it (view-partners)', async () => {
    // The list shows login and name; a search by an address it does not show would tell it,
    // one guessed letter at a time.
    const leader = await leaderWithFirstLine('searchleader', ['Elite']);
    await t.db
      .update(partners)
      .set({ email: 'hidden.address@mail.test' })
      .where(eq(partners.id, leader.id));
    const search = async (token: string, text: string) =>
      ok<Page<PromoPartner>>(
        await send(t, { url: `/api/admin/promo/partners?search=${text}`, token }),
      ).items.map((i) => i.partner.id);
    const emailPart = 'hidden.addr';
    const both = (await signedInAdmin(t, ['partners_promo_view', 'view-partners'])).token;
    expect(await search(both, emailPart)).toEqual([leader.id]);
    expect(await search(viewer, emailPart)).toEqual([]);
    expect(await search(viewer, 'searchlead')).toEqual([leader.id]);
  });

  it('lists the partners with a level, highest turnover first, with their prize and form', async () => {
    const top = await leaderWithFirstLine('promotop', ['Elite', 'Elite', 'Elite']);
    const mid = await leaderWithFirstLine('promomid', ['Premium']);
    await leaderWithFirstLine('promolow', ['Advanced']); // 2 500: below the first tier
    const { token } = await issueToken(t.db, {
      kind: 'client',
      subjectId: mid.id,
      now: t.clock.now(),
      ttlMs: DAY,
    });
    const filed = await send(t, {
      url: '/api/client/promo/requests',
      token,
      payload: {
        firstName: 'Mid',
        lastName: 'Leader',
        birthDate: '1985-02-03',
        country: 'ES',
        city: 'Madrid',
        passportNumber: 'XA1234567',
        passportExpiry: '2030-01-01',
        phone: '+34 600 000 000',
      },
    });
    const request = ok<PromoRequest>(filed, 201);

    const page = ok<Page<PromoPartner>>(
      await send(t, { url: '/api/admin/promo/partners?search=promo', token: viewer }),
    );
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        partner: { id: top.id, login: 'promotop', name: 'Test Partner' },
        turnover: units(30_000),
        level: 3,
        prize: 'Flight up to 1 200 USD',
        prizeI18n: {
          ru: 'Перелёт до 1 200 USD',
          en: 'Flight up to 1 200 USD',
          de: 'Flug bis 1 200 USD',
          es: 'Vuelo de hasta 1 200 USD',
          vt: 'Chuyến bay đến 1 200 USD',
        },
        requested: false,
      },
      {
        partner: { id: mid.id, login: 'promomid', name: 'Test Partner' },
        turnover: units(5_000),
        level: 1,
        prize: '1 g gold bar',
        prizeI18n: expect.objectContaining({ ru: 'Золотой слиток 1 г', en: '1 g gold bar' }),
        requested: true,
      },
    ]);
    const second = ok<Page<PromoPartner>>(
      await send(t, {
        url: '/api/admin/promo/partners?search=promo&pageSize=1&page=2',
        token: viewer,
      }),
    );
    expect([second.total, second.items.map((i) => i.partner.login)]).toEqual([2, ['promomid']]);

    const requests = ok<Page<PromoRequest>>(
      await send(t, {
        url: `/api/admin/promo/requests?campaignId=${request.campaignId}`,
        token: viewer,
      }),
    );
    expect(requests).toEqual({ items: [request], total: 1 });
    expect(
      ok<PromoRequest>(
        await send(t, { url: `/api/admin/promo/requests/${request.id}`, token: viewer }),
      ),
    ).toEqual(request);
    expect((await send(t, { url: '/api/admin/promo/requests/999999', token: viewer })).status).toBe(
      404,
    );
    expect(
      (await send(t, { url: '/api/admin/promo/partners?campaignId=999999', token: viewer })).status,
    ).toBe(404);
  });

  it('needs partners_promo_view', async () => {
    const other = await signedInAdmin(t, ['view-partners']);
    for (const url of [
      '/api/admin/promo/partners',
      '/api/admin/promo/requests',
      '/api/admin/promo/campaigns',
    ]) {
      expect((await send(t, { url, token: other.token })).status).toBe(403);
    }
  });
});

describe('admin promo campaigns', () => {
  it('creates and edits a campaign with sorted tiers, admin-logged; viewers only list', async () => {
    const created = ok<PromoCampaign>(
      await send(t, { url: '/api/admin/promo/campaigns', token: manager, payload: campaignBody }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Autumn',
      startsAt: campaignBody.startsAt,
      endsAt: campaignBody.endsAt,
      tiers: [
        { level: 1, threshold: units(1_000), prize: 'Mug', prizeI18n: { ru: 'Mug' } },
        { level: 2, threshold: units(2_000), prize: 'Watch', prizeI18n: { ru: 'Watch' } },
      ],
    });
    const listed = ok<{ items: PromoCampaign[] }>(
      await send(t, { url: '/api/admin/promo/campaigns', token: viewer }),
    );
    expect(listed.items.map((c) => c.name)).toEqual(['Autumn', 'Launch promo']);

    const edited = await apiAs(t.app, manager).put<PromoCampaign>(
      `/api/admin/promo/campaigns/${created.id}`,
      { ...campaignBody, nameI18n: { ru: 'Autumn sale', de: 'Herbstverkauf' } },
    );
    expect([edited.status, edited.body.name]).toEqual([200, 'Autumn sale']);
    expect(edited.body.nameI18n).toEqual({ ru: 'Autumn sale', de: 'Herbstverkauf' });
    const logs = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'promo-campaign-updated')));
    expect(logs.map((l) => [l.details, l.before, l.after])).toEqual([
      [
        { campaignId: created.id },
        { name: 'Autumn', nameI18n: ['ru: Autumn'] },
        { name: 'Autumn sale', nameI18n: ['ru: Autumn sale', 'de: Herbstverkauf'] },
      ],
    ]);
    expect(
      await t.db.select().from(adminLogs).where(eq(adminLogs.action, 'promo-campaign-created')),
    ).toHaveLength(1);

    const refused = await send(t, {
      url: '/api/admin/promo/campaigns',
      token: viewer,
      payload: campaignBody,
    });
    expect(refused.status).toBe(403);
  });

  it('refuses an end before the start, equal thresholds and empty fields', async () => {
    const post = (payload: object) =>
      send(t, { url: '/api/admin/promo/campaigns', token: manager, payload });
    const reversed = await post({ ...campaignBody, endsAt: campaignBody.startsAt });
    expect([reversed.status, reversed.error?.fields]).toEqual([422, { endsAt: 'invalidDate' }]);
    const twice = await post({
      ...campaignBody,
      tiers: [campaignBody.tiers[0], { threshold: units(2_000), prizeI18n: { ru: 'Again' } }],
    });
    expect([twice.status, twice.error?.fields]).toEqual([
      422,
      { 'tiers.1.threshold': 'invalidAmount' },
    ]);
    const empty = await post({
      nameI18n: { ru: ' ' },
      startsAt: 'soon',
      endsAt: campaignBody.endsAt,
      tiers: [],
    });
    expect(empty.status).toBe(422);
    expect(empty.error?.fields).toMatchObject({
      'nameI18n.ru': 'required',
      startsAt: 'invalidDate',
    });
    const prizes = await post({
      ...campaignBody,
      tiers: [{ threshold: units(1_000), prizeI18n: { en: 'Mug', es: 'x'.repeat(129) } }],
    });
    expect(prizes.error?.fields).toEqual({
      'tiers.0.prizeI18n.ru': 'required',
      'tiers.0.prizeI18n.es': 'tooLong',
    });
    const missing = await apiAs(t.app, manager).put(
      '/api/admin/promo/campaigns/999999',
      campaignBody,
    );
    expect(missing.status).toBe(404);
  });
});
