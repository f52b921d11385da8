import { eq } from 'drizzle-orm';
import type { DownlinePartner, NetworkStatuses, Page } from 'shared-api/contract';
import { partners } from '../../../db/schema';
import { apiAs, type Api } from '../../../testing/api';
import { latestMail, partnerByLogin, unique, type PartnerFixture } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { careerStatusList } from '../../career/career-statuses';
import {
  createNetworkTestApp,
  partnerUnder,
  sponsorChain,
  tokenOf,
} from '../testing/network-test-kit';

let t: TestApp;
let caller: PartnerFixture;
let api: Api;
const tree: Record<string, PartnerFixture> = {};

/**
 * caller ─┬─ alpha (active, Bronze, 700 GTC) ── alpha1 (active) ── line 3 … line 7
 *         └─ beta (inactive) ── beta1 (active, Silver)
 * outsider ── outsider1 (another network)
 */
beforeAll(async () => {
  t = await createNetworkTestApp();
  await careerStatusList(t.db);
  caller = await partnerUnder(t.db, null, 0, { active: true, login: 'callerRoot' });
  const at = (day: number) => new Date(`2026-01-${String(day).padStart(2, '0')}T00:00:00Z`);
  tree.alpha = await partnerUnder(t.db, caller.id, 700, {
    active: true,
    login: 'alphaPartner',
    registeredAt: at(2),
  });
  tree.beta = await partnerUnder(t.db, caller.id, 0, { login: 'betaPartner', registeredAt: at(3) });
  tree.alpha1 = await partnerUnder(t.db, tree.alpha.id, 0, { active: true, registeredAt: at(4) });
  tree.beta1 = await partnerUnder(t.db, tree.beta.id, 0, { active: true, registeredAt: at(5) });
  const [l3, , , l6, l7] = await sponsorChain(t.db, 5, tree.alpha1.id);
  Object.assign(tree, { l3, l6, l7 });
  await t.db.update(partners).set({ careerRank: 1 }).where(eq(partners.id, tree.alpha.id));
  await t.db.update(partners).set({ careerRank: 2 }).where(eq(partners.id, tree.beta1.id));
  const outsider = await partnerUnder(t.db, null, 0, { active: true });
  tree.outsider = outsider;
  tree.outsider1 = await partnerUnder(t.db, outsider.id);
  api = apiAs(t.app, await tokenOf(t, caller.id));
});
afterAll(() => t?.close());

