import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/types';
import { authTokens, type TokenKind } from '../db/schema';

/** A random 32-byte secret in base64url: what the client holds. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds instead of the secret. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export type IssuedToken = { token: string; expiresAt: Date };

export async function issueToken(
  db: Db,
  input: {
    kind: TokenKind;
    subjectId: number;
    now: Date;
    ttlMs: number;
    impersonatorAdminId?: number;
  },
): Promise<IssuedToken> {
  const token = newSecret();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await db.insert(authTokens).values({
    hash: sha256(token),
    kind: input.kind,
    subjectId: input.subjectId,
    impersonatorAdminId: input.impersonatorAdminId ?? null,
    expiresAt,
    createdAt: input.now,
  });
  return { token, expiresAt };
}

export type ActiveToken = {
  id: number;
  kind: TokenKind;
  subjectId: number;
  impersonatorAdminId: number | null;
};

/** The token's row when it exists, is of this kind, is not revoked and has not expired. */
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
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.hash, sha256(secret)),
        eq(authTokens.kind, kind),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every open token of the account, but `exceptTokenId` (the current session) if given. */
export async function revokeAllTokens(
  db: Db,
  kind: TokenKind,
  subjectId: number,
  now: Date,
  exceptTokenId?: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.kind, kind),
        eq(authTokens.subjectId, subjectId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}
