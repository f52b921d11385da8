import { and, eq } from 'drizzle-orm';
import type { PartnerPackage } from 'shared-api/contract';
import { ledgerTransactions } from '../../../db/schema';
import { apiAs, newKey, type Api } from '../../../testing/api';
import { clientLogin, createPartner } from '../../../testing/fixtures';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { creditPartner } from '../../../testing/money';
import { itOnPostgres } from '../../../testing/on-postgres';
import { catalogueLookup } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin } from '../../finance/testing/money-test-kit';
import { partnerBalance } from '../../ledger/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(async () => expect(await ledgerViolations(t.db)).toEqual([]));

async function partnerWith(
  gtc: bigint,
  sponsorId: number | null,
): Promise<{ id: number; api: Api }> {
  const p = await createPartner(t.db, { active: false, sponsorId });
  if (gtc > 0n) await creditPartner(t.db, p.id, gtc, 'GTC', t.clock.now());
  return { id: p.id, api: apiAs(t.app, await clientLogin(t.app, p.login, p.password ?? '')) };
}
const buy = (packageId: number) => ({ packageId, acceptOffer: true, acceptPrivacy: true });
const gtc = (id: number) => partnerBalance(t.db, id, 'GTC');
const linearOf = (partnerId: number) =>
  t.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.partnerId, partnerId), eq(ledgerTransactions.kind, 'linear-bonus')),
    );

describe('linear bonus reversals', () => {
  itOnPostgres(
    'a bonus reversed twice at once is reversed once; a repurchase pays anew',
    async () => {
      const basic = await catalogueLookup(t.db, 'Basic');
      const sponsor = await partnerWith(basic.price, null);
      expect((await sponsor.api.post('/api/client/packages/purchase', buy(basic.id))).status).toBe(
        201,
      );
      const buyer = await partnerWith(basic.price * 2n, sponsor.id);
      const bought = await buyer.api.post<PartnerPackage>(
        '/api/client/packages/purchase',
        buy(basic.id),
      );
      expect(bought.status).toBe(201);
      const [bonus] = await linearOf(sponsor.id);
      const share = (basic.price * 5n) / 100n;
      expect(await gtc(sponsor.id)).toBe(share);

      const admin = apiAs(t.app, (await signedInAdmin(t, ['update-transactions'])).token);
      const body = { reason: 'paid by mistake' };
      const res = await Promise.all([
        admin.post(`/api/admin/transactions/${bonus?.id}/reverse`, body, newKey()),
        admin.post(`/api/admin/transactions/${bonus?.id}/reverse`, body, newKey()),
      ]);
      expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await gtc(sponsor.id)).toBe(0n);
      const again = await admin.post(`/api/admin/transactions/${bonus?.id}/reverse`, body);
      expect(again.status).toBe(409);

      // The partner buys once more: the new payment's bonus is its own.
      expect((await buyer.api.post('/api/client/packages/purchase', buy(basic.id))).status).toBe(
        201,
      );
      expect(await gtc(sponsor.id)).toBe(share);
      expect(await linearOf(sponsor.id)).toHaveLength(2);
    },
  );

  itOnPostgres('an admin without update-transactions cannot reverse', async () => {
    const admin = apiAs(t.app, (await signedInAdmin(t, ['view-transactions'])).token);
    const res = await admin.post('/api/admin/transactions/1/reverse', { reason: 'nope nope' });
    expect(res.status).toBe(403);
  });
});
