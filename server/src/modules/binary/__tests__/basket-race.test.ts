import { apiAs } from '../../../testing/api';
import { createPartner } from '../../../testing/fixtures';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { itOnPostgres } from '../../../testing/on-postgres';
import type { TestApp } from '../../../testing/test-app';
import { tokenOf } from '../../network/testing/network-test-kit';
import { runAutoPlacement } from '../basket/auto-place-job';
import {
  createBinaryTestApp,
  expectLegsFromScratch,
  nodeFigures,
} from '../testing/binary-test-kit';

let t: TestApp;
const now = new Date('2026-01-15T10:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  t = await createBinaryTestApp();
});
beforeEach(() => t.clock.set(now));
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await expectLegsFromScratch(t.db);
});

const childrenOf = async (parentId: number) =>
  [...(await nodeFigures(t.db)).entries()].filter(([, n]) => n.parentId === parentId);

describe('basket placement under concurrency', () => {
  itOnPostgres('the same partner placed from two tabs lands once', async () => {
    const root = await createPartner(t.db);
    const api = apiAs(t.app, await tokenOf(t, root.id));
    const mine = await createPartner(t.db, { sponsorId: root.id, registeredAt: hoursAgo(2) });
    const res = await Promise.all(
      (['left', 'right', 'left'] as const).map((side) =>
        api.post(`/api/client/binary/basket/${mine.id}/place`, { side }),
      ),
    );
    expect(res.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await childrenOf(root.id)).toHaveLength(1);
  });

  itOnPostgres('a root placing its first two partners at once: both land', async () => {
    const root = await createPartner(t.db);
    const api = apiAs(t.app, await tokenOf(t, root.id));
    const a = await createPartner(t.db, { sponsorId: root.id, registeredAt: hoursAgo(2) });
    const b = await createPartner(t.db, { sponsorId: root.id, registeredAt: hoursAgo(2) });
    const res = await Promise.all([
      api.post(`/api/client/binary/basket/${a.id}/place`, { side: 'left' }),
      api.post(`/api/client/binary/basket/${b.id}/place`, { side: 'right' }),
    ]);
    expect(res.map((r) => [r.status, r.body.error?.code])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(await childrenOf(root.id)).toHaveLength(2);
  });

  itOnPostgres(
    'a hand placement and the job at once place an overdue-soon partner once',
    async () => {
      const root = await createPartner(t.db);
      const api = apiAs(t.app, await tokenOf(t, root.id));
      const p = await createPartner(t.db, { sponsorId: root.id, registeredAt: hoursAgo(23.99) });
      const [hand] = await Promise.all([
        api.post(`/api/client/binary/basket/${p.id}/place`, { side: 'left' }),
        runAutoPlacement(t.db, new Date(now.getTime() + 3_600_000)),
      ]);
      expect([200, 409]).toContain(hand.status);
      expect(await childrenOf(root.id)).toHaveLength(1);
    },
  );
});
