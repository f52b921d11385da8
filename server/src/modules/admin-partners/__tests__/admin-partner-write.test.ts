import { and, eq } from 'drizzle-orm';
import type { AdminPartnerDetail, AdminPartnerNetwork, Page } from 'shared-api/contract';
import {
  adminLogs,
  binaryNodes,
  careerStatuses,
  clientLogs,
  partnerLogs,
  partners,
  passwordLinks,
} from '../../../db/schema';
import { issueToken } from '../../../security/tokens';
import { apiAs } from '../../../testing/api';
import {
  clientLogin,
  createPartner,
  latestMail,
  tokenOfLink,
  unique,
} from '../../../testing/fixtures';
import { catalogueLookup, createActivePackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';

let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, ['view-partners', 'create-partners', 'update-partners']);
});
afterAll(() => t?.close());

const api = () => apiAs(t.app, admin.token);
type Detail = AdminPartnerDetail;

function newPartner(overrides: Record<string, unknown> = {}) {
  const login = unique('adm');
  return {
    firstName: 'Anna',
    lastName: 'Berg',
    email: `${login}@Example.com`,
    login,
    phone: '+49 170 1234567',
    ...overrides,
  };
}

const adminLogOf = (action: string, partnerId: number) =>
  t.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), eq(adminLogs.subjectId, partnerId)));
const partnerLogOf = (action: string, partnerId: number) =>
  t.db
    .select()
    .from(partnerLogs)
    .where(and(eq(partnerLogs.action, action), eq(partnerLogs.partnerId, partnerId)));

