import { asc, eq, sql } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { DAY, HOUR } from '../clock';
import { packages, partnerPackages, partners } from '../db/schema';
import type { Db } from '../db/types';
import { partnerAccount, systemAccount } from '../modules/ledger/accounts';
import { postTransaction } from '../modules/ledger/post-transaction';
import { accrualIntervalMs } from '../modules/packages/accrual-schedule';
import { bookAccruals } from '../modules/packages/book-accruals';
import { purchasePackage } from '../modules/packages/purchase-package';
import { readFinanceSettings } from '../modules/settings/finance-settings';

const DEMO_LOGIN = 'demo';
const FUNDING = BigInt(units(5_000));
/** The demo package was bought this long ago, so a few accruals are already booked. */
const HELD_FOR_MS = 3 * DAY + HOUR;

/**
 * Gives the demo partner money to show: a 5 000 GTC adjustment and the Standard package bought
 * three days ago with its accruals booked. Idempotent: skipped once the partner holds a package.
 * Returns what it created.
 */
export async function seedDemoMoney(tx: Db, now: Date): Promise<string[]> {
  const [demo] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(sql`lower(${partners.login})`, DEMO_LOGIN));
  if (!demo) return [];
  const [held] = await tx
    .select({ id: partnerPackages.id })
    .from(partnerPackages)
    .where(eq(partnerPackages.partnerId, demo.id))
    .limit(1);
  if (held) return [];

  const boughtAt = new Date(now.getTime() - HELD_FOR_MS);
  const wallet = await partnerAccount(tx, demo.id, 'GTC', boughtAt);
  const source = await systemAccount(tx, 'admin-adjustments', 'GTC', boughtAt);
  await postTransaction(tx, {
    kind: 'adjustment',
    naturalKey: `demo-funding:${demo.id}`,
    partnerId: demo.id,
    memo: 'Demo funding',
    details: { direction: 'credit', reason: 'Demo funding' },
    createdBy: { kind: 'system', id: null },
    at: boughtAt,
    entries: [
      { account: wallet, amount: FUNDING },
      { account: source, amount: -FUNDING },
    ],
  });

  const [pkg] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.status, 'active'))
    .orderBy(sql`${packages.name} <> 'Standard'`, asc(packages.price))
    .limit(1);
  if (!pkg) return ['demo funding'];
  const intervalMs = accrualIntervalMs(await readFinanceSettings(tx));
  const { row, packageName } = await purchasePackage(
    tx,
    { partnerId: demo.id, at: boughtAt, intervalMs, ip: null, impersonatorAdminId: null },
    pkg.id,
  );
  await bookAccruals(tx, [row], now, intervalMs);
  return ['demo funding', `demo package ${packageName}`];
}
