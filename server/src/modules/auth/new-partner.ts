import { DEFAULT_LANGUAGE, type Language } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { alreadyExists } from '../../http/app-error';
import { writeClientLog } from '../logs/write-log';
import { takenPartnerFields, type PartnerRow } from '../partners/find-partner';
import { uniquePartnerCode } from '../partners/partner-code';
import { createPasswordLink } from './password-links';

export type NewPartnerFields = {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language?: Language | undefined;
};

/**
 * A new partner as signup and the admin's create both make one, inside the caller's
 * transaction: 409 ALREADY_EXISTS when the email or login is taken; an inactive partner without
 * a password, with a fresh partner code and a "set your password" link; the client-log
 * `register` row with `logDetails`. Returns the partner and the link's secret to mail.
 */
export async function insertNewPartner(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  input: {
    fields: NewPartnerFields;
    sponsorId: number | null;
    now: Date;
    ip: string;
    logDetails: Record<string, number | null>;
  },
): Promise<{ partner: PartnerRow; secret: string }> {
  const { fields, now } = input;
  const email = fields.email.toLowerCase();
  const taken = await takenPartnerFields(tx, email, fields.login);
  if (taken) throw alreadyExists(taken);
  const [partner] = await tx
    .insert(partners)
    .values({
      login: fields.login,
      email,
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
      partnerCode: await uniquePartnerCode(tx),
      sponsorId: input.sponsorId,
      active: false,
      language: fields.language ?? DEFAULT_LANGUAGE,
      passwordHash: null,
      registeredAt: now,
    })
    .returning();
  if (!partner) throw new Error('insert returned no partner');
  const secret = await createPasswordLink(tx, {
    partnerId: partner.id,
    purpose: 'set',
    now,
    ttlMs: deps.config.auth.passwordLinkTtlMs,
  });
  await writeClientLog(tx, partner.id, {
    action: 'register',
    details: input.logDetails,
    ip: input.ip,
    at: now,
  });
  return { partner, secret };
}
