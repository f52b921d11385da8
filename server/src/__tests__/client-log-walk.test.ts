import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import {
  CLIENT_LOG_ACTIONS,
  units,
  type Deposit,
  type PartnerPackage,
  type Withdrawal,
} from 'shared-api/contract';
import { declaredRoutes } from '../auth/access-control';
import { clientLogs } from '../db/schema';
import type { ZodApp } from '../http/zod-app';
import {
  partnerWithTwoFactor,
  signedInPartner,
  type SignedInPartner,
} from '../modules/finance/testing/money-test-kit';
import { clientSubject } from '../modules/two-factor/subject';
import { apiAs, type ApiReply } from '../testing/api';
import {
  createPartner,
  latestMail,
  partnerByLogin,
  signupBody,
  tokenOfLink,
  unique,
} from '../testing/fixtures';
import { recordWritesWithTheirTransaction, tablesWrittenWith } from '../testing/log-transactions';
import { creditPartner } from '../testing/money';
import { createPackage } from '../testing/packages';
import { leakedSecrets } from '../testing/leaked-secrets';
import { createTestApp, type TestApp } from '../testing/test-app';
import { codeNow, enableTwoFactorFor } from '../testing/two-factor';

/**
 * Spec (business-rules §Security): every client auth and money event writes a client-log row, in
 * the change's transaction. This walks the app's partner-facing routes (non-GET under /api/auth
 * and /api/client): each is proven here (performed successfully, then a new client_logs row of
 * that partner and action, written by the transaction that also wrote the change) or exempt as
 * no auth or money event, with the reason. A route added without either fails.
 */

type ClientLogAction = (typeof CLIENT_LOG_ACTIONS)[number];

/** What a case did: the answer, and the log row it must have left. */
type Performed = {
  status: number;
  partnerId: number;
  action: ClientLogAction;
  details?: Record<string, unknown>;
};

/** Partner routes that are neither an auth nor a money event, and why. */
const EXEMPT: Record<string, string> = {
  'PUT /api/client/profile': 'profile data, not auth: the partner log records it (profile-updated)',
  'POST /api/client/profile/avatar': 'a photo, not auth: the partner log records it',
  'POST /api/client/security/two-fa/setup':
    'stores a pending secret only; sign-in is unchanged until /enable confirms it, which logs',
  'POST /api/client/binary/basket/:partnerId/place':
    'a place in the binary tree: no money moves (bonuses are booked by the jobs)',
  'POST /api/client/promo/requests': 'a prize request an admin reviews: no ledger money moves',
  'POST /api/client/support/tickets': 'support correspondence',
  'POST /api/client/support/tickets/:id/messages': 'support correspondence',
  'POST /api/client/support/tickets/:id/close': 'support correspondence',
  'POST /api/client/support/attachments': 'a file for a support message to come',
};

/** Passwords, tokens, codes and link secrets the cases sent or received: no log row may hold one. */
const SECRETS = new Set<string>();
const secret = (value: string): string => (SECRETS.add(value), value);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A withdrawal day (the 15th), as admin-withdrawals.test.ts.
  t.clock.set('2026-01-15T08:00:00.000Z');
  await recordWritesWithTheirTransaction(t.db);
});
afterAll(() => t?.close());

async function publicPost(url: string, payload: object): Promise<ApiReply> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json() };
}

const as = (p: SignedInPartner) => apiAs(t.app, secret(p.token));
const done = (res: { status: number }, partnerId: number, action: ClientLogAction) => ({
  status: res.status,
  partnerId,
  action,
});

async function twoFactorLoginChallenge() {
  const partner = await createPartner(t.db);
  const { secret: totp } = await enableTwoFactorFor(t, clientSubject(partner.id));
  const first = await publicPost('/api/auth/login', {
    login: partner.login,
    password: secret(partner.password!),
  });
  return { partner, secret: totp, challenge: secret(String(first.body.challenge)) };
}

async function requestedDeposit(p: SignedInPartner): Promise<Deposit> {
  const res = await as(p).post<Deposit>('/api/client/deposits', { amount: units(100) });
  expect(res.status).toBe(201);
  return res.body;
}

async function requestedWithdrawal() {
  const p = await partnerWithTwoFactor(t);
  await creditPartner(t.db, p.id, units(1_000));
  const res = await as(p).post<Withdrawal>('/api/client/withdrawals', {
    currency: 'GTC',
    amount: units(200),
    code: secret(p.code()),
  });
  return { p, res };
}

