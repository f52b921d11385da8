import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { partners } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { accountDisabled, alreadyExists } from '../../http/app-error';

export type PartnerRow = typeof partners.$inferSelect;

/**
 * The partner whose code invites: only an active partner's code works, and not one an admin
 * deactivated (blocked): their links stop enrolling partners under them with their sign-in.
 */
export async function findInvitingPartner(db: Db, partnerCode: string): Promise<PartnerRow | null> {
  const [row] = await db
    .select()
    .from(partners)
    .where(
      and(
        eq(partners.partnerCode, partnerCode.trim().toUpperCase()),
        eq(partners.active, true),
        eq(partners.disabled, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Sign-in identifier: the login (any case) or the email. */
export async function findPartnerByLoginOrEmail(
  db: Db,
  identifier: string,
): Promise<PartnerRow | null> {
  const value = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(partners)
    .where(or(eq(sql`lower(${partners.login})`, value), eq(partners.email, value)))
    .limit(1);
  return row ?? null;
}

export async function findPartnerByEmail(db: Db, email: string): Promise<PartnerRow | null> {
  const [row] = await db
    .select()
    .from(partners)
    .where(eq(partners.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findPartnerById(db: Db, id: number): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ?? null;
}

/**
 * 422 ACCOUNT_DISABLED unless the partner exists and no admin deactivated them: for the steps
 * that would open a session past the password form (the 2FA code, a password link), which
 * would otherwise hand out a token every client call refuses.
 */
export async function assertPartnerEnabled(db: Db, id: number): Promise<void> {
  const partner = await findPartnerById(db, id);
  if (!partner || partner.disabled) throw accountDisabled();
}

/** Which of email / login another partner already holds, as `{ field: 'taken' }`; null if none. */
export async function takenPartnerFields(
  db: Db,
  email: string,
  login: string,
): Promise<Record<string, string> | null> {
  const rows = await db
    .select({ email: partners.email, login: partners.login })
    .from(partners)
    .where(
      or(
        eq(partners.email, email.toLowerCase()),
        eq(sql`lower(${partners.login})`, login.toLowerCase()),
      ),
    );
  const fields: Record<string, string> = {};
  for (const row of rows) {
    if (row.email === email.toLowerCase()) fields.email = 'taken';
    if (row.login.toLowerCase() === login.toLowerCase()) fields.login = 'taken';
  }
  return Object.keys(fields).length ? fields : null;
}

/**
 * An insert or update of a partner that lost a unique email or login to a concurrent one, as
 * the same 409 ALREADY_EXISTS that takenPartnerFields' check gives; any other error as it was.
 */
export function rethrowTakenField(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'partners_email_key') throw alreadyExists({ email: 'taken' });
  if (constraint === 'partners_login_key') throw alreadyExists({ login: 'taken' });
  throw error;
}
