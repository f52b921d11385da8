import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { revokeAllTokens } from '../../security/tokens';
import { invalidState } from '../ledger/ledger-errors';
import { writeAdminLog, writePartnerLog } from '../logs/write-log';

/**
 * Blocks (`disabled = true`) or unblocks a partner's sign-in. Blocking revokes every client token
 * of the partner, so an open cabinet is signed out at its next call. Admin log
 * `partner-deactivated` / `partner-activated` and partner log `status-changed` (actor the admin).
 * 409 INVALID_STATE when the partner is already in that state.
 */
export async function setPartnerDisabled(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: number,
  disabled: boolean,
  actor: { adminId: number; ip: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ disabled: partners.disabled })
      .from(partners)
      .where(eq(partners.id, id))
      .for('update');
    if (!row) throw notFound('Partner');
    if (row.disabled === disabled) {
      throw invalidState(disabled ? 'The partner is already deactivated' : 'The partner is active');
    }
    await tx.update(partners).set({ disabled }).where(eq(partners.id, id));
    if (disabled) await revokeAllTokens(tx, 'client', id, now);
    const before = { disabled: !disabled };
    const after = { disabled };
    await writeAdminLog(tx, actor.adminId, {
      action: disabled ? 'partner-deactivated' : 'partner-activated',
      subject: { type: 'partner', id },
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    await writePartnerLog(tx, id, {
      action: 'status-changed',
      actor: { kind: 'admin', adminId: actor.adminId },
      before,
      after,
      ip: actor.ip,
      at: now,
    });
  });
}
