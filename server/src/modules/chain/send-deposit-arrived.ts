import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, languageSchema, microToDecimal } from 'shared-api/contract';
import { chainTransfers, deposits, partners } from '../../db/schema';
import type { JobDeps } from '../../jobs/job';
import { depositArrivedMail } from '../../mail/deposit-arrived-mail';

/**
 * "Your deposit arrived", after the credit committed. A mail failure never undoes or repeats
 * the credit: it is reported on stderr and not retried.
 */
export async function sendDepositArrived(deps: JobDeps, depositId: number): Promise<void> {
  if (!deps.mailer) return;
  const [row] = await deps.db
    .select({
      email: partners.email,
      firstName: partners.firstName,
      language: partners.language,
      credit: deposits.credit,
      usdt: chainTransfers.amount,
    })
    .from(deposits)
    .innerJoin(partners, eq(partners.id, deposits.partnerId))
    .innerJoin(
      chainTransfers,
      and(eq(chainTransfers.depositId, deposits.id), eq(chainTransfers.status, 'credited')),
    )
    .where(eq(deposits.id, depositId))
    .limit(1);
  if (!row) return;
  try {
    await deps.mailer.send(
      depositArrivedMail({
        to: row.email,
        name: row.firstName,
        language: languageSchema.catch(DEFAULT_LANGUAGE).parse(row.language),
        depositId,
        usdt: microToDecimal(row.usdt),
        gtc: microToDecimal(row.credit),
        link: `${deps.config.publicUrl}/client/balance-deposit`,
      }),
    );
  } catch (err) {
    console.error(`deposit ${depositId}: could not send the deposit-arrived mail`, err);
  }
}