async function purchased(p: SignedInPartner, price: string) {
  const pkg = await createPackage(t.db, { price: BigInt(price) });
  await creditPartner(t.db, p.id, price);
  return as(p).post<PartnerPackage>('/api/client/packages/purchase', {
    packageId: pkg.id,
    acceptOffer: true,
    acceptPrivacy: true,
  });
}

/** Each logged route, performed successfully. */
const LOGGED: Record<string, () => Promise<Performed>> = {
  async 'POST /api/auth/register'() {
    const sponsor = await createPartner(t.db);
    const body = signupBody(sponsor.partnerCode);
    const res = await publicPost('/api/auth/register', body);
    const partner = await partnerByLogin(t.db, body.login);
    return done(res, partner!.id, 'register');
  },
  async 'POST /api/auth/set-password'() {
    const sponsor = await createPartner(t.db);
    const body = signupBody(sponsor.partnerCode);
    await publicPost('/api/auth/register', body);
    const mail = await latestMail(t.db, body.email);
    const res = await publicPost('/api/auth/set-password', {
      token: secret(tokenOfLink(mail!.link)),
      password: secret('a-new-password-1'),
    });
    const partner = await partnerByLogin(t.db, body.login);
    return done(res, partner!.id, 'password-set');
  },
  async 'POST /api/auth/login'() {
    const partner = await createPartner(t.db);
    const res = await publicPost('/api/auth/login', {
      login: partner.login,
      password: secret(partner.password!),
    });
    secret(String(res.body.token));
    return done(res, partner.id, 'login');
  },
  async 'POST /api/auth/login/two-fa'() {
    const { partner, secret: totp, challenge } = await twoFactorLoginChallenge();
    const res = await publicPost('/api/auth/login/two-fa', {
      challenge,
      code: secret(codeNow(totp, t.clock)),
    });
    secret(String(res.body.token));
    return { ...done(res, partner.id, 'login'), details: { twoFactor: true } };
  },
  async 'POST /api/auth/forgot-password'() {
    const partner = await createPartner(t.db);
    const res = await publicPost('/api/auth/forgot-password', { email: partner.email });
    return done(res, partner.id, 'password-reset-requested');
  },
  async 'POST /api/client/logout'() {
    const p = await signedInPartner(t);
    return done(await as(p).post('/api/client/logout', {}), p.id, 'logout');
  },
  async 'POST /api/client/security/password'() {
    const p = await signedInPartner(t);
    const res = await as(p).post('/api/client/security/password', {
      currentPassword: secret(p.password!),
      password: secret('another-password-2'),
    });
    return done(res, p.id, 'password-changed');
  },
  async 'POST /api/client/security/two-fa/enable'() {
    const p = await signedInPartner(t);
    const setup = await as(p).post<{ secret: string }>('/api/client/security/two-fa/setup', {});
    const res = await as(p).post<{ recoveryCodes: string[] }>(
      '/api/client/security/two-fa/enable',
      { code: secret(codeNow(secret(setup.body.secret), t.clock)) },
    );
    res.body.recoveryCodes.forEach(secret);
    return done(res, p.id, 'two-fa-enabled');
  },
  async 'POST /api/client/security/two-fa/disable'() {
    const p = await partnerWithTwoFactor(t);
    const res = await as(p).post('/api/client/security/two-fa/disable', { code: secret(p.code()) });
    return done(res, p.id, 'two-fa-disabled');
  },
  async 'POST /api/client/packages/purchase'() {
    const p = await signedInPartner(t);
    return done(await purchased(p, units(100)), p.id, 'package-purchased');
  },
  async 'POST /api/client/packages/upgrade'() {
    const p = await signedInPartner(t);
    const held = await purchased(p, units(100));
    const better = await createPackage(t.db, { price: BigInt(units(300)) });
    await creditPartner(t.db, p.id, units(200));
    const res = await as(p).post('/api/client/packages/upgrade', {
      partnerPackageId: held.body.id,
      packageId: better.id,
      acceptOffer: true,
      acceptPrivacy: true,
    });
    return done(res, p.id, 'package-upgraded');
  },
  async 'POST /api/client/deposits'() {
    const p = await signedInPartner(t);
    const res = await as(p).post('/api/client/deposits', { amount: units(100) });
    return done(res, p.id, 'deposit-requested');
  },
  async 'POST /api/client/deposits/:id/paid'() {
    const p = await signedInPartner(t);
    const deposit = await requestedDeposit(p);
    const res = await as(p).post(
      `/api/client/deposits/${deposit.id}/paid`,
      { txHash: randomBytes(32).toString('hex') },
      null,
    );
    return done(res, p.id, 'deposit-paid');
  },
  async 'POST /api/client/transfers'() {
    const p = await partnerWithTwoFactor(t);
    const to = await createPartner(t.db);
    await creditPartner(t.db, p.id, units(100));
    const res = await as(p).post('/api/client/transfers', {
      recipient: to.login,
      amount: units(10),
      code: secret(p.code()),
    });
    return done(res, p.id, 'transfer-sent');
  },
  async 'POST /api/client/withdrawals'() {
    const { p, res } = await requestedWithdrawal();
    return done(res, p.id, 'withdrawal-requested');
  },
  async 'POST /api/client/withdrawals/:id/cancel'() {
    const { p, res: requested } = await requestedWithdrawal();
    const res = await as(p).post(`/api/client/withdrawals/${requested.body.id}/cancel`, {});
    return done(res, p.id, 'withdrawal-cancelled');
  },
  async 'POST /api/client/network/invitations'() {
    const p = await signedInPartner(t);
    const login = unique('inv');
    const res = await as(p).post(
      '/api/client/network/invitations',
      {
        firstName: 'Lena',
        lastName: 'Weber',
        email: `${login}@example.com`,
        login,
        phone: '+49 170 1234567',
      },
      null,
    );
    // The invitee is registered as by the signup form: the row is theirs.
    const invitee = await partnerByLogin(t.db, login);
    return done(res, invitee!.id, 'register');
  },
};

