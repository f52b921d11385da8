import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { twoFactor } from '../../db/schema';
import type { TwoFactorSubject } from './subject';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

const ofSubject = (subject: TwoFactorSubject) =>
  and(eq(twoFactor.kind, subject.kind), eq(twoFactor.subjectId, subject.id));

/** The subject's row, locked until the end of the transaction (serialises code checks). */
export async function lockTwoFactorRow(
  db: Db,
  subject: TwoFactorSubject,
): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactor).where(ofSubject(subject)).for('update');
  return row ?? null;
}

export async function isTwoFactorEnabled(db: Db, subject: TwoFactorSubject): Promise<boolean> {
  const [row] = await db
    .select({ kind: twoFactor.kind })
    .from(twoFactor)
    .where(and(ofSubject(subject), isNotNull(twoFactor.secret)))
    .limit(1);
  return Boolean(row);
}

export async function updateTwoFactorRow(
  db: Db,
  subject: TwoFactorSubject,
  values: Partial<Omit<TwoFactorRow, 'kind' | 'subjectId'>>,
): Promise<void> {
  await db.update(twoFactor).set(values).where(ofSubject(subject));
}

export async function deleteTwoFactorRow(db: Db, subject: TwoFactorSubject): Promise<void> {
  await db.delete(twoFactor).where(ofSubject(subject));
}
