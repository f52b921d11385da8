import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, languageSchema } from 'shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { partners, supportTickets } from '../../db/schema';
import { supportAnsweredMail } from '../../mail/support-answered-mail';

/**
 * "Support has answered", after the answer committed, in the partner's language. A mail failure
 * never undoes the answer: it is logged and not retried.
 */
export async function sendAnsweredMail(
  deps: AppDeps,
  ticketId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: partners.email,
      firstName: partners.firstName,
      language: partners.language,
      subject: supportTickets.subject,
    })
    .from(supportTickets)
    .innerJoin(partners, eq(partners.id, supportTickets.partnerId))
    .where(eq(supportTickets.id, ticketId));
  if (!row) return;
  try {
    await deps.mailer.send(
      supportAnsweredMail({
        to: row.email,
        name: row.firstName,
        language: languageSchema.catch(DEFAULT_LANGUAGE).parse(row.language),
        ticketId,
        subject: row.subject,
        link: `${deps.config.publicUrl}/client/support?ticket=${ticketId}`,
      }),
    );
  } catch (err) {
    log.error({ err, ticketId }, 'could not send the support-answered mail');
  }
}
