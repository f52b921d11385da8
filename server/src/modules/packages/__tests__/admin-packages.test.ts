import { and, desc, eq } from 'drizzle-orm';
import { PERMISSIONS, units, type InvestmentPackage, type Page } from 'shared-api/contract';
import { adminLogs } from '../../../db/schema';
import { apiAs, type Api } from '../../../testing/api';
import { adminLogin, createAdmin, createPartner } from '../../../testing/fixtures';
import { createActivePackage, packageInput } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: Api;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const chief = await createAdmin(t.db, { permissions: PERMISSIONS });
  adminId = chief.id;
  admin = apiAs(t.app, await adminLogin(t.app, chief.login, chief.password));
});
afterAll(() => t?.close());

const lastLog = async (action: string) => {
  const [row] = await t.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), eq(adminLogs.adminUserId, adminId)))
    .orderBy(desc(adminLogs.id))
    .limit(1);
  return row;
};

describe('admin packages', () => {
  it('lists the seeded catalogue of the business rules, cheapest first, with total income', async () => {
    const res = await admin.get<Page<InvestmentPackage>>('/api/admin/packages');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(
      res.body.items.map((p) => [p.price, p.dailyIncomeBp, p.additionalDays, p.linearLevels]),
    ).toEqual([
      [units(100), 40, 0, 1],
      [units(500), 45, 0, 2],
      [units(1_000), 50, 10, 3],
      [units(2_500), 55, 20, 4],
      [units(5_000), 60, 30, 5],
      [units(10_000), 70, 45, 6],
    ]);
    // 100 GTC × 0.4 % × 300 days; 10 000 × 0.7 % × 345.
    expect(res.body.items[0]).toMatchObject({
      totalIncome: units(120),
      soldCount: 0,
      periodDays: 300,
    });
    expect(res.body.items[5]).toMatchObject({
      totalIncome: units(24_150),
      binaryDailyLimit: units(5_000),
    });

    const sorted = await admin.get<Page<InvestmentPackage>>(
      '/api/admin/packages?sort=name:desc&pageSize=2',
    );
    expect(sorted.body.items.map((p) => p.name)).toEqual(['Start', 'Standard']);
    const searched = await admin.get<Page<InvestmentPackage>>('/api/admin/packages?search=stand');
    expect(searched.body.items.map((p) => p.name)).toEqual(['Standard']);
    expect(res.body.items[0]?.nameI18n).toEqual({
      ru: 'Старт',
      en: 'Start',
      de: 'Start',
      es: 'Inicio',
      vt: 'Khởi đầu',
    });
    const bad = await admin.get('/api/admin/packages?sort=totalIncome:asc');
    expect(bad.status).toBe(422);
  });

  it('creates a package (201) and logs it; a taken name is 409, bad input 422', async () => {
    const created = await admin.post<InvestmentPackage>(
      '/api/admin/packages',
      packageInput('Gold'),
      null,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Gold',
      nameI18n: { ru: 'Gold' },
      price: units(300),
      // 300 GTC × 0.5 % = 1.5 a day, for 105 days.
      totalIncome: '157500000',
      status: 'active',
      soldCount: 0,
    });
    expect(await lastLog('package-created')).toMatchObject({
      before: null,
      after: { id: created.body.id, name: 'Gold', price: units(300), status: 'active' },
    });
    const shown = await admin.get(`/api/admin/packages/${created.body.id}`);
    expect(shown.body).toEqual(created.body);

    const taken = await admin.post('/api/admin/packages', packageInput('GOLD'), null);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { 'nameI18n.ru': 'taken' },
    });
    const invalid = await admin.post(
      '/api/admin/packages',
      packageInput('', { price: '0', linearLevels: 7 }),
      null,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.error?.fields).toMatchObject({
      'nameI18n.ru': 'required',
      price: 'invalidAmount',
      linearLevels: expect.any(String),
    });
    // 1 micro-unit at 0.5 % rounds to an accrual of zero: refused.
    const zero = await admin.post(
      '/api/admin/packages',
      packageInput('Dust', { price: '1' }),
      null,
    );
    expect(zero.body.error?.fields).toEqual({ price: 'invalidAmount' });
    expect((await admin.get('/api/admin/packages/999999')).status).toBe(404);
  });

  it('saves the name per language; the Russian one is the default and the key', async () => {
    const names = { ru: 'Бриз', en: 'Breeze', de: 'Brise', es: '', vt: '  ' };
    const created = await admin.post<InvestmentPackage>(
      '/api/admin/packages',
      { ...packageInput(''), nameI18n: names },
      null,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Бриз',
      nameI18n: { ru: 'Бриз', en: 'Breeze', de: 'Brise' },
    });
    expect(created.body.nameI18n).not.toHaveProperty('es');
    expect(await lastLog('package-created')).toMatchObject({
      after: { name: 'Бриз', nameI18n: ['ru: Бриз', 'en: Breeze', 'de: Brise'] },
    });
    const updated = await admin.put<InvestmentPackage>(`/api/admin/packages/${created.body.id}`, {
      ...packageInput(''),
      nameI18n: { ru: 'Бриз', es: 'Brisa' },
    });
    expect(updated.body.nameI18n).toEqual({ ru: 'Бриз', es: 'Brisa' });
    expect(await lastLog('package-updated')).toMatchObject({
      before: { nameI18n: ['ru: Бриз', 'en: Breeze', 'de: Brise'] },
      after: { nameI18n: ['ru: Бриз', 'es: Brisa'] },
    });
    const clientView = await admin.get<InvestmentPackage>(`/api/admin/packages/${created.body.id}`);
    expect(clientView.body.nameI18n).toEqual({ ru: 'Бриз', es: 'Brisa' });

    const invalid = await admin.post(
      '/api/admin/packages',
      { ...packageInput(''), nameI18n: { en: 'No Russian', de: 'x'.repeat(65) } },
      null,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.error?.fields).toEqual({
      'nameI18n.ru': 'required',
      'nameI18n.de': 'tooLong',
    });
  });

  it('updates a package and logs only the changed fields', async () => {
    const created = await admin.post<InvestmentPackage>(
      '/api/admin/packages',
      packageInput('Silver'),
      null,
    );
    const updated = await admin.put<InvestmentPackage>(
      `/api/admin/packages/${created.body.id}`,
      packageInput('Silver', { status: 'inactive', periodDays: 120 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'inactive', periodDays: 120 });
    expect(await lastLog('package-updated')).toMatchObject({
      before: { status: 'active', periodDays: 100 },
      after: { status: 'inactive', periodDays: 120 },
    });
    expect((await admin.put('/api/admin/packages/999999', packageInput('Nope'))).status).toBe(404);
  });

  it('deletes an unsold package, refuses a sold one with 409 INVALID_STATE', async () => {
    const unsold = await admin.post<InvestmentPackage>(
      '/api/admin/packages',
      packageInput('Temp'),
      null,
    );
    const deleted = await admin.del(`/api/admin/packages/${unsold.body.id}`);
    expect(deleted).toEqual({ status: 200, body: { ok: true } });
    expect((await admin.get(`/api/admin/packages/${unsold.body.id}`)).status).toBe(404);
    expect(await lastLog('package-deleted')).toMatchObject({
      before: { id: unsold.body.id, name: 'Temp' },
      after: null,
    });

    const sold = await admin.post<InvestmentPackage>(
      '/api/admin/packages',
      packageInput('Sold'),
      null,
    );
    const partner = await createPartner(t.db);
    await createActivePackage(t.db, partner.id, { packageId: sold.body.id, at: t.clock.now() });
    expect((await admin.get(`/api/admin/packages/${sold.body.id}`)).body).toMatchObject({
      soldCount: 1,
    });
    const refused = await admin.del(`/api/admin/packages/${sold.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('INVALID_STATE');
    expect((await admin.del('/api/admin/packages/999999')).status).toBe(404);
  });
});
