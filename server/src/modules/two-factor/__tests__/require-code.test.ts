import { and, eq } from 'drizzle-orm';
import { MINUTE } from '../../../clock';
import { adminLogs, clientLogs, twoFactor } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { createAdmin, createPartner } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor, wrongCode } from '../../../testing/two-factor';
import { recordTwoFactorFailure } from '../record-failure';
import { adminSubject, clientSubject, type TwoFactorSubject } from '../subject';
import { TwoFactorRejected } from '../two-factor-errors';
import { requireTwoFactorCode } from '../verify-code';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const deps = () => ({ clock: t.clock, config: t.config });

/**
 * As a money operation would: the check inside the operation's transaction, the failure recorded
 * after the rollback (the app does it in its onError hook). Resolves to the status and code.
 */
async function attempt(subject: TwoFactorSubject, code: string) {
  try {
    await t.db.transaction(async (tx) => {
      await requireTwoFactorCode(tx, deps(), subject, code, null);
    });
    return { status: 200, code: 'OK' };
  } catch (error) {
    if (error instanceof TwoFactorRejected) await recordTwoFactorFailure(t.db, deps(), error, null);
    if (error instanceof AppError) return { status: error.statusCode, code: error.code };
    throw error;
  }
}

const ok = { status: 200, code: 'OK' };
const invalid = { status: 422, code: 'TWO_FA_INVALID' };
const locked = { status: 429, code: 'TWO_FA_LOCKED' };

async function newSubject() {
  const partner = await createPartner(t.db);
  const subject = clientSubject(partner.id);
  return { subject, ...(await enableTwoFactorFor(t, subject)) };
}

describe('requireTwoFactorCode', () => {
  it('is 409 TWO_FA_REQUIRED when 2FA is off', async () => {
    const partner = await createPartner(t.db);
    expect(await attempt(clientSubject(partner.id), '123456')).toEqual({
      status: 409,
      code: 'TWO_FA_REQUIRED',
    });
  });

  it('accepts the code of the current step and of ±1 step, each once', async () => {
    const { subject, secret } = await newSubject();
    expect(await attempt(subject, codeNow(secret, t.clock, -1))).toEqual(ok);
    expect(await attempt(subject, codeNow(secret, t.clock, -1))).toEqual(invalid); // replay
    expect(await attempt(subject, codeNow(secret, t.clock))).toEqual(ok);
    expect(await attempt(subject, codeNow(secret, t.clock))).toEqual(invalid); // replay
    expect(await attempt(subject, codeNow(secret, t.clock, 1))).toEqual(ok);
    // An earlier step than the last used one is a replay too.
    t.clock.advance(30_000);
    expect(await attempt(subject, codeNow(secret, t.clock, -1))).toEqual(invalid);
  });

  it('refuses codes two steps away', async () => {
    const { subject, secret } = await newSubject();
    expect(await attempt(subject, codeNow(secret, t.clock, 2))).toEqual(invalid);
    expect(await attempt(subject, codeNow(secret, t.clock, -2))).toEqual(invalid);
  });

  it('accepts each recovery code once, in any case, with or without the dash', async () => {
    const { subject, recoveryCodes } = await newSubject();
    const [first = '', second = ''] = recoveryCodes;
    expect(first).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(await attempt(subject, first.toUpperCase())).toEqual(ok);
    expect(await attempt(subject, first)).toEqual(invalid);
    expect(await attempt(subject, second.replace('-', ''))).toEqual(ok);
    expect(await attempt(subject, 'zzzz-zzzz')).toEqual(invalid);
  });

  it('locks after 5 wrong codes in a row for 15 minutes, then accepts again', async () => {
    const { subject, secret } = await newSubject();
    const wrong = wrongCode(secret, t.clock);
    for (let i = 0; i < 4; i += 1) expect(await attempt(subject, wrong)).toEqual(invalid);
    expect(await attempt(subject, wrong)).toEqual(locked); // the 5th locks
    expect(await attempt(subject, codeNow(secret, t.clock))).toEqual(locked);
    const [row] = await t.db
      .select()
      .from(twoFactor)
      .where(and(eq(twoFactor.kind, 'client'), eq(twoFactor.subjectId, subject.id)));
    expect(row?.lockedUntil).toEqual(new Date(t.clock.now().getTime() + 15 * MINUTE));

    t.clock.advance(15 * MINUTE - 1000);
    expect(await attempt(subject, codeNow(secret, t.clock))).toEqual(locked);
    t.clock.advance(1000);
    expect(await attempt(subject, codeNow(secret, t.clock))).toEqual(ok);
    // A success starts the count again: 4 more wrong codes do not lock.
    for (let i = 0; i < 4; i += 1) expect(await attempt(subject, wrong)).toEqual(invalid);
    t.clock.advance(30_000);
    expect(await attempt(subject, codeNow(secret, t.clock))).toEqual(ok);
  });

  it('counts failures although their transaction rolled back, and logs them for partners', async () => {
    const { subject, secret } = await newSubject();
    await attempt(subject, wrongCode(secret, t.clock));
    const [row] = await t.db
      .select({ failures: twoFactor.failures })
      .from(twoFactor)
      .where(and(eq(twoFactor.kind, 'client'), eq(twoFactor.subjectId, subject.id)));
    expect(row?.failures).toBe(1);
    const logs = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, subject.id), eq(clientLogs.action, 'two-fa-failed')));
    expect(logs).toHaveLength(1);
  });

  it("logs an admin's wrong code to the admin log, with the count", async () => {
    const admin = await createAdmin(t.db, { permissions: [] });
    const subject = adminSubject(admin.id);
    const { secret } = await enableTwoFactorFor(t, subject);
    expect(await attempt(subject, wrongCode(secret, t.clock))).toEqual(invalid);
    const [row] = await t.db
      .select({ failures: twoFactor.failures })
      .from(twoFactor)
      .where(and(eq(twoFactor.kind, 'admin'), eq(twoFactor.subjectId, admin.id)));
    expect(row?.failures).toBe(1);
    const logs = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, admin.id), eq(adminLogs.action, 'two-fa-failed')));
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(wrongCode(secret, t.clock));
  });

  it('spends the code only when the caller commits', async () => {
    const { subject, secret } = await newSubject();
    const code = codeNow(secret, t.clock);
    await expect(
      t.db.transaction(async (tx) => {
        await requireTwoFactorCode(tx, deps(), subject, code, null);
        throw new Error('the operation failed');
      }),
    ).rejects.toThrow('the operation failed');
    expect(await attempt(subject, code)).toEqual(ok);
  });
});
