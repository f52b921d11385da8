import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, PERMISSIONS } from 'shared-api/contract';
import type { ZodApp } from '../../http/zod-app';
import { clientSubject } from '../../modules/two-factor/subject';
import { issueToken } from '../../security/tokens';
import { createAdmin, createPartner } from '../fixtures';
import type { TestApp } from '../test-app';
import { codeNow, enableTwoFactorFor } from '../two-factor';

export type SimPartner = {
  id: number;
  login: string;
  partnerCode: string;
  secret: string;
  recoveryCodes: string[];
  token: string;
};

export type Reply = { statusCode: number; body: unknown; code: string | null };

export type MoneyCall = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  token: string;
  body?: unknown;
  key?: string;
};

/** Partners with 2FA on, an admin holding every permission, and an HTTP caller for them. */
export async function createActors(t: TestApp, partnerCount: number) {
  const admin = await createAdmin(t.db, { permissions: PERMISSIONS });
  const partners: SimPartner[] = [];
  for (let i = 0; i < partnerCount; i += 1) {
    const p = await createPartner(t.db, { active: false });
    const { secret, recoveryCodes } = await enableTwoFactorFor(t, clientSubject(p.id));
    partners.push({ ...p, secret, recoveryCodes, token: '' });
  }
  let adminToken = '';
  /** Fresh tokens after a clock jump (a client token lives 7 days, an admin one 12 hours). */
  const refreshTokens = async () => {
    const now = t.clock.now();
    for (const p of partners) {
      p.token = (
        await issueToken(t.db, { kind: 'client', subjectId: p.id, now, ttlMs: 86_400_000 })
      ).token;
    }
    adminToken = (
      await issueToken(t.db, { kind: 'admin', subjectId: admin.id, now, ttlMs: 86_400_000 })
    ).token;
  };
  await refreshTokens();
  return {
    partners,
    adminToken: () => adminToken,
    refreshTokens,
    /** A code the partner's authenticator shows now; the clock moves a step first (no replay). */
    freshCode(p: SimPartner): string {
      t.clock.advance(30_000);
      return codeNow(p.secret, t.clock);
    },
  };
}

export async function call(app: ZodApp, c: MoneyCall): Promise<Reply> {
  const res = await app.inject({
    method: c.method,
    url: c.url,
    headers: {
      authorization: `Bearer ${c.token}`,
      ...(c.key ? { [IDEMPOTENCY_HEADER]: c.key } : {}),
    },
    ...(c.method === 'GET' ? {} : { payload: c.body ?? {} }),
  });
  const body: unknown = res.body ? JSON.parse(res.body) : null;
  const code =
    body && typeof body === 'object' && 'error' in body
      ? ((body as { error: { code: string } }).error.code ?? null)
      : null;
  return { statusCode: res.statusCode, body, code };
}

export const newKey = () => randomUUID();