/** Every partner-facing route that changes something: non-GET under /api/auth and /api/client. */
const mutatingClientRoutes = (app: ZodApp = t.app) =>
  declaredRoutes(app)
    .filter((r) => /^\/api\/(auth|client)\//.test(r.url) && !['GET', 'HEAD'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);

describe('client log walk: every client auth and money route writes a client-log row', () => {
  it('proves or exempts every partner-facing route that changes something', () => {
    const routes = mutatingClientRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !(r in LOGGED) && !(r in EXEMPT))).toEqual([]);
    const stale = [...Object.keys(LOGGED), ...Object.keys(EXEMPT)].filter(
      (r) => !routes.includes(r),
    );
    expect(stale).toEqual([]);
    expect(Object.keys(LOGGED).filter((r) => r in EXEMPT)).toEqual([]);
  });

  it.each(Object.keys(LOGGED))('%s writes its client-log row', async (route) => {
    const [last] = await t.db
      .select({ id: clientLogs.id })
      .from(clientLogs)
      .orderBy(desc(clientLogs.id))
      .limit(1);
    const performed = await LOGGED[route]!();
    expect([route, performed.status >= 200 && performed.status < 300]).toEqual([route, true]);
    const rows = await t.db
      .select()
      .from(clientLogs)
      .where(
        and(
          gt(clientLogs.id, last?.id ?? 0),
          eq(clientLogs.partnerId, performed.partnerId),
          eq(clientLogs.action, performed.action),
        ),
      );
    expect(rows).toEqual([
      expect.objectContaining(
        performed.details ? { details: expect.objectContaining(performed.details) } : {},
      ),
    ]);
    // The change and its log row in one transaction.
    expect(await tablesWrittenWith(t.db, 'client_logs', rows[0]!.id)).not.toEqual([]);
  });

  it('stores no password, token, code or link secret in any log row', async () => {
    expect(SECRETS.size).toBeGreaterThan(20);
    const rows = JSON.stringify(await t.db.select().from(clientLogs));
    expect(leakedSecrets(rows, SECRETS)).toEqual([]);
  });

  it('catches a partner route added without a log row', async () => {
    const variant = await t.variant({
      extraModules: [
        {
          name: 'unlogged',
          register(app) {
            app.post(
              '/api/client/unlogged',
              { config: { access: { kind: 'client' } } },
              async () => ({ ok: true }),
            );
          },
        },
      ],
    });
    const unaccounted = mutatingClientRoutes(variant).filter(
      (r) => !(r in LOGGED) && !(r in EXEMPT),
    );
    expect(unaccounted).toEqual(['POST /api/client/unlogged']);
  });
});
