import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { partners } from '../../db/schema';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PARTNER_CODE_LENGTH = 8;

export function randomPartnerCode(): string {
  let code = '';
  for (let i = 0; i < PARTNER_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A partner code nobody holds yet (the unique index still guards a race). */
export async function uniquePartnerCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = randomPartnerCode();
    const [taken] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.partnerCode, code))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error('Could not find a free partner code');
}
