import { eq } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { partners } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { issueToken } from '../../../security/tokens';
import { createPartner, type PartnerFixture } from '../../../testing/fixtures';
import { createActivePackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { MODULES } from '../../index';
import { careerModule } from '../../career';
import { linearModule } from '../../linear';
import { payLinearBonuses } from '../../linear/pay-linear-bonuses';
import type { PartnerPackageRow } from '../../packages/partner-package-view';
import { networkModule } from '../index';

/**
 * The test app with the network, linear and career routes; they are added only while the app's
 * module list does not register them yet (a route registered twice fails the build).
 */
export function createNetworkTestApp(): Promise<TestApp> {
  const mine = [networkModule, linearModule, careerModule];
  return createTestApp({ extraModules: mine.filter((m) => !MODULES.includes(m)) });
}

/** A client token of `partnerId` that outlives the clock moves of a test file. */
export async function tokenOf(t: TestApp, partnerId: number): Promise<string> {
  const issued = await issueToken(t.db, {
    kind: 'client',
    subjectId: partnerId,
    now: t.clock.now(),
    ttlMs: 400 * DAY,
  });
  return issued.token;
}

/** A partner invited by `sponsorId` (inactive, no package) with `volume` GTC of personal volume. */
export async function partnerUnder(
  db: Db,
  sponsorId: number | null,
  volume = 0,
  input: { login?: string; active?: boolean; registeredAt?: Date } = {},
): Promise<PartnerFixture> {
  const partner = await createPartner(db, { sponsorId, active: false, ...input });
  if (volume > 0) await setPersonalVolume(db, partner.id, volume);
  return { ...partner, personalVolume: BigInt(units(volume)) };
}

export async function setPersonalVolume(db: Db, partnerId: number, volume: number): Promise<void> {
  await db
    .update(partners)
    .set({ personalVolume: BigInt(units(volume)) })
    .where(eq(partners.id, partnerId));
}

/** A sponsor chain: `chain[0]` is the top, each next one invited by the previous. */
export async function sponsorChain(db: Db, length: number, top: number | null = null) {
  const chain: PartnerFixture[] = [];
  for (let i = 0; i < length; i += 1) {
    chain.push(await partnerUnder(db, chain[i - 1]?.id ?? top));
  }
  return chain;
}

/**
 * A real purchase of `packageId` at `at`, with the linear bonuses of its payment: paid here in
 * case the purchase does not call the network yet, a no-op by natural key when it does.
 */
export async function buyPackage(
  t: TestApp,
  partnerId: number,
  packageId: number,
  at: Date = t.clock.now(),
): Promise<PartnerPackageRow> {
  const row = await createActivePackage(t.db, partnerId, { packageId, at });
  await t.db.transaction((tx) =>
    payLinearBonuses(tx, {
      partnerId,
      amount: row.paid,
      transactionId: row.transactionId,
      at,
    }),
  );
  return row;
}
