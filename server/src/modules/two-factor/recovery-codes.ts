import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { twoFactorRecoveryCodes } from '../../db/schema';
import { keyedHash } from '../../security/secret-box';
import type { TwoFactorSubject } from './subject';

/** The contract's recoveryCodesSchema holds exactly this many. */
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes i, l, o, 0, 1. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE = /^[a-z0-9]{4}-?[a-z0-9]{4}$/i;

/** `xxxx-xxxx`. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const isRecoveryCodeShape = (code: string) => RECOVERY_CODE.test(code.trim());

/** Case-insensitive, dash optional: what is hashed. */
const normalise = (code: string) => code.trim().toLowerCase().replace('-', '');

/** Replaces the subject's codes with new ones and returns them (shown once, stored hashed). */
export async function issueRecoveryCodes(
  db: Db,
  key: Buffer,
  subject: TwoFactorSubject,
): Promise<string[]> {
  await deleteRecoveryCodes(db, subject);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.insert(twoFactorRecoveryCodes).values(
    codes.map((code) => ({
      kind: subject.kind,
      subjectId: subject.id,
      hash: keyedHash(key, normalise(code)),
    })),
  );
  return codes;
}

/** The row of this code among the subject's, used or not. */
const codeOf = (key: Buffer, subject: TwoFactorSubject, code: string) =>
  and(
    eq(twoFactorRecoveryCodes.kind, subject.kind),
    eq(twoFactorRecoveryCodes.subjectId, subject.id),
    eq(twoFactorRecoveryCodes.hash, keyedHash(key, normalise(code))),
  );

/** Marks the code used when it is one of the subject's unused codes (atomic: works once). */
export async function spendRecoveryCode(
  db: Db,
  key: Buffer,
  subject: TwoFactorSubject,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(codeOf(key, subject, code), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/** Whether the code is one of the subject's codes, used or not (read only: nothing is spent). */
export async function isRecoveryCodeOf(
  db: Db,
  key: Buffer,
  subject: TwoFactorSubject,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(codeOf(key, subject, code))
    .limit(1);
  return Boolean(row);
}

export async function unusedRecoveryCodes(db: Db, subject: TwoFactorSubject): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.kind, subject.kind),
        eq(twoFactorRecoveryCodes.subjectId, subject.id),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Db, subject: TwoFactorSubject): Promise<void> {
  await db
    .delete(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.kind, subject.kind),
        eq(twoFactorRecoveryCodes.subjectId, subject.id),
      ),
    );
}
