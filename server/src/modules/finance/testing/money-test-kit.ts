import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  type Currency,
  type ErrorBody,
  type FinanceSettings,
  type Permission,
} from 'shared-api/contract';
import { DAY } from '../../../clock';
import { ledgerAccounts } from '../../../db/schema';
import { issueToken } from '../../../security/tokens';
import { createAdmin, createPartner, type PartnerFixture } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor } from '../../../testing/two-factor';
import type { SystemAccount } from '../../ledger/system-accounts';
import {
  DEFAULT_FINANCE_SETTINGS,
  readFinanceSettings,
  writeFinanceSettings,
} from '../../settings/finance-settings';
import { clientSubject } from '../../two-factor/subject';

/** Tokens that outlive the clock jumps of the window tests. */
const TOKEN_TTL = 400 * DAY;

export type Answer = { status: number; body: unknown; error: ErrorBody['error'] | undefined };

export type Call = {
  method?: 'GET' | 'POST';
  url: string;
  token: string;
  payload?: object;
  /** The Idempotency-Key; none when omitted. */
  key?: string;
};

export const newKey = () => `test-${randomUUID()}`;

export async function send(t: TestApp, call: Call): Promise<Answer> {
  const res = await t.app.inject({
    method: call.method ?? (call.payload ? 'POST' : 'GET'),
    url: call.url,
    headers: {
      authorization: `Bearer ${call.token}`,
      ...(call.key ? { [IDEMPOTENCY_HEADER]: call.key } : {}),
    },
    ...(call.payload ? { payload: call.payload } : {}),
  });
  const body: unknown = res.body ? JSON.parse(res.body) : null;
  const error = (body as Partial<ErrorBody> | null)?.error;
  return { status: res.statusCode, body, error };
}

/** The body of a success, typed by the caller; fails the test on a refusal. */
export function ok<T>(answer: Answer, status = 200): T {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}

export type SignedInPartner = PartnerFixture & { token: string };

export async function signedInPartner(t: TestApp): Promise<SignedInPartner> {
  const partner = await createPartner(t.db);
  const { token } = await issueToken(t.db, {
    kind: 'client',
    subjectId: partner.id,
    now: t.clock.now(),
    ttlMs: TOKEN_TTL,
  });
  return { ...partner, token };
}

/** A signed-in partner with 2FA on; `code()` is a fresh code (the clock moves one step first). */
export async function partnerWithTwoFactor(t: TestApp) {
  const partner = await signedInPartner(t);
  const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
  return {
    ...partner,
    secret,
    code(): string {
      t.clock.advance(30_000);
      return codeNow(secret, t.clock);
    },
  };
}

export async function signedInAdmin(t: TestApp, permissions: readonly Permission[]) {
  const admin = await createAdmin(t.db, { permissions });
  const { token } = await issueToken(t.db, {
    kind: 'admin',
    subjectId: admin.id,
    now: t.clock.now(),
    ttlMs: TOKEN_TTL,
  });
  return { ...admin, token };
}

export async function systemBalance(
  t: TestApp,
  name: SystemAccount,
  currency: Currency = 'GTC',
): Promise<bigint> {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.systemName, name), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0n;
}

/** Changes the stored finance settings (as an admin's save would). */
export async function changeFinanceSettings(
  t: TestApp,
  change: (current: FinanceSettings) => FinanceSettings,
): Promise<void> {
  const next = change(await readFinanceSettings(t.db));
  await t.db.transaction((tx) => writeFinanceSettings(tx, next, 0, t.clock.now()));
}

export const resetFinanceSettings = (t: TestApp) =>
  changeFinanceSettings(t, () => DEFAULT_FINANCE_SETTINGS);
