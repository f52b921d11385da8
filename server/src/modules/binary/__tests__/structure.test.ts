import type { BinaryNode, BinaryStructure } from 'shared-api/contract';
import { apiAs } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { tokenOf } from '../../network/testing/network-test-kit';
import { PATH_TAIL } from '../structure/load-structure';
import { searchTree } from '../structure/search-tree';
import { buy, createBinaryTestApp, place } from '../testing/binary-test-kit';

let t: TestApp;
const ids: Record<string, number> = {};
const at = new Date('2026-04-01T10:00:00Z');

/**
 * root ─ left: alpha1 ─ left: alpha2 ─ left: beta3
 *      └ right: alpha4 ─ right: gamma5           (all sponsored by root)
 */
beforeAll(async () => {
  t = await createBinaryTestApp();
  t.clock.set(at);
  ids.sroot = (await createPartner(t.db, { login: 'sroot' })).id;
  for (const [login, side] of [
    ['alpha1', 'left'],
    ['alpha2', 'left'],
    ['beta3', 'left'],
    ['alpha4', 'right'],
    ['Gamma5', 'right'],
  ] as const) {
    ids[login] = (await createPartner(t.db, { login, sponsorId: ids.sroot, registeredAt: at })).id;
    await place(t.db, ids[login], side, at);
  }
  await buy(t, ids.alpha1!, 100);
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const apiOf = async (login: string) => apiAs(t.app, await tokenOf(t, ids[login]!));
const structure = async (login: string, query: string) =>
  (await apiOf(login)).get<BinaryStructure>(`/api/client/binary/structure${query}`);
const logins = (node: BinaryNode | null): unknown =>
  node && [node.login, logins(node.left), logins(node.right)];

describe('GET /api/client/binary/structure', () => {
  it('loads the caller’s tree to the requested depth', async () => {
    const res = await structure('sroot', '?depth=2');
    expect(res.status).toBe(200);
    expect(res.body.path).toEqual([{ id: ids.sroot, login: 'sroot' }]);
    expect(logins(res.body.tree)).toEqual([
      'sroot',
      ['alpha1', null, null],
      ['alpha4', null, null],
    ]);
    expect(res.body.tree).toMatchObject({
      side: null,
      leftVolume: '100000000',
      leftCount: 3,
      rightCount: 2,
      hasChildren: true,
      left: {
        side: 'left',
        active: true,
        hasChildren: true,
        packageName: expect.any(String),
        packageNameI18n: { ru: expect.any(String) },
      },
      right: { side: 'right', packageName: null, packageNameI18n: null, hasChildren: true },
    });
  });

  it('zooms into a descendant with the path from the caller', async () => {
    const res = await structure('sroot', `?root=${ids.alpha2}&depth=4`);
    expect(res.body.path.map((p) => p.login)).toEqual(['sroot', 'alpha1', 'alpha2']);
    expect(logins(res.body.tree)).toEqual(['alpha2', ['beta3', null, null], null]);
    expect(res.body.tree?.left?.hasChildren).toBe(false);

    const fromBelow = await structure('alpha1', `?root=${ids.beta3}`);
    expect(fromBelow.body.path.map((p) => p.login)).toEqual(['alpha1', 'alpha2', 'beta3']);
  });

  it('refuses a root outside the caller’s tree', async () => {
    expect((await structure('alpha1', `?root=${ids.alpha4}`)).status).toBe(404);
    expect((await structure('alpha2', `?root=${ids.alpha1}`)).status).toBe(404);
    expect((await structure('sroot', '?root=999999')).status).toBe(404);
    expect((await structure('sroot', '?depth=9')).status).toBe(422);
  });

  it('shows no tree to a partner not placed yet', async () => {
    ids.waiting = (await createPartner(t.db, { sponsorId: ids.sroot })).id;
    expect((await structure('waiting', '')).body).toEqual({
      path: [{ id: ids.waiting, login: expect.any(String) }],
      pathSkipped: 0,
      tree: null,
    });
  });

  it('keeps the caller and the last crumbs of a deep path, and counts the ones between', async () => {
    // deep0 ─ left: deep1 ─ left: deep2 … ─ left: deep14 (all sponsored by deep0, its outer leg)
    ids.deep0 = (await createPartner(t.db, { login: 'deep0' })).id;
    for (let i = 1; i <= 14; i++) {
      const login = `deep${i}`;
      ids[login] = (
        await createPartner(t.db, { login, sponsorId: ids.deep0, registeredAt: at })
      ).id;
      await place(t.db, ids[login], 'left', at);
    }
    const deepest = await structure('deep0', `?root=${ids.deep14}`);
    expect(deepest.status).toBe(200);
    // 15 crumbs: deep0, then deep5 … deep14; deep1 … deep4 skipped.
    expect(deepest.body.path.map((p) => p.login)).toEqual([
      'deep0',
      ...Array.from({ length: PATH_TAIL }, (_, i) => `deep${i + 5}`),
    ]);
    expect(deepest.body.pathSkipped).toBe(4);
    expect(deepest.body.tree?.login).toBe('deep14');
    // Within the tail nothing is skipped; the first skipped crumb's own page shows the way to it.
    const shallow = await structure('deep0', `?root=${ids.deep4}`);
    expect(shallow.body.path.map((p) => p.login)).toEqual([
      'deep0',
      'deep1',
      'deep2',
      'deep3',
      'deep4',
    ]);
    expect(shallow.body.pathSkipped).toBe(0);
    const fromBelow = await structure('deep3', `?root=${ids.deep14}`);
    expect(fromBelow.body.path[0]?.login).toBe('deep3');
    expect(fromBelow.body.pathSkipped).toBe(1);
  });
});

describe('GET /api/client/binary/search', () => {
  const search = async (login: string, text: string) =>
    (
      await (
        await apiOf(login)
      ).get<{ items: { login: string; depth: number }[] }>(
        `/api/client/binary/search?login=${encodeURIComponent(text)}`,
      )
    ).body.items;

  it('finds the caller’s descendants by login prefix, any case, with their depth', async () => {
    expect(await search('sroot', 'ALP')).toEqual([
      { id: ids.alpha1, login: 'alpha1', depth: 1 },
      { id: ids.alpha2, login: 'alpha2', depth: 2 },
      { id: ids.alpha4, login: 'alpha4', depth: 1 },
    ]);
    expect(await search('sroot', 'gamma')).toEqual([{ id: ids.Gamma5, login: 'Gamma5', depth: 2 }]);
    expect(await search('alpha1', 'a')).toEqual([{ id: ids.alpha2, login: 'alpha2', depth: 1 }]);
    expect(await search('alpha1', 'sroot')).toEqual([]);
    expect(await search('sroot', '%')).toEqual([]);
  });

  it('finds the same from the login index as down the subtree', async () => {
    for (const [caller, text] of [
      ['sroot', 'alp'],
      ['alpha1', 'a'],
      ['alpha1', 'b'],
      ['alpha4', 'alpha'],
      ['sroot', 'g'],
    ] as const) {
      const bySubtree = await searchTree(t.db, ids[caller]!, text);
      expect(await searchTree(t.db, ids[caller]!, text, 0)).toEqual(bySubtree);
    }
    expect(await searchTree(t.db, ids.alpha1!, 'b', 0)).toEqual([
      { id: ids.beta3, login: 'beta3', depth: 2 },
    ]);
  });
});
