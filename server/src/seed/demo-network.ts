import { eq, sql } from 'drizzle-orm';
import type { BinarySide } from 'shared-api/contract';
import { units } from 'shared-api/contract';
import { DAY, HOUR, MINUTE } from '../clock';
import { packages, partners } from '../db/schema';
import type { Db } from '../db/types';
import { runBinaryClose } from '../modules/binary/close/close-job';
import { ensurePlaced, hasNode } from '../modules/binary/placement/binary-root';
import { placePartners, type Placement } from '../modules/binary/placement/place-partners';
import { runCareerEvaluation } from '../modules/career/career-evaluation-job';
import { partnerAccount, systemAccount } from '../modules/ledger/accounts';
import { postTransaction } from '../modules/ledger/post-transaction';
import { queryRows } from '../modules/ledger/sql-rows';
import { accrualIntervalMs } from '../modules/packages/accrual-schedule';
import { bookAccruals, type AccruingPackage } from '../modules/packages/book-accruals';
import { purchasePackage } from '../modules/packages/purchase-package';
import { readFinanceSettings } from '../modules/settings/finance-settings';

const DEMO_LOGIN = 'demo';
/** Partners per sponsor line below demo: more in the first lines, 60 in all. */
const LINE_SIZES = [8, 14, 14, 10, 8, 6] as const;
/** The last first-line partners stay in demo's basket (registered within the last 24 h). */
const BASKET_SIZE = 3;
const BASKET_AGES_H = [14, 8, 2];
/** The network starts after demo's own package (demo-money.ts, 3 days and 1 hour ago). */
const NETWORK_AGE_MS = 3 * DAY;
/** Lines register 6 h apart, partners of a line 20 min apart: a line is placed before the next. */
const LINE_STEP_MS = 6 * HOUR;
const MEMBER_STEP_MS = 20 * MINUTE;
/** Packages bought in turn (null = registered without one); names of the seeded catalogue. */
const PACKAGE_CYCLE = [
  'Advanced',
  'Standard',
  'Premium',
  'Basic',
  'Standard',
  null,
  'Start',
  'Basic',
  'Standard',
  'Advanced',
  'Start',
  null,
] as const;
const BASKET_PACKAGES = ['Standard', null, 'Basic'] as const;
/** Funding beyond the package price, so the wallets show a balance. */
const SPARE_FUNDING = BigInt(units(250));
const FIRST_NAMES = ['Anna', 'Boris', 'Clara', 'David', 'Elena', 'Felix', 'Greta', 'Hugo'];
const LAST_NAMES = ['Adams', 'Berger', 'Costa', 'Dietrich', 'Evans', 'Fischer', 'Hansen'];

