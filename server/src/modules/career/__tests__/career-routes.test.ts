import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  units,
  type CareerProgress,
  type CareerStatus,
  type careerStatusInputSchema,
} from 'shared-api/contract';
import { adminLogs, partners } from '../../../db/schema';
import { apiAs } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import type { TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import {
  createNetworkTestApp,
  partnerUnder,
  tokenOf,
} from '../../network/testing/network-test-kit';
import { runCareerEvaluation } from '../career-evaluation-job';

let t: TestApp;
beforeAll(async () => {
  t = await createNetworkTestApp();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

type CareerStatusInput = z.infer<typeof careerStatusInputSchema>;

const asPartner = async (id: number) => apiAs(t.app, await tokenOf(t, id));

describe('GET /api/client/career/statuses', () => {
  it('lists the five seeded statuses of the business rules by rank', async () => {
    const partner = await partnerUnder(t.db, null);
    const res = await (
      await asPartner(partner.id)
    ).get<{ items: CareerStatus[] }>('/api/client/career/statuses');
    expect(res.status).toBe(200);
    expect(res.body.items.map((s) => [s.rank, s.name, s.secondaryBranches])).toEqual([
      [1, 'Bronze', 1],
      [2, 'Silver', 2],
      [3, 'Gold', 3],
      [4, 'Platinum', 4],
      [5, 'Diamond', 5],
    ]);
    expect(res.body.items[0]?.nameI18n).toEqual({
      ru: 'Бронза',
      en: 'Bronze',
      de: 'Bronze',
      es: 'Bronce',
      vt: 'Đồng',
    });
    expect(res.body.items[2]).toMatchObject({
      personal: units(2_500),
      firstLine: units(10_000),
      mainBranch: units(40_000),
      secondaryThreshold: units(10_000),
      side: units(40_000),
      reward: units(1_000),
      mentorReward: units(200),
    });
  });
});

describe('GET /api/client/career/progress', () => {
  it('shows the figures, the next status, the awards and the mentor', async () => {
    const mentor = await partnerUnder(t.db, null, 0, { login: 'mentorGold' });
    await t.db.update(partners).set({ careerRank: 3 }).where(eq(partners.id, mentor.id));
    const me = await partnerUnder(t.db, mentor.id, 600);
    const a = await partnerUnder(t.db, me.id, 1_500);
    await partnerUnder(t.db, a.id, 3_500);
    const b = await partnerUnder(t.db, me.id, 500);
    await partnerUnder(t.db, b.id, 1_500);
    await partnerUnder(t.db, me.id, 3_000);
    const api = await asPartner(me.id);

    const before = await api.get<CareerProgress>('/api/client/career/progress');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      current: null,
      next: { name: 'Bronze' },
      figures: {
        personal: units(600),
        firstLine: units(5_000),
        mainBranch: units(5_000),
        secondaryBranches: [units(3_000), units(2_000)],
        side: units(5_000),
      },
      awards: [],
      mentor: { login: 'mentorGold', status: 'Gold', statusI18n: { ru: 'Золото', de: 'Gold' } },
    });

    await runCareerEvaluation(t.db, t.clock.now());
    const after = await api.get<CareerProgress>('/api/client/career/progress');
    expect(after.body).toMatchObject({
      current: { name: 'Bronze' },
      next: { name: 'Silver' },
      awards: [
        {
          status: 'Bronze',
          statusI18n: { ru: 'Бронза' },
          awardedAt: t.clock.now().toISOString(),
          reward: units(100),
        },
      ],
    });
  });

  it('shows no mentor when no upline holds a status, and needs a token', async () => {
    const lone = await partnerUnder(t.db, null);
    const res = await (await asPartner(lone.id)).get<CareerProgress>('/api/client/career/progress');
    expect(res.body.mentor).toBeNull();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/client/career/progress' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('admin career statuses', () => {
  const input = (s: CareerStatus, change: Partial<CareerStatusInput>): CareerStatusInput => ({
    nameI18n: s.nameI18n,
    personal: s.personal,
    firstLine: s.firstLine,
    mainBranch: s.mainBranch,
    secondaryBranches: s.secondaryBranches,
    secondaryThreshold: s.secondaryThreshold,
    side: s.side,
    reward: s.reward,
    mentorReward: s.mentorReward,
    ...change,
  });

  it('lists with view-packages and refuses without it', async () => {
    const viewer = await signedInAdmin(t, ['view-packages']);
    const res = await apiAs(t.app, viewer.token).get<{ items: CareerStatus[] }>(
      '/api/admin/career/statuses',
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    const other = await signedInAdmin(t, ['view-partners']);
    expect((await apiAs(t.app, other.token).get('/api/admin/career/statuses')).status).toBe(403);
  });

  it('updates a status with update-packages and writes the admin log', async () => {
    const editor = await signedInAdmin(t, ['view-packages', 'update-packages']);
    const api = apiAs(t.app, editor.token);
    const silver = (await api.get<{ items: CareerStatus[] }>('/api/admin/career/statuses')).body
      .items[1]!;
    const res = await api.put<CareerStatus>(
      `/api/admin/career/statuses/${silver.id}`,
      input(silver, { reward: units(350), secondaryBranches: 3 }),
    );
    expect(res.status).toBe(200);
    // Saved from the form, the default name becomes the Russian one.
    expect(res.body).toEqual({
      ...silver,
      name: 'Серебро',
      reward: units(350),
      secondaryBranches: 3,
    });
    const client = await asPartner((await partnerUnder(t.db, null)).id);
    const listed = await client.get<{ items: CareerStatus[] }>('/api/client/career/statuses');
    expect(listed.body.items[1]?.reward).toBe(units(350));

    const [log] = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, editor.id), eq(adminLogs.action, 'settings-updated')));
    expect(log).toMatchObject({
      details: { key: 'career-status', careerStatusId: silver.id },
      before: { reward: silver.reward, secondaryBranches: 2 },
      after: { reward: units(350), secondaryBranches: 3 },
    });
  });

  it('saves the name per language, blank languages left out, Russian as the default', async () => {
    const editor = await signedInAdmin(t, ['view-packages', 'update-packages']);
    const api = apiAs(t.app, editor.token);
    const gold = (await api.get<{ items: CareerStatus[] }>('/api/admin/career/statuses')).body
      .items[2]!;
    const res = await api.put<CareerStatus>(
      `/api/admin/career/statuses/${gold.id}`,
      input(gold, { nameI18n: { ru: ' Золотой ', en: 'Golden', de: '', es: '  ', vt: 'Vàng' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Золотой',
      nameI18n: { ru: 'Золотой', en: 'Golden', vt: 'Vàng' },
    });
    expect(res.body.nameI18n).not.toHaveProperty('de');
    const client = await asPartner((await partnerUnder(t.db, null)).id);
    const listed = await client.get<{ items: CareerStatus[] }>('/api/client/career/statuses');
    expect(listed.body.items[2]?.nameI18n).toEqual({ ru: 'Золотой', en: 'Golden', vt: 'Vàng' });
  });

  it('names the language field of a bad name (422)', async () => {
    const editor = await signedInAdmin(t, ['view-packages', 'update-packages']);
    const api = apiAs(t.app, editor.token);
    const bronze = (await api.get<{ items: CareerStatus[] }>('/api/admin/career/statuses')).body
      .items[0]!;
    const res = await api.put<{ error: { fields: Record<string, string> } }>(
      `/api/admin/career/statuses/${bronze.id}`,
      input(bronze, { nameI18n: { ru: '  ', de: 'x'.repeat(33) } }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ 'nameI18n.ru': 'required', 'nameI18n.de': 'tooLong' });
  });

  it('refuses a bad body (422), an unknown id (404) and a viewer (403)', async () => {
    const editor = await signedInAdmin(t, ['view-packages', 'update-packages']);
    const api = apiAs(t.app, editor.token);
    const bronze = (await api.get<{ items: CareerStatus[] }>('/api/admin/career/statuses')).body
      .items[0]!;
    const bad = await api.put(`/api/admin/career/statuses/${bronze.id}`, {
      ...input(bronze, {}),
      secondaryBranches: 6,
      reward: '-1',
    });
    expect(bad.status).toBe(422);
    expect((await api.put('/api/admin/career/statuses/99999', input(bronze, {}))).status).toBe(404);
    const viewer = await signedInAdmin(t, ['view-packages']);
    const refused = await apiAs(t.app, viewer.token).put(
      `/api/admin/career/statuses/${bronze.id}`,
      input(bronze, {}),
    );
    expect(refused.status).toBe(403);
  });
});
