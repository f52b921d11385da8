import { randomBytes } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { and, desc, eq, gt } from 'drizzle-orm';
import {
  ADMIN_LOG_ACTIONS,
  PERMISSIONS,
  units,
  type CareerStatus,
  type Deposit,
  type Withdrawal,
} from 'shared-api/contract';
import { declaredRoutes } from '../auth/access-control';
import { adminLogs, chainTransfers, ledgerTransactions } from '../db/schema';
import {
  partnerWithTwoFactor,
  signedInAdmin,
  signedInPartner,
} from '../modules/finance/testing/money-test-kit';
import { adminSubject } from '../modules/two-factor/subject';
import { apiAs, type Api, type ApiReply } from '../testing/api';
import { issueToken } from '../security/tokens';
import { createAdmin, createPartner, unique } from '../testing/fixtures';
import { creditPartner } from '../testing/money';
import { recordWritesWithTheirTransaction, tablesWrittenWith } from '../testing/log-transactions';
import { createPackage, packageInput } from '../testing/packages';
import { leakedSecrets } from '../testing/leaked-secrets';
import { createTestApp, type TestApp } from '../testing/test-app';
import { codeNow, enableTwoFactorFor } from '../testing/two-factor';

/**
 * Spec (business-rules §Security): every admin mutation writes an admin-log row, in the change's
 * transaction. This walks the app's routes: each mutating admin route (not GET, under /api/admin)
 * is either proven here (performed successfully, then a new admin_logs row of the right actor,
 * action and record is found) or exempt with a reason. A route added without either fails.
 */

type AdminLogAction = (typeof ADMIN_LOG_ACTIONS)[number];
type AdminLogRow = typeof adminLogs.$inferSelect;

/** What a case did: the answer, and the log row it must have left. */
type Performed = {
  status: number;
  actor: number;
  action: AdminLogAction;
  /** Fields of the row naming the record changed (subject, or details' ids). */
  target: Partial<AdminLogRow>;
};

/** Mutating admin routes that change nothing an admin log would record, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/admin/support/attachments':
    'a pending upload is seen by nobody and changes nothing until a message carries it; the ' +
    "message's admin-log row (support-replied / support-note-added) counts its attachments",
  'POST /api/admin/settings/two-fa/setup':
    'stores a pending secret only; sign-in is unchanged until /enable confirms it, which logs',
};

/** Passwords, tokens and codes the cases sent or received: no log row may hold one. */
const SECRETS = new Set<string>();
const secret = (value: string): string => (SECRETS.add(value), value);

let t: TestApp;
/** An admin holding every permission, the actor of most cases. */
let boss: { id: number; token: string };
let api: Api;

beforeAll(async () => {
  t = await createTestApp();
  // A withdrawal day (the 15th), as admin-withdrawals.test.ts.
  t.clock.set('2026-01-15T08:00:00.000Z');
  boss = await signedInAdmin(t, PERMISSIONS);
  api = apiAs(t.app, boss.token);
  await recordWritesWithTheirTransaction(t.db);
});
afterAll(() => t?.close());

const done = (res: { status: number }, action: AdminLogAction, target: Partial<AdminLogRow>) => ({
  status: res.status,
  actor: boss.id,
  action,
  target,
});
const partnerTarget = (id: number) => ({ subjectType: 'partner', subjectId: id }) as const;

async function publicPost(url: string, payload: object): Promise<ApiReply> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json() };
}

async function pendingDeposit(): Promise<Deposit> {
  const p = await signedInPartner(t);
  const created = await apiAs(t.app, p.token).post<Deposit>('/api/client/deposits', {
    amount: units(100),
  });
  const paid = await apiAs(t.app, p.token).post<Deposit>(
    `/api/client/deposits/${created.body.id}/paid`,
    { txHash: randomBytes(32).toString('hex') },
    null,
  );
  expect(paid.status).toBe(200);
  return paid.body;
}