export type DemoMember = {
  login: string;
  sponsorLogin: string;
  line: number;
  firstName: string;
  lastName: string;
  phone: string;
  partnerCode: string;
  registeredAt: Date;
  packageName: string | null;
  boughtAt: Date;
  /** Null for a basket entry (waits for demo to place it). */
  placement: { side: BinarySide | 'smaller'; by: Placement['by']; at: Date } | null;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The demo network, deterministic for `now`: lines 1..6 under demo, each partner sponsored by a
 * partner of the line above in turn. Demo places its first line by hand (left, right, …); the
 * lines below are placed automatically 24 h after registration, as the basket job would.
 */
export function demoNetworkPlan(now: Date): DemoMember[] {
  const start = now.getTime() - NETWORK_AGE_MS;
  const members: DemoMember[] = [];
  let sponsors: string[] = [DEMO_LOGIN];
  let k = 0;
  LINE_SIZES.forEach((size, index) => {
    const line = index + 1;
    const lineMembers: DemoMember[] = [];
    for (let i = 0; i < size; i += 1, k += 1) {
      const basketAt = line === 1 ? i - (size - BASKET_SIZE) : -1;
      const inBasket = basketAt >= 0;
      const registeredAt = new Date(
        inBasket
          ? now.getTime() - (BASKET_AGES_H[basketAt] ?? 1) * HOUR
          : start + index * LINE_STEP_MS + i * MEMBER_STEP_MS,
      );
      const at = (ms: number) => new Date(registeredAt.getTime() + ms);
      const login = `demo-l${line}-${pad2(i + 1)}`;
      lineMembers.push({
        login,
        sponsorLogin: sponsors[i % sponsors.length] ?? DEMO_LOGIN,
        line,
        firstName: FIRST_NAMES[k % FIRST_NAMES.length] ?? 'Demo',
        lastName: LAST_NAMES[k % LAST_NAMES.length] ?? 'Partner',
        phone: `+1555${String(k + 1).padStart(7, '0')}`,
        // Digits 0 and 1 never occur in generated codes (partner-code.ts): no clash possible.
        partnerCode: `DL${line}${pad2(i + 1)}NET`,
        registeredAt,
        packageName: inBasket
          ? (BASKET_PACKAGES[basketAt] ?? null)
          : (PACKAGE_CYCLE[k % PACKAGE_CYCLE.length] ?? null),
        boughtAt: at(inBasket ? HOUR / 2 : 2 * HOUR),
        placement: inBasket
          ? null
          : line === 1
            ? { side: i % 2 === 0 ? 'left' : 'right', by: 'sponsor', at: at(HOUR) }
            : { side: 'smaller', by: 'auto', at: at(DAY) },
      });
    }
    members.push(...lineMembers);
    // Basket entries are not in the tree: nobody is sponsored by them.
    sponsors = lineMembers.filter((m) => m.placement).map((m) => m.login);
  });
  return members;
}

/**
 * Grows the demo network (see demoNetworkPlan) with real purchases, so linear bonuses, binary
 * volume and accruals are booked by the services themselves, then closes the past days and
 * evaluates careers so binary bonuses and statuses exist. Idempotent: skipped once demo has a
 * first-line partner. Runs in the seed's transaction; returns what it created.
 */
export async function seedDemoNetwork(tx: Db, now: Date): Promise<string[]> {
  const [demo] = await queryRows<{ id: number; sponsorId: number | null; grown: boolean }>(
    tx,
    sql`select p.id, p.sponsor_id as "sponsorId",
      exists (select 1 from partners c where c.sponsor_id = p.id) as grown
    from partners p where lower(p.login) = ${DEMO_LOGIN}`,
  );
  if (!demo || demo.grown) return [];

  const plan = demoNetworkPlan(now);
  const networkStart = new Date(now.getTime() - NETWORK_AGE_MS);
  await backdateUpline(tx, demo.id, new Date(networkStart.getTime() - 30 * DAY));
  await placeDemo(tx, demo, new Date(networkStart.getTime() - 30 * MINUTE));

  const catalogue = new Map(
    (
      await tx
        .select({ id: packages.id, name: packages.name, price: packages.price })
        .from(packages)
        .where(eq(packages.status, 'active'))
    ).map((p) => [p.name, p]),
  );
  const intervalMs = accrualIntervalMs(await readFinanceSettings(tx));
  const ids = new Map<string, number>([[DEMO_LOGIN, demo.id]]);
  const bought: AccruingPackage[] = [];
  for (const m of plan) {
    const sponsorId = ids.get(m.sponsorLogin);
    if (sponsorId === undefined) throw new Error(`demo network: ${m.sponsorLogin} missing`);
    const partnerId = await insertMember(tx, m, sponsorId);
    ids.set(m.login, partnerId);
    const pkg = m.packageName ? catalogue.get(m.packageName) : undefined;
    const place = async () => {
      if (m.placement)
        await placePartners(tx, [{ partnerId, sponsorId, ...m.placement }], m.placement.at);
    };
    // Events in time order: a purchase before placement reaches the legs when placed.
    if (m.placement && m.placement.at <= m.boughtAt) await place();
    if (pkg) {
      await fund(tx, partnerId, pkg.price + SPARE_FUNDING, m.registeredAt);
      const { row } = await purchasePackage(
        tx,
        { partnerId, at: m.boughtAt, intervalMs, ip: null, impersonatorAdminId: null },
        pkg.id,
      );
      bought.push(row);
    }
    if (m.placement && m.placement.at > m.boughtAt) await place();
  }
  await bookAccruals(tx, bought, now, intervalMs);

  // The jobs' own runs (their transactions nest as savepoints): on a database whose close marker
  // already passed these days, the close books nothing and the volume waits for the next close.
  const closes = await runBinaryClose(tx, now);
  const statuses = await runCareerEvaluation(tx, now);
  return [
    `demo network ${plan.length} partners`,
    `demo network ${bought.length} packages`,
    `demo network ${closes} binary closes`,
    `demo network ${statuses} career statuses`,
  ];
}

async function insertMember(tx: Db, m: DemoMember, sponsorId: number): Promise<number> {
  const [row] = await tx
    .insert(partners)
    .values({
      login: m.login,
      email: `${m.login}@demo.example`,
      firstName: m.firstName,
      lastName: m.lastName,
      phone: m.phone,
      partnerCode: m.partnerCode,
      sponsorId,
      language: 'ru',
      // Not meant to sign in: admins see them through login-as.
      passwordHash: null,
      registeredAt: m.registeredAt,
    })
    .returning({ id: partners.id });
  if (!row) throw new Error(`demo network: ${m.login} missing after insert`);
  return row.id;
}

/** An admin adjustment like demo's own funding (demo-money.ts). */
async function fund(tx: Db, partnerId: number, amount: bigint, at: Date): Promise<void> {
  const wallet = await partnerAccount(tx, partnerId, 'GTC', at);
  const source = await systemAccount(tx, 'admin-adjustments', 'GTC', at);
  await postTransaction(tx, {
    kind: 'adjustment',
    naturalKey: `demo-funding:${partnerId}`,
    partnerId,
    memo: 'Demo funding',
    details: { direction: 'credit', reason: 'Demo funding' },
    createdBy: { kind: 'system', id: null },
    at,
    entries: [
      { account: wallet, amount },
      { account: source, amount: -amount },
    ],
  });
}

/** Demo and its sponsors registered before the network they lead (the seed writes them `now`). */
async function backdateUpline(tx: Db, demoId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    with recursive upline(id) as (
      select ${demoId}::int
      union all
      select p.sponsor_id from upline u join partners p on p.id = u.id where p.sponsor_id is not null
    )
    update partners set registered_at = ${at.toISOString()}::timestamptz
    where id in (select id from upline) and registered_at > ${at.toISOString()}::timestamptz`);
}

/**
 * Demo into the binary tree, under its sponsor (root, made the tree's root) on the left, or as
 * a root itself when it has no sponsor. Its pending package volume reaches the legs here.
 */
async function placeDemo(
  tx: Db,
  demo: { id: number; sponsorId: number | null },
  at: Date,
): Promise<void> {
  if (await hasNode(tx, demo.id)) return;
  if (demo.sponsorId === null) {
    await ensurePlaced(tx, demo.id, at);
    return;
  }
  if (!(await ensurePlaced(tx, demo.sponsorId, at))) {
    throw new Error('demo network: the sponsor of demo is not in the binary tree');
  }
  await tx.execute(sql`select id from partners where id = ${demo.id} for no key update`);
  await placePartners(
    tx,
    [{ partnerId: demo.id, sponsorId: demo.sponsorId, side: 'left', by: 'sponsor' }],
    at,
  );
}