describe('POST /api/admin/partners', () => {
  it('creates a partner under a sponsor by code and mails the set-password link', async () => {
    const sponsor = await createPartner(t.db, { active: false });
    const body = newPartner({ sponsorCode: sponsor.partnerCode.toLowerCase(), language: 'de' });
    const res = await api().post<Detail>('/api/admin/partners', body, null);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      login: body.login,
      email: body.email.toLowerCase(),
      firstName: 'Anna',
      active: false,
      disabled: false,
      sponsor: { id: sponsor.id, login: sponsor.login },
    });
    expect(res.body.partnerCode).toMatch(/^[A-Z2-9]{8}$/);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, res.body.id));
    expect(row).toMatchObject({ passwordHash: null, language: 'de', registeredAt: t.clock.now() });

    const mail = await latestMail(t.db, body.email);
    expect(mail?.link).toContain('token=');
    const links = await t.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.partnerId, res.body.id));
    expect(links.map((l) => l.purpose)).toEqual(['set']);
    expect(tokenOfLink(mail?.link ?? null)).toBeTruthy();

    const [created] = await adminLogOf('partner-created', res.body.id);
    expect(created).toMatchObject({
      adminUserId: admin.id,
      subjectType: 'partner',
      after: { login: body.login, firstName: 'Anna', sponsor: sponsor.login },
    });
    const registered = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, res.body.id), eq(clientLogs.action, 'register')));
    expect(registered[0]?.details).toEqual({ sponsorId: sponsor.id, adminId: admin.id });
  });

  it('creates a root partner without a sponsor code', async () => {
    for (const sponsorCode of [undefined, '', null]) {
      const res = await api().post<Detail>(
        '/api/admin/partners',
        newPartner({ sponsorCode }),
        null,
      );
      expect([res.status, res.body.sponsor]).toEqual([201, null]);
    }
  });

  it('refuses invalid fields, an unknown sponsor and taken email or login', async () => {
    const invalid = await api().post('/api/admin/partners', {
      ...newPartner(),
      firstName: 'Анна',
      email: 'nope',
      phone: '12',
      login: 'a b',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error?.fields).toEqual({
      firstName: 'latinNoSymbols',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      login: 'invalidLogin',
    });
    const unknown = await api().post(
      '/api/admin/partners',
      newPartner({ sponsorCode: 'ZZZZ9999' }),
    );
    expect([unknown.status, unknown.body.error?.fields]).toEqual([
      422,
      { sponsorCode: 'unknownPartner' },
    ]);
    const existing = await createPartner(t.db);
    const taken = await api().post(
      '/api/admin/partners',
      newPartner({ email: existing.email.toUpperCase(), login: existing.login.toUpperCase() }),
    );
    expect([taken.status, taken.body.error?.code, taken.body.error?.fields]).toEqual([
      409,
      'ALREADY_EXISTS',
      { email: 'taken', login: 'taken' },
    ]);
  });

  it('needs create-partners', async () => {
    const viewer = await signedInAdmin(t, ['view-partners', 'update-partners']);
    const res = await apiAs(t.app, viewer.token).post('/api/admin/partners', newPartner());
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/admin/partners/:id', () => {
  it('edits names, contacts and profile fields, in the admin and partner logs', async () => {
    const partner = await createPartner(t.db);
    const login = unique('renamed');
    const res = await api().put<Detail>(`/api/admin/partners/${partner.id}`, {
      firstName: 'Berta',
      lastName: 'Partner',
      phone: '+10000000000',
      email: `${login}@example.com`,
      login,
      country: 'fr',
      socials: { telegram: '@berta' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: partner.id,
      firstName: 'Berta',
      login,
      email: `${login}@example.com`,
      country: 'FR',
      birthDate: null,
      socials: { telegram: '@berta' },
    });
    const [logged] = await adminLogOf('partner-updated', partner.id);
    expect(logged?.before).toEqual({
      firstName: 'Test',
      login: partner.login,
      email: partner.email,
      country: null,
      'socials.telegram': null,
    });
    expect(logged?.after).toEqual({
      firstName: 'Berta',
      login,
      email: `${login}@example.com`,
      country: 'FR',
      'socials.telegram': '@berta',
    });
    const [profile] = await partnerLogOf('profile-updated', partner.id);
    expect(profile).toMatchObject({
      actorKind: 'admin',
      actorAdminId: admin.id,
      after: logged?.after,
    });

    // The same body again changes nothing and logs nothing.
    await api().put(`/api/admin/partners/${partner.id}`, {
      ...res.body,
      socials: { telegram: '@berta' },
    });
    expect(await adminLogOf('partner-updated', partner.id)).toHaveLength(1);
  });

  it('refuses a login or email another partner holds, invalid fields, unknown ids', async () => {
    const [a, b] = [await createPartner(t.db), await createPartner(t.db)];
    const body = { firstName: 'Anna', lastName: 'Berg', phone: '+10000000000', email: a.email };
    const own = await api().put(`/api/admin/partners/${a.id}`, { ...body, login: a.login });
    expect(own.status).toBe(200);
    const taken = await api().put(`/api/admin/partners/${a.id}`, { ...body, login: b.login });
    expect([taken.status, taken.body.error?.fields]).toEqual([409, { login: 'taken' }]);
    const invalid = await api().put(`/api/admin/partners/${a.id}`, {
      ...body,
      login: a.login,
      lastName: 'Berg2',
      socials: { x: 'handle' },
    });
    expect([invalid.status, invalid.body.error?.fields]).toEqual([
      422,
      { lastName: 'latinNoSymbols', 'socials.x': 'addAt' },
    ]);
    expect(
      (await api().put('/api/admin/partners/999999', { ...body, login: 'nobody' })).status,
    ).toBe(404);
    const viewer = await signedInAdmin(t, ['view-partners', 'create-partners']);
    const refused = await apiAs(t.app, viewer.token).put(`/api/admin/partners/${a.id}`, {
      ...body,
      login: a.login,
    });
    expect(refused.status).toBe(403);
  });
});

describe('POST /api/admin/partners/:id/deactivate and /activate', () => {
  it('blocks sign-in and revokes the tokens; activation lets the partner in again', async () => {
    const partner = await createPartner(t.db);
    const password = partner.password ?? '';
    const token = await clientLogin(t.app, partner.login, password);
    expect((await apiAs(t.app, token).get('/api/client/me')).status).toBe(200);

    const off = await api().post<Detail>(`/api/admin/partners/${partner.id}/deactivate`, {}, null);
    expect([off.status, off.body.disabled, off.body.active]).toEqual([200, true, true]);
    expect((await apiAs(t.app, token).get('/api/client/me')).status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: partner.login, password },
    });
    expect([login.statusCode, login.json<{ error: { code: string } }>().error.code]).toEqual([
      422,
      'ACCOUNT_DISABLED',
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: partner.login, password: 'wrong-password-1' },
    });
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('INVALID_CREDENTIALS');
    const again = await api().post(`/api/admin/partners/${partner.id}/deactivate`, {}, null);
    expect([again.status, again.body.error?.code]).toEqual([409, 'INVALID_STATE']);

    const listed = await api().get<Page<Detail>>(
      `/api/admin/partners?disabled=true&search=${partner.login}`,
    );
    expect(listed.body.items.map((p) => p.id)).toEqual([partner.id]);

    const on = await api().post<Detail>(`/api/admin/partners/${partner.id}/activate`, {}, null);
    expect([on.status, on.body.disabled]).toEqual([200, false]);
    expect(await clientLogin(t.app, partner.login, password)).toBeTruthy();

    expect((await adminLogOf('partner-deactivated', partner.id))[0]).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(await adminLogOf('partner-activated', partner.id)).toHaveLength(1);
    const statuses = await partnerLogOf('status-changed', partner.id);
    expect(statuses.map((s) => [s.actorKind, s.after])).toEqual([
      ['admin', { disabled: true }],
      ['admin', { disabled: false }],
    ]);
  });

  it('still lets an admin look in through login-as', async () => {
    const partner = await createPartner(t.db);
    await api().post(`/api/admin/partners/${partner.id}/deactivate`, {}, null);
    // An admin who may open the cabinet (login-as needs view-client-profile, to the end).
    const looker = await signedInAdmin(t, ['view-client-profile']);
    const session = await issueToken(t.db, {
      kind: 'admin',
      subjectId: looker.id,
      now: t.clock.now(),
      ttlMs: 60_000,
    });
    const { token } = await issueToken(t.db, {
      kind: 'client',
      subjectId: partner.id,
      now: t.clock.now(),
      ttlMs: 60_000,
      impersonator: { adminId: looker.id, tokenId: session.id },
    });
    expect((await apiAs(t.app, token).get('/api/client/me')).status).toBe(200);
  });

  it('needs update-partners and a known partner', async () => {
    const partner = await createPartner(t.db);
    const viewer = await signedInAdmin(t, ['view-partners', 'create-partners']);
    const refused = await apiAs(t.app, viewer.token).post(
      `/api/admin/partners/${partner.id}/deactivate`,
      {},
    );
    expect(refused.status).toBe(403);
    expect((await api().post('/api/admin/partners/999999/activate', {})).status).toBe(404);
  });
});

