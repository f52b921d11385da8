import { adminUsers } from '../../../db/schema';
import { adminLogin, bearer, createAdmin, type AdminFixture } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let viewer: AdminFixture;
let token: string;

type Page = {
  items: { id: number; login: string; name: string; email: string; roles: { name: string }[] }[];
  total: number;
};

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createAdmin(t.db, {
    login: 'viewer',
    name: 'Viewer',
    permissions: ['view-users'],
  });
  // 24 more admins with predictable names: amy00 ... amy11, bob00 ... bob11.
  for (const prefix of ['amy', 'bob']) {
    for (let i = 0; i < 12; i += 1) {
      const n = String(i).padStart(2, '0');
      await t.db.insert(adminUsers).values({
        login: `${prefix}${n}`,
        name: `${prefix.toUpperCase()} ${n}`,
        email: `${prefix}${n}@corp.test`,
        passwordHash: 'scrypt$1$1$1$x$y',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
  }
  token = await adminLogin(t.app, viewer.login, viewer.password);
});
afterAll(() => t?.close());

const list = async (query: string, auth = token) => {
  const res = await t.app.inject({ url: `/api/admin/users${query}`, headers: bearer(auth) });
  return {
    status: res.statusCode,
    body: res.json<Page & { error?: { code: string; fields?: Record<string, string> } }>(),
  };
};

describe('GET /api/admin/users', () => {
  it('pages by id by default: 20 per page, with the total', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).toEqual({
      id: viewer.id,
      login: 'viewer',
      name: 'Viewer',
      email: 'viewer@admins.test',
      roles: [{ id: expect.any(Number), name: 'role-viewer' }],
      twoFactorEnabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const second = await list('?page=2');
    expect(second.body.items).toHaveLength(5);
    const ids = [...first.body.items, ...second.body.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await list('?page=9')).body).toEqual({ items: [], total: 25 });
  });

  it('sorts by an allowed field in both directions', async () => {
    const desc = await list('?sort=login:desc&pageSize=3');
    expect(desc.body.items.map((u) => u.login)).toEqual(['viewer', 'bob11', 'bob10']);
    const asc = await list('?sort=login:asc&pageSize=3');
    expect(asc.body.items.map((u) => u.login)).toEqual(['amy00', 'amy01', 'amy02']);
    const byDate = await list('?sort=createdAt:desc&pageSize=2&search=amy');
    expect(byDate.body.items.map((u) => u.login)).toEqual(['amy11', 'amy10']);
  });

  it('searches login, name and email, case-insensitively, with wildcards taken literally', async () => {
    expect((await list('?search=BOB')).body.total).toBe(12);
    expect((await list('?search=amy 1')).body.items.map((u) => u.login)).toEqual([
      'amy10',
      'amy11',
    ]);
    expect((await list('?search=corp.test&pageSize=5')).body.total).toBe(24);
    expect((await list('?search=%25')).body.total).toBe(0);
    expect((await list('?search=_')).body.total).toBe(0);
  });

  it('refuses a bad sort or page size with 422 field errors', async () => {
    const badField = await list('?sort=password:asc');
    expect(badField.status).toBe(422);
    expect(badField.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fields: { sort: 'invalidSort' },
    });
    expect((await list('?sort=login')).body.error?.fields).toEqual({ sort: 'invalidSort' });
    const big = await list('?pageSize=500&page=0');
    expect(big.status).toBe(422);
    expect(Object.keys(big.body.error?.fields ?? {}).sort()).toEqual(['page', 'pageSize']);
  });

  it('is 403 for an admin without view-users and 401 without a token', async () => {
    const other = await createAdmin(t.db, { permissions: ['view-partners'] });
    const otherToken = await adminLogin(t.app, other.login, other.password);
    const forbidden = await list('', otherToken);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.code).toBe('FORBIDDEN');
    const res = await t.app.inject({ url: '/api/admin/users' });
    expect(res.statusCode).toBe(401);
  });
});
