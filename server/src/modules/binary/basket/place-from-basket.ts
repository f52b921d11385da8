import { sql } from 'drizzle-orm';
import type { BinarySide } from 'shared-api/contract';
import { HOUR } from '../../../clock';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/app-error';
import { queryRows } from '../../ledger/sql-rows';
import { notInBinary, notPlaceable } from '../binary-errors';
import { ensurePlaced, hasNode } from '../placement/binary-root';
import { placePartners } from '../placement/place-partners';

/**
 * business rules (Binary): the sponsor places a basket partner into a leg within the window.
 * 404 for a partner the caller did not sponsor, 409 NOT_IN_BINARY while the caller is not
 * placed, 409 INVALID_STATE when already placed (placement is final) or the window has passed.
 */
export async function placeFromBasket(
  tx: Db,
  input: { callerId: number; partnerId: number; side: BinarySide; now: Date; basketHours: number },
): Promise<void> {
  // Held until commit: the auto-placement job skips it, a purchase of theirs waits.
  const [target] = await queryRows<{ sponsorId: number | null; registeredAt: Date | string }>(
    tx,
    sql`select sponsor_id as "sponsorId", registered_at as "registeredAt"
    from partners where id = ${input.partnerId} for no key update`,
  );
  if (!target || target.sponsorId !== input.callerId) throw notFound('Partner');
  if (!(await ensurePlaced(tx, input.callerId, input.now))) throw notInBinary();
  if (await hasNode(tx, input.partnerId)) throw notPlaceable('The partner is placed already');
  const closesAt = new Date(target.registeredAt).getTime() + input.basketHours * HOUR;
  if (input.now.getTime() >= closesAt) {
    throw notPlaceable('The placement window has passed: the partner is placed automatically');
  }
  await placePartners(
    tx,
    [{ partnerId: input.partnerId, sponsorId: input.callerId, side: input.side, by: 'sponsor' }],
    input.now,
  );
}
