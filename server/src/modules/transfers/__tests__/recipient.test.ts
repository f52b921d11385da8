import { eq } from 'drizzle-orm';
import type { RecipientPreview } from 'shared-api/contract';
import { partners } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInPartner } from '../../finance/testing/money-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const lookup = (token: string | null, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/client/transfers/recipient?id=${encodeURIComponent(id)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/client/transfers/recipient', () => {
  it('names the partner a transfer would go to: login, code, first name and initial', async () => {
    const me = await signedInPartner(t);
    const other = await signedInPartner(t);
    for (const id of [other.partnerCode.toLowerCase(), other.login.toUpperCase()]) {
      const res = await lookup(me.token, id);
      expect(res.statusCode).toBe(200);
      expect(res.json<RecipientPreview>()).toEqual({
        id: other.id,
        login: other.login,
        partnerCode: other.partnerCode,
        name: 'Test P.',
      });
    }
  });

  it('refuses, as the transfer does, an unknown partner and oneself; a stranger gets 401', async () => {
    const me = await signedInPartner(t);
    const unknown = await lookup(me.token, 'no-such-partner');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: { fields: { id: 'unknownPartner' } } });
    const self = await lookup(me.token, me.login);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ error: { fields: { id: 'selfTransfer' } } });
    expect((await lookup(null, me.login)).statusCode).toBe(401);
    expect((await lookup(me.token, '')).statusCode).toBe(422);
  });

  it('refuses a partner an admin deactivated, as the transfer does', async () => {
    const me = await signedInPartner(t);
    const blocked = await signedInPartner(t);
    await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, blocked.id));
    const res = await lookup(me.token, blocked.login);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { fields: { id: 'unknownPartner' } } });
  });
});
