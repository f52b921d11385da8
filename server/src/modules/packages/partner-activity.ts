import { and, inArray, sql } from 'drizzle-orm';
import { partnerPackages, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { writeStatusChangedLogs, type PartnerLogActor } from '../logs/write-log';

/** business rules (Partners): active = holds at least one active package. */
const holdsActivePackage = sql`exists (
  select 1 from ${partnerPackages}
  where ${partnerPackages.partnerId} = ${partners.id} and ${partnerPackages.status} = 'active'
)`;

/**
 * Re-derives the `active` flag of these partners from their packages (after a purchase, or when
 * a package finishes) and writes a partner-log `status-changed` for each flag that flipped
 * (two statements however many partners).
 */
export async function syncPartnersActive(
  tx: Db,
  partnerIds: readonly number[],
  change: { actor: PartnerLogActor; ip: string | null; at: Date },
): Promise<void> {
  if (partnerIds.length === 0) return;
  const flipped = await tx
    .update(partners)
    .set({ active: holdsActivePackage })
    .where(
      and(
        inArray(partners.id, [...new Set(partnerIds)]),
        sql`${partners.active} <> ${holdsActivePackage}`,
      ),
    )
    .returning({ id: partners.id, active: partners.active });
  await writeStatusChangedLogs(
    tx,
    flipped.map((row) => ({ partnerId: row.id, active: row.active })),
    change,
  );
}