describe('GET /api/admin/partners/:id/network', () => {
  it('shows the line, open levels, career status, mentor and binary place', async () => {
    const at = t.clock.now();
    const root = await createPartner(t.db);
    const mentor = await createPartner(t.db, { sponsorId: root.id });
    const middle = await createPartner(t.db, { sponsorId: mentor.id });
    const partner = await createPartner(t.db, { sponsorId: middle.id });
    const [status] = await t.db.select().from(careerStatuses).where(eq(careerStatuses.rank, 1));
    const bronze =
      status ??
      (
        await t.db
          .insert(careerStatuses)
          .values({
            rank: 1,
            name: 'Bronze',
            personal: 0n,
            firstLine: 0n,
            mainBranch: 0n,
            secondaryBranches: 1,
            secondaryThreshold: 0n,
            side: 0n,
            reward: 0n,
            mentorReward: 0n,
          })
          .returning()
      )[0];
    await t.db.update(partners).set({ careerRank: 1 }).where(eq(partners.id, mentor.id));
    await t.db.insert(binaryNodes).values([
      { partnerId: root.id, depth: 0, ancestors: [], sides: '', placedAt: at, placedBy: 'root' },
      {
        partnerId: mentor.id,
        parentId: root.id,
        side: 'right',
        depth: 1,
        ancestors: [root.id],
        sides: 'R',
        placedAt: at,
        placedBy: 'sponsor',
      },
    ]);
    const basic = await catalogueLookup(t.db, 'Basic');
    await createActivePackage(t.db, partner.id, { packageId: basic.id, at });

    const ofPartner = await api().get<AdminPartnerNetwork>(
      `/api/admin/partners/${partner.id}/network`,
    );
    expect(ofPartner.body).toEqual({
      line: 3,
      linearLevels: 2,
      personalVolume: expect.any(String),
      careerStatus: null,
      careerStatusI18n: null,
      mentor: { id: mentor.id, login: mentor.login },
      binary: null,
    });
    const ofMentor = await api().get<AdminPartnerNetwork>(
      `/api/admin/partners/${mentor.id}/network`,
    );
    expect(ofMentor.body).toEqual({
      line: 1,
      linearLevels: 0,
      personalVolume: '0',
      careerStatus: bronze?.name,
      // its names per language, else the plain name as the Russian one
      careerStatusI18n: bronze?.nameI18n ?? { ru: bronze?.name },
      mentor: null,
      binary: { side: 'right', parentLogin: root.login, depth: 1, placedAt: at.toISOString() },
    });
    expect((await api().get(`/api/admin/partners/${root.id}/network`)).body).toMatchObject({
      line: 0,
      binary: { side: null, parentLogin: null, depth: 0 },
    });
    expect((await api().get('/api/admin/partners/999999/network')).status).toBe(404);
  });
});