describe('GET /api/client/network/statuses', () => {
  it('counts partners, active ones and career statuses per line 1..6', async () => {
    const res = await api.get<NetworkStatuses>('/api/client/network/statuses');
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      {
        line: 1,
        total: 2,
        active: 1,
        careerStatuses: { Bronze: 1 },
        careerStatusCounts: [
          { status: 'Bronze', statusI18n: expect.objectContaining({ ru: 'Бронза' }), count: 1 },
        ],
      },
      {
        line: 2,
        total: 2,
        active: 2,
        careerStatuses: { Silver: 1 },
        careerStatusCounts: [
          { status: 'Silver', statusI18n: expect.objectContaining({ ru: 'Серебро' }), count: 1 },
        ],
      },
      { line: 3, total: 1, active: 0, careerStatuses: {}, careerStatusCounts: [] },
      { line: 4, total: 1, active: 0, careerStatuses: {}, careerStatusCounts: [] },
      { line: 5, total: 1, active: 0, careerStatuses: {}, careerStatusCounts: [] },
      { line: 6, total: 1, active: 0, careerStatuses: {}, careerStatusCounts: [] },
    ]);
  });

  it('shows six empty lines to a partner without partners', async () => {
    const res = await apiAs(t.app, await tokenOf(t, tree.l7!.id)).get<NetworkStatuses>(
      '/api/client/network/statuses',
    );
    expect(res.body.lines.map((l) => l.total)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('GET /api/client/network/partners', () => {
  const list = (query = '') =>
    api.get<Page<DownlinePartner>>(`/api/client/network/partners${query}`);

  it('lists the downline to line 6, nearest lines first and newest first, with their figures', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(8);
    expect(res.body.items.map((p) => p.id)).toEqual([
      tree.beta!.id,
      tree.alpha!.id,
      tree.beta1!.id,
      tree.alpha1!.id,
      tree.l3!.id,
      expect.any(Number),
      expect.any(Number),
      tree.l6!.id,
    ]);
    expect(res.body.items[1]).toEqual({
      id: tree.alpha!.id,
      login: 'alphaPartner',
      firstName: 'Test',
      lastName: 'Partner',
      partnerCode: tree.alpha!.partnerCode,
      line: 1,
      active: true,
      careerStatus: 'Bronze',
      careerStatusI18n: expect.objectContaining({ ru: 'Бронза', en: 'Bronze' }),
      volume: '700000000',
      registeredAt: '2026-01-02T00:00:00.000Z',
      sponsorLogin: 'callerRoot',
    });
  });

  it('filters by active, by line and by login or name, and pages', async () => {
    expect((await list('?active=false')).body.items.map((p) => p.id)).toEqual([
      tree.beta!.id,
      tree.l3!.id,
      expect.any(Number),
      expect.any(Number),
      tree.l6!.id,
    ]);
    expect((await list('?active=true&line=2')).body.items.map((p) => p.id)).toEqual([
      tree.beta1!.id,
      tree.alpha1!.id,
    ]);
    expect((await list('?search=ALPHAp')).body.items.map((p) => p.login)).toEqual(['alphaPartner']);
    expect((await list('?search=test%20part')).body.total).toBe(8);
    expect((await list('?search=100%25')).body.total).toBe(0);
    const page = await list('?page=2&pageSize=3');
    expect(page.body).toMatchObject({ total: 8 });
    expect(page.body.items.map((p) => p.id)).toEqual([
      tree.alpha1!.id,
      tree.l3!.id,
      expect.any(Number),
    ]);
  });

  it('shows each partner only their own downline', async () => {
    const all = (await list('?pageSize=100')).body.items.map((p) => p.id);
    expect(all).not.toContain(tree.outsider1!.id);
    expect(all).not.toContain(tree.l7!.id);
    const outsider = await apiAs(t.app, await tokenOf(t, tree.outsider!.id)).get<
      Page<DownlinePartner>
    >('/api/client/network/partners');
    expect(outsider.body.items.map((p) => p.id)).toEqual([tree.outsider1!.id]);
    const alpha1 = await apiAs(t.app, await tokenOf(t, tree.alpha1!.id)).get<Page<DownlinePartner>>(
      '/api/client/network/partners?line=1',
    );
    expect(alpha1.body.items.map((p) => p.id)).toEqual([tree.l3!.id]);
  });

  it('refuses a line outside 1..6 and a missing token', async () => {
    expect((await list('?line=7')).status).toBe(422);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/client/network/partners' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/client/network/invitations', () => {
  const invitation = (overrides: Record<string, string> = {}) => {
    const login = unique('inv');
    return {
      firstName: 'Lena',
      lastName: 'Weber',
      email: `${login}@example.com`,
      login,
      phone: '+49 170 1234567',
      ...overrides,
    };
  };

  it('registers the partner under an active caller and mails the set-password link', async () => {
    const body = invitation();
    const res = await api.post('/api/client/network/invitations', body, null);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await partnerByLogin(t.db, body.login)).toMatchObject({
      sponsorId: caller.id,
      active: false,
      passwordHash: null,
      language: 'en',
      email: body.email,
    });
    const mail = await latestMail(t.db, body.email);
    expect(mail?.link).toMatch(/\/set-password\?token=/);
  });

  it('refuses an inactive caller with 409 INVITATION_REQUIRED and registers nobody', async () => {
    const body = invitation();
    const res = await apiAs(t.app, await tokenOf(t, tree.beta!.id)).post(
      '/api/client/network/invitations',
      body,
      null,
    );
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('INVITATION_REQUIRED');
    expect(await partnerByLogin(t.db, body.login)).toBeNull();
  });

  it('treats a taken email or login as signup does, and invalid fields with 422', async () => {
    const taken = await api.post(
      '/api/client/network/invitations',
      invitation({ login: 'ALPHAPARTNER', email: tree.alpha!.email }),
      null,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { login: 'taken' } });
    // A taken email is not told (no enumeration): its owner gets a mail instead.
    const sameEmail = invitation({ email: tree.alpha!.email });
    const quiet = await api.post('/api/client/network/invitations', sameEmail, null);
    expect(quiet.status).toBe(201);
    expect(await partnerByLogin(t.db, sameEmail.login)).toBeNull();
    expect((await latestMail(t.db, tree.alpha!.email))?.link).toMatch(/\/forgot-password$/);
    // A deactivated partner's email: the same quiet 201, and no mail to them (as forgot-password).
    await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, tree.outsider1!.id));
    const outboxBefore = await latestMail(t.db, tree.outsider1!.email);
    const blocked = invitation({ email: tree.outsider1!.email });
    const quietToo = await api.post('/api/client/network/invitations', blocked, null);
    expect([quietToo.status, quietToo.body]).toEqual([201, { ok: true }]);
    expect(await partnerByLogin(t.db, blocked.login)).toBeNull();
    expect(await latestMail(t.db, tree.outsider1!.email)).toEqual(outboxBefore);
    await t.db.update(partners).set({ disabled: false }).where(eq(partners.id, tree.outsider1!.id));
    const invalid = await api.post(
      '/api/client/network/invitations',
      invitation({ firstName: 'Лена', email: 'nope' }),
      null,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.error?.fields).toMatchObject({
      firstName: expect.any(String),
      email: expect.any(String),
    });
  });
});
