import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { runAutoPlacement } from '../basket/auto-place-job';
import {
  buy,
  createBinaryTestApp,
  expectLegsFromScratch,
  nodeFigures,
  place,
} from '../testing/binary-test-kit';

let t: TestApp;
const at = new Date('2026-01-15T10:00:00Z');

beforeAll(async () => {
  t = await createBinaryTestApp();
  t.clock.set(at);
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const invitee = (sponsorId: number) => createPartner(t.db, { sponsorId, registeredAt: at });
const childOf = async (parentId: number, side: 'left' | 'right') => {
  for (const [id, n] of await nodeFigures(t.db)) {
    if (n.parentId === parentId && n.side === side) return id;
  }
  return null;
};

describe('placement', () => {
  it('goes to the outer edge of the chosen leg, two partners in each first line', async () => {
    const root = await createPartner(t.db);
    const [a, b, c, d, e, f] = await Promise.all(Array.from({ length: 6 }, () => invitee(root.id)));
    await place(t.db, a!.id, 'left', at);
    await place(t.db, b!.id, 'left', at);
    await place(t.db, c!.id, 'right', at);
    await place(t.db, d!.id, 'right', at);
    await place(t.db, e!.id, 'left', at);
    // A partner of a places on a's right: a's own first line, not the root's outer edge.
    const g = await invitee(a!.id);
    await place(t.db, g.id, 'right', at);
    await place(t.db, f!.id, 'right', at);

    expect(await childOf(root.id, 'left')).toBe(a!.id);
    expect(await childOf(root.id, 'right')).toBe(c!.id);
    expect(await childOf(a!.id, 'left')).toBe(b!.id);
    expect(await childOf(b!.id, 'left')).toBe(e!.id);
    expect(await childOf(a!.id, 'right')).toBe(g.id);
    expect(await childOf(c!.id, 'right')).toBe(d!.id);
    expect(await childOf(d!.id, 'right')).toBe(f!.id);
    const figures = await nodeFigures(t.db);
    expect(figures.get(root.id)).toMatchObject({ leftCount: 4, rightCount: 3 });
    expect([...figures.values()].filter((n) => n.parentId === root.id)).toHaveLength(2);
    await expectLegsFromScratch(t.db);
  });

  it('counts purchases made before the placement when placed, later ones at once', async () => {
    const root = await createPartner(t.db);
    const a = await invitee(root.id);
    const b = await invitee(a.id);
    const c = await invitee(root.id);
    await buy(t, b.id, 500);
    await buy(t, b.id, 100);
    await place(t.db, a.id, 'left', at);
    expect((await nodeFigures(t.db)).get(root.id)).toMatchObject({ leftVolume: '0', leftCount: 1 });

    await place(t.db, b.id, 'right', at);
    await buy(t, a.id, 1_000);
    await place(t.db, c.id, 'left', at); // the root's left outer edge: below a
    await buy(t, c.id, 250);

    const figures = await nodeFigures(t.db);
    expect(figures.get(root.id)).toMatchObject({
      leftVolume: '1850000000',
      leftCount: 3,
      rightVolume: '0',
      // a and c are the root's own partners; b (a's partner) is spillover for the root.
      leftOwnVolume: '1250000000',
    });
    expect(figures.get(a.id)).toMatchObject({
      leftVolume: '250000000',
      rightVolume: '600000000',
      rightOwnVolume: '600000000',
      leftOwnVolume: '0',
    });
    await expectLegsFromScratch(t.db);
  });

  it('lets placements racing for one slot both land, one below the other', async () => {
    const root = await createPartner(t.db);
    const a = await invitee(root.id);
    await place(t.db, a.id, 'left', at);
    const [x, y] = [await invitee(root.id), await invitee(a.id)];
    await buy(t, x.id, 100);
    await buy(t, y.id, 200);
    // Both walks end at a's free left slot.
    await Promise.all([place(t.db, x.id, 'left', at), place(t.db, y.id, 'left', at)]);

    const first = await childOf(a.id, 'left');
    expect([x.id, y.id]).toContain(first);
    expect(await childOf(first!, 'left')).toBe(first === x.id ? y.id : x.id);
    await expectLegsFromScratch(t.db);
  });

  it('places a partner once when the sponsor and the job race', async () => {
    const root = await createPartner(t.db);
    const p = await createPartner(t.db, {
      sponsorId: root.id,
      registeredAt: new Date(at.getTime() - 30 * 3_600_000),
    });
    await Promise.all([
      place(t.db, p.id, 'right', at).catch(() => 'refused'),
      runAutoPlacement(t.db, at),
    ]);
    expect(
      [...(await nodeFigures(t.db)).values()].filter((n) => n.parentId === root.id),
    ).toHaveLength(1);
    await expectLegsFromScratch(t.db);
  });

  it('moves the volume of chains and branches placed in one batch', async () => {
    const root = await createPartner(t.db);
    const registeredAt = new Date(at.getTime() - 30 * 3_600_000);
    const chain: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sponsorId = chain.at(-1) ?? root.id;
      chain.push((await createPartner(t.db, { sponsorId, registeredAt })).id);
      await buy(t, chain.at(-1)!, 100 * (i + 1));
    }
    for (let i = 0; i < 3; i += 1) {
      const p = await createPartner(t.db, { sponsorId: chain[1]!, registeredAt });
      await buy(t, p.id, 1_000);
    }

    expect(await runAutoPlacement(t.db, at)).toBeGreaterThanOrEqual(9);
    expect((await nodeFigures(t.db)).get(root.id)).toMatchObject({
      leftVolume: '5100000000',
      leftCount: 9,
      leftOwnVolume: '100000000',
    });
    await expectLegsFromScratch(t.db);
  });

  it('keeps every leg equal to the purchases below it in a random network', async () => {
    const root = await createPartner(t.db);
    await place(t.db, (await invitee(root.id)).id, 'left', at);
    const partners = [root.id];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 40; i += 1) {
      const sponsorId = partners[random(partners.length)]!;
      const p = await invitee(sponsorId);
      if (random(3) === 0) await buy(t, p.id, 100 * (1 + random(10)));
      if (random(4) > 0) {
        await place(t.db, p.id, random(2) === 0 ? 'left' : 'right', at);
        partners.push(p.id);
        if (random(3) === 0) await buy(t, p.id, 100 * (1 + random(10)));
      }
    }
    // The rest wait in baskets until the job places them into the smaller legs.
    t.clock.set(new Date(at.getTime() + 25 * 3_600_000));
    await runAutoPlacement(t.db, t.clock.now());
    await expectLegsFromScratch(t.db);
  });
});
