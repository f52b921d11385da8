import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { partners, passwordLinks, type PasswordLinkPurpose } from '../../db/schema';
import { newSecret, sha256 } from '../../security/tokens';

/** Creates a single-use link and returns its secret (only the hash is stored). */
export async function createPasswordLink(
  db: Db,
  input: { partnerId: number; purpose: PasswordLinkPurpose; now: Date; ttlMs: number },
): Promise<string> {
  const secret = newSecret();
  await db.insert(passwordLinks).values({
    hash: sha256(secret),
    partnerId: input.partnerId,
    purpose: input.purpose,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
    createdAt: input.now,
  });
  return secret;
}

/** How many reset links the partner was given after `since` (used or not). */
export async function resetLinksSince(db: Db, partnerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordLinks)
    .where(
      and(
        eq(passwordLinks.partnerId, partnerId),
        eq(passwordLinks.purpose, 'reset'),
        gt(passwordLinks.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the link could be used now (a cheap check before the costly password hashing). */
export async function isPasswordLinkOpen(db: Db, secret: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordLinks.id })
    .from(passwordLinks)
    .where(
      and(
        eq(passwordLinks.hash, sha256(secret)),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Uses the link when it exists, is unused and has not expired (atomic: a second use finds it
 * used), and voids the partner's other open links. Null when the link is not valid.
 */
export async function consumePasswordLink(
  db: Db,
  secret: string,
  now: Date,
): Promise<{ partnerId: number; purpose: PasswordLinkPurpose } | null> {
  // The partner's row before any link's: an admin's email change and a deactivation lock the row
  // and then void the links, so taking the links first (this update voids them all) deadlocked
  // with a change in between, one of the two answering 500. It also holds the row for the caller.
  // One statement finds the link's partner and locks that row (only it: `of partners`).
  const [owner] = await db
    .select({ partnerId: partners.id })
    .from(passwordLinks)
    .innerJoin(partners, eq(partners.id, passwordLinks.partnerId))
    .where(eq(passwordLinks.hash, sha256(secret)))
    .for('no key update', { of: partners });
  if (!owner) return null;
  const [used] = await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordLinks.hash, sha256(secret)),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    )
    .returning({ partnerId: passwordLinks.partnerId, purpose: passwordLinks.purpose });
  if (!used) return null;
  await voidPasswordLinks(db, used.partnerId, now);
  return used;
}

/**
 * Spends every open link of the partner: after one is used, and when the sign-in email changes
 * (a link mailed to the old address must not set a password once the account is not its own).
 */
export async function voidPasswordLinks(db: Db, partnerId: number, now: Date): Promise<void> {
  await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.partnerId, partnerId), isNull(passwordLinks.usedAt)));
}

export function passwordLinkUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}/set-password?token=${secret}`;
}
