import { and, desc, eq } from 'drizzle-orm';
import { type FinanceSettings } from 'shared-api/contract';
import { DAY, HOUR } from '../../../clock';
import { adminLogs, partnerPackages } from '../../../db/schema';
import { apiAs, type Api } from '../../../testing/api';
import { adminLogin, createAdmin, createPartner } from '../../../testing/fixtures';
import { createActivePackage, createPackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { resetFinanceSettings } from '../../finance/testing/money-test-kit';
import {
  DEFAULT_FINANCE_SETTINGS,
  lockFinanceSettings,
  writeFinanceSettings,
} from '../finance-settings';

let t: TestApp;
let admin: Api;
let viewer: Api;

beforeAll(async () => {
  t = await createTestApp();
  const chief = await createAdmin(t.db, {
    permissions: ['view-transactions', 'update-transactions'],
  });
  admin = apiAs(t.app, await adminLogin(t.app, chief.login, chief.password));
  const reader = await createAdmin(t.db, { permissions: ['view-transactions'] });
  viewer = apiAs(t.app, await adminLogin(t.app, reader.login, reader.password));
});
afterAll(() => t?.close());

const edited = (change: (s: FinanceSettings) => void): FinanceSettings => {
  const next = structuredClone(DEFAULT_FINANCE_SETTINGS);
  change(next);
  return next;
};

describe('finance settings', () => {
  it('reads the business-rules defaults before anyone saved them', async () => {
    const res = await viewer.get('/api/admin/settings/finance');
    expect(res).toEqual({ status: 200, body: DEFAULT_FINANCE_SETTINGS });
  });

  it('saves settings (days sorted, once each) and logs only what changed', async () => {
    const next = edited((s) => {
      s.transfer.minAmount = '2000000';
      s.withdrawal.days = [25, 5, 15, 5];
    });
    const res = await admin.put('/api/admin/settings/finance', next);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      transfer: { minAmount: '2000000' },
      withdrawal: { days: [5, 15, 25] },
    });
    expect((await viewer.get('/api/admin/settings/finance')).body).toEqual(res.body);
    const [log] = await t.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, 'settings-updated'))
      .orderBy(desc(adminLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      before: { 'transfer.minAmount': '1000000' },
      after: { 'transfer.minAmount': '2000000' },
    });
  });

  it('refuses invalid values with 422 fields, and a viewer with 403', async () => {
    const bad = await admin.put(
      '/api/admin/settings/finance',
      edited((s) => {
        s.deposit.minAmount = '-5';
        s.withdrawal.feeBp.USDT = 20_000;
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields).toEqual({
      'deposit.minAmount': 'invalidAmount',
      'withdrawal.feeBp.USDT': expect.any(String),
    });
    const reversed = await admin.put(
      '/api/admin/settings/finance',
      edited((s) => {
        s.deposit.processingMinMinutes = 90;
      }),
    );
    expect(reversed.body.error?.fields).toEqual({
      'deposit.processingMaxMinutes': 'invalidAmount',
    });
    // The wallet partners are told to pay to: a TRC20 address, or nothing is stored.
    for (const wallet of ['xxxxxxxxxxxxxxxxxxxx', '0x52908400098527886E0F7030069857D2E4169EE7']) {
      const notTron = await admin.put(
        '/api/admin/settings/finance',
        edited((s) => {
          s.deposit.walletAddress = wallet;
        }),
      );
      expect([wallet, notTron.status, notTron.body.error?.fields]).toEqual([
        wallet,
        422,
        { 'deposit.walletAddress': 'invalidWallet' },
      ]);
    }
    const forbidden = await viewer.put('/api/admin/settings/finance', DEFAULT_FINANCE_SETTINGS);
    expect(forbidden.status).toBe(403);
    const count = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'settings-updated')));
    expect(count).toHaveLength(1);
  });

  it('refuses a changed deposit wallet whose base58check fails, keeps an unchanged one', async () => {
    const save = (s: FinanceSettings) =>
      admin.put<Partial<FinanceSettings>>('/api/admin/settings/finance', s);
    const stored = async () =>
      (await viewer.get<FinanceSettings>('/api/admin/settings/finance')).body.deposit.walletAddress;
    const logCount = async () =>
      (await t.db.select().from(adminLogs).where(eq(adminLogs.action, 'settings-updated'))).length;
    const placeholder = DEFAULT_FINANCE_SETTINGS.deposit.walletAddress;
    const logsBefore = await logCount();

    // The default is a placeholder (its checksum fails): saving other settings keeps it.
    const untouched = await save(edited((s) => (s.transfer.minAmount = '3000000')));
    expect([untouched.status, untouched.body.deposit?.walletAddress]).toEqual([200, placeholder]);
    // One character off a real address: the shape holds, the checksum does not.
    const typo = await save(
      edited((s) => (s.deposit.walletAddress = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')),
    );
    expect([typo.status, typo.body.error?.fields]).toEqual([
      422,
      { 'deposit.walletAddress': 'invalidWallet' },
    ]);
    expect([await stored(), await logCount()]).toEqual([placeholder, logsBefore + 1]);

    // Valid addresses that keep what is paid to them: the black hole and the USDT contract.
    for (const unpayable of [
      'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ]) {
      const refused = await save(edited((s) => (s.deposit.walletAddress = unpayable)));
      expect([refused.status, refused.body.error?.fields]).toEqual([
        422,
        { 'deposit.walletAddress': 'invalidWallet' },
      ]);
    }
    expect([await stored(), await logCount()]).toEqual([placeholder, logsBefore + 1]);

    const real = await save(
      edited((s) => (s.deposit.walletAddress = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')),
    );
    expect([real.status, await stored()]).toEqual([200, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7']);
    // Back to the defaults (the placeholder) for the next tests: an admin could not do that.
    await resetFinanceSettings(t);
  });

  it('a save waits for one in flight: a stale form cannot put back the replaced placeholder', async () => {
    const REAL = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    let staleSave: Promise<{ status: number }> | undefined;
    // Admin A's save of a real wallet is in flight (locked, written, not committed) when admin
    // B's form, opened before it and still showing the placeholder, saves another setting.
    await t.db.transaction(async (tx) => {
      await lockFinanceSettings(tx);
      await writeFinanceSettings(
        tx,
        edited((s) => (s.deposit.walletAddress = REAL)),
        0,
        t.clock.now(),
      );
      staleSave = admin.put(
        '/api/admin/settings/finance',
        edited((s) => (s.transfer.minAmount = '4000000')),
      );
      // Long enough for B's read without the lock (it would see the placeholder, unchanged).
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // B waited, then read A's wallet: its placeholder is a change, refused, and A's wallet stays.
    expect((await staleSave)?.status).toBe(422);
    const now = await viewer.get<FinanceSettings>('/api/admin/settings/finance');
    expect(now.body.deposit.walletAddress).toBe(REAL);
    await resetFinanceSettings(t);
  });

  it('moves the next accrual of running packages when the interval changes', async () => {
    const partner = await createPartner(t.db);
    const pkg = await createPackage(t.db);
    const bought = await createActivePackage(t.db, partner.id, {
      packageId: pkg.id,
      at: t.clock.now(),
    });
    const res = await admin.put(
      '/api/admin/settings/finance',
      edited((s) => {
        s.packages.accrualIntervalHours = 48;
      }),
    );
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(partnerPackages)
      .where(eq(partnerPackages.id, bought.id));
    expect(row?.nextAccrualAt?.getTime()).toBe(bought.activatedAt.getTime() + 48 * HOUR);
    // Shorter than a day: the first accrual still waits 24 h.
    await admin.put(
      '/api/admin/settings/finance',
      edited((s) => (s.packages.accrualIntervalHours = 6)),
    );
    const [again] = await t.db
      .select()
      .from(partnerPackages)
      .where(eq(partnerPackages.id, bought.id));
    expect(again?.nextAccrualAt?.getTime()).toBe(bought.activatedAt.getTime() + DAY);
  });
});
