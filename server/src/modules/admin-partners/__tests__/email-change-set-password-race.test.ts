import { eq } from 'drizzle-orm';
import type { AdminPartnerDetail } from 'shared-api/contract';
import { partners } from '../../../db/schema';
import { apiAs } from '../../../testing/api';
import { createPartner, latestMail, tokenOfLink, unique } from '../../../testing/fixtures';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { consumePasswordLink } from '../../auth/password-links';
import { signedInAdmin } from '../../finance/testing/money-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('an admin email change racing a set-password of the same partner', () => {
  itOnPostgres('neither deadlocks: no 5xx, one waits for the other', async () => {
    const admin = await signedInAdmin(t, ['view-partners', 'update-partners']);
    const api = apiAs(t.app, admin.token);
    const partner = await createPartner(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: partner.email },
    });
    const token = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    const detail = (await api.get<AdminPartnerDetail>(`/api/admin/partners/${partner.id}`)).body;
    let change: Promise<{ status: number }> | undefined;
    // set-password's transaction as the route runs it: the link used (the partner's open links
    // voided), then the partner's row updated. The change starts in between.
    const setting = t.db.transaction(async (tx) => {
      const used = await consumePasswordLink(tx, token, t.clock.now());
      expect(used).not.toBeNull();
      change = api.put(`/api/admin/partners/${partner.id}`, {
        ...detail,
        email: `${unique('moved')}@elsewhere.example`,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(partners).set({ passwordHash: 'x' }).where(eq(partners.id, partner.id));
    });
    const [set, changed] = await Promise.allSettled([
      setting,
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return change;
      })(),
    ]);
    expect(set.status).toBe('fulfilled');
    expect(changed.status === 'fulfilled' && changed.value?.status).toBe(200);
  });
});
