import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';

export type Recipient = {
  id: number;
  login: string;
  partnerCode: string;
  firstName: string;
  lastName: string;
};

/** Why a recipient is refused, on the field that named it (the same words for the lookup). */
export const recipientRefused = (field: string, code: 'unknownPartner' | 'selfTransfer') =>
  new AppError(
    422,
    'VALIDATION_FAILED',
    code === 'unknownPartner' ? 'No partner has this ID' : 'You cannot transfer to yourself',
    { [field]: code },
  );

/**
 * The partner a transfer goes to, named by partner ID: the partner code or the login, both in
 * any case (codes are stored upper case, logins are unique case-insensitively). A partner an
 * admin deactivated is no recipient: they cannot sign in to use it, and money sent to a blocked
 * account would be stuck there. The partner the name picks is refused, never passed over for
 * another one (a login spelled like a blocked partner's code would otherwise take the money).
 * `lock` (inside the transfer's transaction) holds the row until the commit against a
 * deactivation (its FOR UPDATE), and lets profile edits through.
 */
export async function findRecipient(
  db: Db,
  name: string,
  options: { lock?: boolean } = {},
): Promise<Recipient | null> {
  const value = name.trim();
  const query = db
    .select({
      id: partners.id,
      login: partners.login,
      partnerCode: partners.partnerCode,
      firstName: partners.firstName,
      lastName: partners.lastName,
      disabled: partners.disabled,
    })
    .from(partners)
    .where(
      or(
        eq(partners.partnerCode, value.toUpperCase()),
        eq(sql`lower(${partners.login})`, value.toLowerCase()),
      ),
    )
    // A login that looks like another partner's code: the code wins, it is the "partner ID".
    .orderBy(sql`${partners.partnerCode} = ${value.toUpperCase()} desc`)
    .limit(1);
  const [row] = options.lock ? await query.for('key share') : await query;
  if (!row || row.disabled) return null;
  const { disabled: _disabled, ...recipient } = row;
  return recipient;
}