async function pendingWithdrawal(): Promise<Withdrawal> {
  const p = await partnerWithTwoFactor(t);
  await creditPartner(t.db, p.id, units(1_000));
  const res = await apiAs(t.app, p.token).post<Withdrawal>('/api/client/withdrawals', {
    currency: 'GTC',
    amount: units(200),
    code: secret(p.code()),
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** A payment queued for review (as the chain watcher leaves an underpaid one). */
async function queuedChainTransfer(): Promise<{ id: number; partnerId: number }> {
  const p = await signedInPartner(t);
  const deposit = await apiAs(t.app, p.token).post<Deposit>('/api/client/deposits', {
    amount: units(100),
  });
  expect(deposit.status).toBe(201);
  const [row] = await t.db
    .insert(chainTransfers)
    .values({
      txHash: randomBytes(32).toString('hex'),
      depositId: deposit.body.id,
      fromAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      toAddress: deposit.body.walletAddress,
      amount: BigInt(units(90)),
      blockTimestamp: t.clock.now(),
      blockNumber: 1,
      status: 'review',
      reason: 'underpaid',
      seenAt: t.clock.now(),
    })
    .returning({ id: chainTransfers.id });
  return { id: row!.id, partnerId: p.id };
}

async function adminWithTwoFactor() {
  const admin = await createAdmin(t.db, { permissions: ['2fa_manage'] });
  const { secret } = await enableTwoFactorFor(t, adminSubject(admin.id));
  return { ...admin, secret };
}

async function openTicket(): Promise<number> {
  const p = await signedInPartner(t);
  const res = await apiAs(t.app, p.token).post<{ id: number }>('/api/client/support/tickets', {
    subject: 'Help',
    category: 'finance',
    body: 'Where is my deposit?',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Each logged route, performed successfully. */
const LOGGED: Record<string, () => Promise<Performed>> = {
  async 'POST /api/admin/login'() {
    const admin = await createAdmin(t.db, { permissions: [] });
    const res = await publicPost('/api/admin/login', {
      login: admin.login,
      password: secret(admin.password),
    });
    secret(String(res.body.token));
    return { status: res.status, actor: admin.id, action: 'login', target: {} };
  },
  async 'POST /api/admin/login/two-fa'() {
    const admin = await adminWithTwoFactor();
    const step = await publicPost('/api/admin/login', {
      login: admin.login,
      password: secret(admin.password),
    });
    const res = await publicPost('/api/admin/login/two-fa', {
      challenge: step.body.challenge,
      code: secret(codeNow(admin.secret, t.clock)),
    });
    return {
      status: res.status,
      actor: admin.id,
      action: 'login',
      target: { details: { twoFactor: true } },
    };
  },
  async 'POST /api/admin/logout'() {
    const admin = await signedInAdmin(t, []);
    const res = await apiAs(t.app, admin.token).post('/api/admin/logout', {});
    return { status: res.status, actor: admin.id, action: 'logout', target: {} };
  },
  async 'POST /api/admin/login-as'() {
    const p = await createPartner(t.db);
    const res = await api.post<{ token: string; url: string }>('/api/admin/login-as', {
      partnerId: p.id,
    });
    secret(res.body.token);
    secret(res.body.url);
    return done(res, 'login-as', partnerTarget(p.id));
  },
  async 'POST /api/admin/settings/two-fa/enable'() {
    const admin = await signedInAdmin(t, ['2fa_manage']);
    const as = apiAs(t.app, admin.token);
    const setup = await as.post<{ secret: string }>('/api/admin/settings/two-fa/setup', {});
    const res = await as.post<{ recoveryCodes: string[] }>('/api/admin/settings/two-fa/enable', {
      code: secret(codeNow(secret(setup.body.secret), t.clock)),
    });
    res.body.recoveryCodes.forEach(secret);
    return {
      status: res.status,
      actor: admin.id,
      action: 'two-fa-enabled',
      target: { subjectType: 'admin-user', subjectId: admin.id },
    };
  },
  async 'POST /api/admin/settings/two-fa/disable'() {
    const admin = await adminWithTwoFactor();
    const { token } = await issueToken(t.db, {
      kind: 'admin',
      subjectId: admin.id,
      now: t.clock.now(),
      ttlMs: 3_600_000,
    });
    t.clock.advance(60_000);
    const res = await apiAs(t.app, token).post('/api/admin/settings/two-fa/disable', {
      code: secret(codeNow(admin.secret, t.clock)),
    });
    return {
      status: res.status,
      actor: admin.id,
      action: 'two-fa-disabled',
      target: { subjectType: 'admin-user', subjectId: admin.id },
    };
  },
  async 'POST /api/admin/users'() {
    const res = await api.post<{ id: number }>('/api/admin/users', {
      login: unique('staff'),
      name: 'Staff Member',
      email: `${unique('staff')}@admins.test`,
      password: secret('staff-password-1'),
      roleIds: [],
    });
    return done(res, 'user-created', { subjectType: 'admin-user', subjectId: res.body.id });
  },
  async 'PUT /api/admin/users/:id'() {
    const other = await createAdmin(t.db, { permissions: [] });
    const res = await api.put(`/api/admin/users/${other.id}`, {
      login: other.login,
      name: 'Renamed Admin',
      email: `${other.login.toLowerCase()}@admins.test`,
      password: secret('changed-password-3'),
      roleIds: [],
    });
    return done(res, 'user-updated', { subjectType: 'admin-user', subjectId: other.id });
  },
  async 'DELETE /api/admin/users/:id'() {
    const other = await createAdmin(t.db, { permissions: [] });
    const res = await api.del(`/api/admin/users/${other.id}`);
    return done(res, 'user-deleted', { subjectType: 'admin-user', subjectId: other.id });
  },
  async 'POST /api/admin/roles'() {
    const res = await api.post<{ id: number }>('/api/admin/roles', {
      name: unique('role'),
      permissions: ['view-users'],
    });
    return done(res, 'role-created', { subjectType: 'role', subjectId: res.body.id });
  },
  async 'PUT /api/admin/roles/:id'() {
    const role = await api.post<{ id: number }>('/api/admin/roles', {
      name: unique('role'),
      permissions: [],
    });
    const res = await api.put(`/api/admin/roles/${role.body.id}`, {
      name: unique('role'),
      permissions: ['view-users'],
    });
    return done(res, 'role-updated', { subjectType: 'role', subjectId: role.body.id });
  },
  async 'DELETE /api/admin/roles/:id'() {
    const role = await api.post<{ id: number }>('/api/admin/roles', {
      name: unique('role'),
      permissions: [],
    });
    const res = await api.del(`/api/admin/roles/${role.body.id}`);
    return done(res, 'role-deleted', { subjectType: 'role', subjectId: role.body.id });
  },
  async 'POST /api/admin/partners'() {
    const login = unique('adm');
    const res = await api.post<{ id: number }>('/api/admin/partners', {
      firstName: 'Anna',
      lastName: 'Berg',
      email: `${login}@example.com`,
      login,
      phone: '+49 170 1234567',
    });
    return done(res, 'partner-created', partnerTarget(res.body.id));
  },
  async 'PUT /api/admin/partners/:id'() {
    const p = await createPartner(t.db);
    const res = await api.put(`/api/admin/partners/${p.id}`, {
      login: p.login,
      email: p.email,
      firstName: 'Renamed',
      lastName: 'Partner',
      phone: '+49 170 7654321',
    });
    return done(res, 'partner-updated', partnerTarget(p.id));
  },
  async 'POST /api/admin/partners/:id/deactivate'() {
    const p = await createPartner(t.db);
    const res = await api.post(`/api/admin/partners/${p.id}/deactivate`, {});
    return done(res, 'partner-deactivated', partnerTarget(p.id));
  },
  async 'POST /api/admin/partners/:id/activate'() {
    const p = await createPartner(t.db);
    await api.post(`/api/admin/partners/${p.id}/deactivate`, {});
    const res = await api.post(`/api/admin/partners/${p.id}/activate`, {});
    return done(res, 'partner-activated', partnerTarget(p.id));
  },
  async 'POST /api/admin/partners/:id/two-fa/reset'() {
    const p = await partnerWithTwoFactor(t);
    const res = await api.post(`/api/admin/partners/${p.id}/two-fa/reset`, {});
    return done(res, 'partner-two-fa-reset', partnerTarget(p.id));
  },
  async 'POST /api/admin/partners/:id/balance-adjustments'() {
    const p = await createPartner(t.db);
    const res = await api.post(`/api/admin/partners/${p.id}/balance-adjustments`, {
      currency: 'GTC',
      direction: 'credit',
      amount: units(5),
      reason: 'Welcome bonus',
    });
    return done(res, 'balance-adjusted', partnerTarget(p.id));
  },
  async 'POST /api/admin/transactions/:id/reverse'() {
    const p = await createPartner(t.db);
    await api.post(`/api/admin/partners/${p.id}/balance-adjustments`, {
      currency: 'GTC',
      direction: 'credit',
      amount: units(5),
      reason: 'Booked by mistake',
    });
    const [funding] = await t.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.partnerId, p.id))
      .orderBy(desc(ledgerTransactions.id))
      .limit(1);
    const res = await api.post(`/api/admin/transactions/${funding!.id}/reverse`, {
      reason: 'Booked by mistake',
    });
    return done(res, 'transaction-reversed', partnerTarget(p.id));
  },
  async 'PUT /api/admin/settings/finance'() {
    const current = await api.get<{ transfer: { minAmount: string } }>(
      '/api/admin/settings/finance',
    );
    const res = await api.put('/api/admin/settings/finance', {
      ...current.body,
      transfer: { ...current.body.transfer, minAmount: units(2) },
    });
    return done(res, 'settings-updated', { details: { key: 'finance' } });
  },
  async 'PUT /api/admin/settings/support'() {
    const res = await api.put('/api/admin/settings/support', {
      email: 'help@desk.example',
      telegram: `@desk_${randomBytes(3).toString('hex')}`,
      phone: '+49 30 1234567',
      hours: 'Mo–Fr 9–18',
    });
    return done(res, 'settings-updated', { details: { key: 'support' } });
  },
  async 'PUT /api/admin/settings/chain'() {
    const xpub = HDKey.fromMasterSeed(randomBytes(64)).derive("m/44'/195'/0'").publicExtendedKey;
    const res = await api.put('/api/admin/settings/chain', {
      xpub,
      apiUrl: 'https://api.trongrid.io',
      confirmations: 19,
      usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      apiKey: 'a1b2c3d4-key',
    });
    return done(res, 'settings-updated', { details: { key: 'chain' } });
  },
  async 'POST /api/admin/packages'() {
    const res = await api.post<{ id: number }>('/api/admin/packages', packageInput(unique('P')));
    return done(res, 'package-created', { details: { packageId: res.body.id } });
  },
  async 'PUT /api/admin/packages/:id'() {
    const pkg = await createPackage(t.db);
    const res = await api.put(`/api/admin/packages/${pkg.id}`, packageInput(unique('P')));
    return done(res, 'package-updated', { details: { packageId: pkg.id } });
  },
  async 'DELETE /api/admin/packages/:id'() {
    const pkg = await createPackage(t.db);
    const res = await api.del(`/api/admin/packages/${pkg.id}`);
    return done(res, 'package-deleted', { details: { packageId: pkg.id } });
  },
  async 'POST /api/admin/deposits/:id/confirm'() {
    const deposit = await pendingDeposit();
    const res = await api.post(`/api/admin/deposits/${deposit.id}/confirm`, {});
    return done(res, 'deposit-confirmed', { details: { depositId: deposit.id } });
  },
  async 'POST /api/admin/deposits/:id/reject'() {
    const deposit = await pendingDeposit();
    const res = await api.post(`/api/admin/deposits/${deposit.id}/reject`, {
      reason: 'No such payment on chain',
    });
    return done(res, 'deposit-rejected', { details: { depositId: deposit.id } });
  },
  async 'POST /api/admin/chain-transfers/:id/credit'() {
    const queued = await queuedChainTransfer();
    const res = await api.post(`/api/admin/chain-transfers/${queued.id}/credit`, {});
    return done(res, 'chain-transfer-credited', partnerTarget(queued.partnerId));
  },
  async 'POST /api/admin/chain-transfers/:id/dismiss'() {
    const queued = await queuedChainTransfer();
    const res = await api.post(`/api/admin/chain-transfers/${queued.id}/dismiss`, {});
    return done(res, 'chain-transfer-dismissed', partnerTarget(queued.partnerId));
  },
  async 'POST /api/admin/withdrawals/:id/complete'() {
    const withdrawal = await pendingWithdrawal();
    const res = await api.post(`/api/admin/withdrawals/${withdrawal.id}/complete`, {});
    return done(res, 'withdrawal-completed', { details: { withdrawalId: withdrawal.id } });
  },
  async 'POST /api/admin/withdrawals/:id/reject'() {
    const withdrawal = await pendingWithdrawal();
    const res = await api.post(`/api/admin/withdrawals/${withdrawal.id}/reject`, {
      reason: 'Wallet is blacklisted',
    });
    return done(res, 'withdrawal-rejected', { details: { withdrawalId: withdrawal.id } });
  },
  async 'PUT /api/admin/career/statuses/:id'() {
    const list = await api.get<{ items: CareerStatus[] }>('/api/admin/career/statuses');
    const s = list.body.items[0]!;
    const res = await api.put(`/api/admin/career/statuses/${s.id}`, {
      nameI18n: s.nameI18n,
      personal: s.personal,
      firstLine: s.firstLine,
      mainBranch: s.mainBranch,
      secondaryBranches: s.secondaryBranches,
      secondaryThreshold: s.secondaryThreshold,
      side: s.side,
      reward: (BigInt(s.reward) + 1n).toString(),
      mentorReward: s.mentorReward,
    });
    return done(res, 'settings-updated', {
      details: { key: 'career-status', careerStatusId: s.id },
    });
  },
  async 'POST /api/admin/promo/campaigns'() {
    const res = await api.post<{ id: number }>('/api/admin/promo/campaigns', campaign('Autumn'));
    return done(res, 'promo-campaign-created', { details: { campaignId: res.body.id } });
  },
  async 'PUT /api/admin/promo/campaigns/:id'() {
    const created = await api.post<{ id: number }>('/api/admin/promo/campaigns', campaign('A'));
    const res = await api.put(`/api/admin/promo/campaigns/${created.body.id}`, campaign('B'));
    return done(res, 'promo-campaign-updated', { details: { campaignId: created.body.id } });
  },
  async 'PUT /api/admin/support/tickets/:id'() {
    const id = await openTicket();
    const res = await api.put(`/api/admin/support/tickets/${id}`, { status: 'inProgress' });
    return done(res, 'support-ticket-updated', { subjectType: 'support-ticket', subjectId: id });
  },
  async 'POST /api/admin/support/tickets/:id/messages'() {
    const id = await openTicket();
    const res = await api.post(`/api/admin/support/tickets/${id}/messages`, { body: 'Done' });
    return done(res, 'support-replied', { subjectType: 'support-ticket', subjectId: id });
  },
};

function campaign(name: string) {
  return {
    nameI18n: { ru: name },
    startsAt: '2025-09-01T00:00:00.000Z',
    endsAt: '2025-11-30T23:59:59.999Z',
    tiers: [{ threshold: units(1_000), prizeI18n: { ru: 'Mug' } }],
  };
}

const mutatingAdminRoutes = (app = t.app) =>
  declaredRoutes(app)
    .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'GET' && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);

describe('admin log walk: every mutating admin route writes an admin-log row', () => {
  it('proves or exempts every mutating admin route, and names no route that is gone', () => {
    const routes = mutatingAdminRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const unaccounted = routes.filter((r) => !(r in LOGGED) && !(r in EXEMPT));
    expect(unaccounted).toEqual([]);
    const stale = [...Object.keys(LOGGED), ...Object.keys(EXEMPT)].filter(
      (r) => !routes.includes(r),
    );
    expect(stale).toEqual([]);
    expect(Object.keys(LOGGED).filter((r) => r in EXEMPT)).toEqual([]);
  });

  it.each(Object.keys(LOGGED))('%s writes its admin-log row', async (route) => {
    const [last] = await t.db
      .select({ id: adminLogs.id })
      .from(adminLogs)
      .orderBy(desc(adminLogs.id))
      .limit(1);
    const performed = await LOGGED[route]!();
    expect([route, performed.status]).toEqual([route, expect.any(Number)]);
    expect(performed.status).toBeGreaterThanOrEqual(200);
    expect(performed.status).toBeLessThan(300);
    const rows = await t.db
      .select()
      .from(adminLogs)
      .where(
        and(
          gt(adminLogs.id, last?.id ?? 0),
          eq(adminLogs.action, performed.action),
          eq(adminLogs.adminUserId, performed.actor),
        ),
      );
    expect(rows).toEqual([expect.objectContaining(matcherOf(performed.target))]);
    // The change and its log row in one transaction.
    expect(await tablesWrittenWith(t.db, 'admin_logs', rows[0]!.id)).not.toEqual([]);
  });
});

/** Nested partial matching for details / before / after. */
function matcherOf(target: Partial<AdminLogRow>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(target).map(([k, v]) => [
      k,
      v && typeof v === 'object' ? expect.objectContaining(v) : v,
    ]),
  );
}

it('stores no password, token or code in any admin-log row', async () => {
  expect(SECRETS.size).toBeGreaterThan(15);
  const rows = JSON.stringify(await t.db.select().from(adminLogs));
  expect(leakedSecrets(rows, SECRETS)).toEqual([]);
});

it('fails a route added without a log row (the walk sees new routes)', async () => {
  const variant = await t.variant({
    extraModules: [
      {
        name: 'unlogged',
        register(app) {
          app.post(
            '/api/admin/unlogged',
            { config: { access: { kind: 'admin', permission: 'update-users' } } },
            async () => ({ ok: true }),
          );
        },
      },
    ],
  });
  const unaccounted = mutatingAdminRoutes(variant).filter((r) => !(r in LOGGED) && !(r in EXEMPT));
  expect(unaccounted).toEqual(['POST /api/admin/unlogged']);
});
