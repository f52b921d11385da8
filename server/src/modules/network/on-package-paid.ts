import { eq, sql } from 'drizzle-orm';
import { partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordBinaryVolume } from '../binary/record-binary-volume';
import { payLinearBonuses } from '../linear/pay-linear-bonuses';
import type { PackagePayment } from './package-payment';

/**
 * Everything a package payment moves in the network, in the payment's transaction: the buyer's
 * personal volume (career, linear levels), the binary volume and the upline's linear bonuses.
 */
export async function onPackagePaid(tx: Db, payment: PackagePayment): Promise<void> {
  await tx
    .update(partners)
    .set({
      personalVolume: sql`${partners.personalVolume} + ${payment.amount.toString()}::numeric`,
    })
    .where(eq(partners.id, payment.partnerId));
  await recordBinaryVolume(tx, payment);
  await payLinearBonuses(tx, payment);
}
