import { and, eq } from 'drizzle-orm';
import { adminLogs, clientLogs, twoFactor } from '../../../db/schema';
import { issueToken } from '../../../security/tokens';
import { apiAs } from '../../../testing/api';
import { createPartner } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enableTwoFactorFor } from '../../../testing/two-factor';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import { clientSubject } from '../../two-factor/subject';
import { setupTwoFactor } from '../../two-factor/two-factor-service';

let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, ['2fa_manage']);
});
afterAll(() => t?.close());

const reset = (partnerId: number) =>
  apiAs(t.app, admin.token).post(`/api/admin/partners/${partnerId}/two-fa/reset`, {}, null);
const session = async (partnerId: number) =>
  (
    await issueToken(t.db, {
      kind: 'client',
      subjectId: partnerId,
      now: t.clock.now(),
      ttlMs: 3_600_000,
    })
  ).token;
const me = async (token: string) => (await apiAs(t.app, token).get('/api/client/me')).status;
const logsOf = async (partnerId: number) => ({
  admin: await t.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, 'partner-two-fa-reset'), eq(adminLogs.subjectId, partnerId))),
  client: await t.db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.action, 'two-fa-reset'), eq(clientLogs.partnerId, partnerId))),
});

describe('POST /api/admin/partners/:id/two-fa/reset', () => {
  it('ends the partner’s client sessions, as a credential reset', async () => {
    const partner = await createPartner(t.db);
    await enableTwoFactorFor(t, clientSubject(partner.id));
    const opened = await session(partner.id);
    expect(await me(opened)).toBe(200);

    const res = await reset(partner.id);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(await me(opened)).toBe(401);
    const logs = await logsOf(partner.id);
    expect([logs.admin.length, logs.client.length]).toEqual([1, 1]);
  });

  it('changes and logs nothing for a partner without 2FA, with the same answer', async () => {
    const partner = await createPartner(t.db);
    // A setup under way is not 2FA: it stays.
    await t.db.transaction((tx) =>
      setupTwoFactor(tx, { clock: t.clock, config: t.config }, clientSubject(partner.id), 'x'),
    );
    const opened = await session(partner.id);

    for (let i = 0; i < 2; i += 1) {
      const res = await reset(partner.id);
      expect([res.status, res.body]).toEqual([200, { ok: true }]);
    }
    expect(await me(opened)).toBe(200);
    expect(await logsOf(partner.id)).toEqual({ admin: [], client: [] });
    const [pending] = await t.db
      .select()
      .from(twoFactor)
      .where(and(eq(twoFactor.kind, 'client'), eq(twoFactor.subjectId, partner.id)));
    expect(pending?.pendingSecret).toEqual(expect.any(String));
  });
});
