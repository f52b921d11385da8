import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';
import { adminUsers, authTokens, type TokenKind } from '../db/schema';
import { LOGIN_AS_PERMISSION } from '../http/access';
import { holdsPermission } from '../modules/roles/admin-permissions';

/** A random 32-byte secret in base64url: what the client holds. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds instead of the secret. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export type IssuedToken = { id: number; token: string; expiresAt: Date };

export async function issueToken(
  db: Db,
  input: {
    kind: TokenKind;
    subjectId: number;
    now: Date;
    ttlMs: number;
    /** A login-as token: the admin and the admin's session (token) that opened it. */
    impersonator?: { adminId: number; tokenId: number };
  },
): Promise<IssuedToken> {
  const token = newSecret();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  const [row] = await db
    .insert(authTokens)
    .values({
      hash: sha256(token),
      kind: input.kind,
      subjectId: input.subjectId,
      impersonatorAdminId: input.impersonator?.adminId ?? null,
      issuedByTokenId: input.impersonator?.tokenId ?? null,
      expiresAt,
      createdAt: input.now,
    })
    .returning({ id: authTokens.id });
  if (!row) throw new Error('auth_tokens insert returned no row');
  return { id: row.id, token, expiresAt };
}

export type ActiveToken = {
  id: number;
  kind: TokenKind;
  subjectId: number;
  impersonatorAdminId: number | null;
};

/** The session that opened a login-as token (the same table, joined to the token). */
const issuer = alias(authTokens, 'issuer');

const activeAt = (token: typeof authTokens | typeof issuer, now: Date) =>
  and(isNull(token.revokedAt), gt(token.expiresAt, now));

/**
 * The token's row when it exists, is of this kind, is not revoked and has not expired; a login-as
 * token also needs the admin session that opened it to be active still, and its admin enabled and
 * still holding the login-as permission (it dies with that session: logout, password change,
 * disable, delete, expiry; and when a role edit takes the permission away, as admin calls do).
 * A login-as token refused for its session is revoked on the spot: the refusal is final, so
 * granting the permission back (or re-enabling the admin) within its 30 minutes does not revive
 * it. One query decides; the revoke is a second statement only on that refusal.
 */
export async function findActiveToken(
  db: Db,
  secret: string,
  kind: TokenKind,
  now: Date,
): Promise<ActiveToken | null> {
  const [row] = await db
    .select({
      id: authTokens.id,
      kind: authTokens.kind,
      subjectId: authTokens.subjectId,
      impersonatorAdminId: authTokens.impersonatorAdminId,
      // Non-null only when the issuing session still vouches for a login-as token.
      vouchedBy: adminUsers.id,
    })
    .from(authTokens)
    .leftJoin(
      issuer,
      and(
        eq(issuer.id, authTokens.issuedByTokenId),
        eq(issuer.kind, 'admin'),
        activeAt(issuer, now),
      ),
    )
    .leftJoin(
      adminUsers,
      and(
        eq(adminUsers.id, issuer.subjectId),
        eq(adminUsers.disabled, false),
        holdsPermission(db, adminUsers.id, LOGIN_AS_PERMISSION),
      ),
    )
    .where(
      and(
        eq(authTokens.hash, sha256(secret)),
        eq(authTokens.kind, kind),
        activeAt(authTokens, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { vouchedBy, ...token } = row;
  if (token.impersonatorAdminId === null || vouchedBy !== null) return token;
  await revokeToken(db, token.id, now);
  return null;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends an admin session and every login-as session it opened. */
export async function revokeAdminSession(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(authTokens.id, tokenId), eq(authTokens.issuedByTokenId, tokenId)),
        isNull(authTokens.revokedAt),
      ),
    );
}

/**
 * Revokes every open token of the account, but `exceptTokenId` (the current session) if given.
 * For an admin, the login-as sessions opened from the revoked sessions end with them.
 */
export async function revokeAllTokens(
  db: Db,
  kind: TokenKind,
  subjectId: number,
  now: Date,
  exceptTokenId?: number,
): Promise<void> {
  const except = exceptTokenId === undefined;
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.kind, kind),
        eq(authTokens.subjectId, subjectId),
        isNull(authTokens.revokedAt),
        except ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
  if (kind !== 'admin') return;
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.impersonatorAdminId, subjectId),
        isNull(authTokens.revokedAt),
        except ? undefined : ne(authTokens.issuedByTokenId, exceptTokenId),
      ),
    );
}
