import type { Basket } from 'shared-api/contract';
import { apiAs } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { tokenOf } from '../../network/testing/network-test-kit';
import { runAutoPlacement } from '../basket/auto-place-job';
import { buy, createBinaryTestApp, nodeFigures, place } from '../testing/binary-test-kit';

let t: TestApp;
const now = new Date('2026-01-15T10:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  t = await createBinaryTestApp();
});
beforeEach(() => t.clock.set(now));
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const invitee = (sponsorId: number, registeredAgoHours: number) =>
  createPartner(t.db, { sponsorId, registeredAt: hoursAgo(registeredAgoHours) });
const apiOf = async (partnerId: number) => apiAs(t.app, await tokenOf(t, partnerId));
const parentOf = async (partnerId: number) => (await nodeFigures(t.db)).get(partnerId) ?? null;

describe('the basket', () => {
  it('lists the partners to place, least time left first, with their investment', async () => {
    const root = await createPartner(t.db);
    const fresh = await invitee(root.id, 1);
    const overdue = await invitee(root.id, 26);
    const soon = await invitee(root.id, 22);
    await buy(t, soon.id, 500, { at: hoursAgo(2) });
    const placed = await invitee(root.id, 3);
    await place(t.db, placed.id, 'left', now);

    const res = await (await apiOf(root.id)).get<Basket>('/api/client/binary/basket');
    expect(res.status).toBe(200);
    expect(res.body.canPlace).toBe(true);
    expect(res.body.now).toBe(now.toISOString());
    expect(res.body.items.map((i) => [i.partnerId, i.investment, i.autoPlaceAt])).toEqual([
      [overdue.id, '0', hoursAgo(2).toISOString()],
      [soon.id, '500000000', hoursAgo(-2).toISOString()],
      [fresh.id, '0', hoursAgo(-23).toISOString()],
    ]);
    expect(res.body.items[0]).toMatchObject({ login: overdue.login, firstName: 'Test' });
  });

  it('places by hand within the window only, once, and only the caller’s own partners', async () => {
    const root = await createPartner(t.db);
    const api = await apiOf(root.id);
    const mine = await invitee(root.id, 5);
    const late = await invitee(root.id, 24);
    const other = await invitee((await createPartner(t.db)).id, 1);
    const placeIt = (id: number, side = 'right') =>
      api.post(`/api/client/binary/basket/${id}/place`, { side });

    expect((await placeIt(mine.id)).status).toBe(200);
    expect(await parentOf(mine.id)).toMatchObject({ parentId: root.id, side: 'right' });
    expect((await placeIt(mine.id, 'left')).body.error?.code).toBe('INVALID_STATE');
    expect(await parentOf(mine.id)).toMatchObject({ parentId: root.id, side: 'right' });
    const overdue = await placeIt(late.id);
    expect([overdue.status, overdue.body.error?.code]).toEqual([409, 'INVALID_STATE']);
    expect((await placeIt(other.id)).status).toBe(404);
    expect((await placeIt(mine.id, 'middle')).status).toBe(422);
    expect((await api.get<Basket>('/api/client/binary/basket')).body.items).toEqual([
      expect.objectContaining({ partnerId: late.id }),
    ]);
  });

  it('lets nobody place while the caller is not in the tree', async () => {
    const root = await createPartner(t.db);
    const waiting = await invitee(root.id, 2);
    const below = await invitee(waiting.id, 1);
    const api = await apiOf(waiting.id);

    const basket = await api.get<Basket>('/api/client/binary/basket');
    expect(basket.body).toMatchObject({ canPlace: false, items: [{ partnerId: below.id }] });
    const res = await api.post(`/api/client/binary/basket/${below.id}/place`, { side: 'left' });
    expect([res.status, res.body.error?.code]).toEqual([409, 'NOT_IN_BINARY']);
    expect(await parentOf(below.id)).toBeNull();
  });
});

describe('automatic placement', () => {
  it('puts overdue partners into the smaller leg, oldest first, the rest stay', async () => {
    const root = await createPartner(t.db);
    const a = await invitee(root.id, 30);
    const b = await invitee(root.id, 30);
    await place(t.db, a.id, 'left', hoursAgo(29));
    await place(t.db, b.id, 'right', hoursAgo(29));
    await buy(t, a.id, 300);
    await buy(t, b.id, 100);
    const first = await invitee(root.id, 27);
    await buy(t, first.id, 500);
    const second = await invitee(root.id, 25);
    const inWindow = await invitee(root.id, 23);

    expect(await runAutoPlacement(t.db, now)).toBeGreaterThanOrEqual(2);
    // right (100) < left (300); then right holds 600 with `first`: left is smaller.
    expect(await parentOf(first.id)).toMatchObject({ parentId: b.id, side: 'right' });
    expect(await parentOf(second.id)).toMatchObject({ parentId: a.id, side: 'left' });
    expect(await parentOf(inWindow.id)).toBeNull();
    // Run again: nothing more is due.
    const before = await nodeFigures(t.db);
    await runAutoPlacement(t.db, now);
    expect(await nodeFigures(t.db)).toEqual(before);
  });

  it('breaks volume ties by fewer partners, then left', async () => {
    const root = await createPartner(t.db);
    const a = await invitee(root.id, 40);
    await place(t.db, a.id, 'left', hoursAgo(39));
    const [x, y, z] = [
      await invitee(root.id, 30),
      await invitee(root.id, 29),
      await invitee(root.id, 28),
    ];

    await runAutoPlacement(t.db, now);
    expect(await parentOf(x.id)).toMatchObject({ parentId: root.id, side: 'right' });
    expect(await parentOf(y.id)).toMatchObject({ parentId: a.id, side: 'left' });
    expect(await parentOf(z.id)).toMatchObject({ parentId: x.id, side: 'right' });
  });

  it('waits for an unplaced sponsor, and places a sponsor before their partners', async () => {
    const root = await createPartner(t.db);
    const sponsor = await invitee(root.id, 10);
    // Registered before their sponsor only to make them due first (a fixture, not real life).
    const early = await invitee(sponsor.id, 30);
    const chainTop = await invitee(root.id, 50);
    const chainNext = await invitee(chainTop.id, 49);
    const chainLast = await invitee(chainNext.id, 48);

    await runAutoPlacement(t.db, now);
    expect(await parentOf(early.id)).toBeNull();
    expect(await parentOf(chainLast.id)).toMatchObject({ parentId: chainNext.id });
    expect(await parentOf(chainNext.id)).toMatchObject({ parentId: chainTop.id });

    t.clock.set(new Date(now.getTime() + 15 * 3_600_000));
    await runAutoPlacement(t.db, t.clock.now());
    await runAutoPlacement(t.db, t.clock.now());
    expect(await parentOf(sponsor.id)).not.toBeNull();
    expect(await parentOf(early.id)).toMatchObject({ parentId: sponsor.id });
  });
});
