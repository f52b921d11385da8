import { sql, type SQL } from 'drizzle-orm';
import { adminUsers, outbox } from '../../db/schema';
import { seesPersonalData, type LogReader } from '../logs/mask-personal-data';

/*
 * Whose personal data a mail holds: its recipient's. The outbox keeps only the address, so the
 * recipient is recognised by it, the way the logs recognise a record by its subject type. Both
 * emails are stored lower-case, like every address the mailers send to.
 */
const TO_ADMIN_USER = sql`exists (select 1 from ${adminUsers} where ${adminUsers.email} = ${outbox.to})`;

/**
 * Whether the reader may see a mail's recipient and content, as an SQL condition on the outbox
 * row, so that the list's masking, its search and its sort by address follow one rule.
 * Every mail needs view-partners: the mailers write only to partners (the old address of an email
 * change included), and an address is matched to whoever holds it NOW, so an address a partner
 * left can be an admin user's today (given to a staff account by anyone with update-users) while
 * its mails still hold the partner's name, new address, amounts. A mail to an address an admin
 * user holds needs view-users too (their e-mail in the logs needs it). Fails closed both ways.
 */
export function recipientShown(reader: LogReader): SQL<boolean> {
  const partner = seesPersonalData(reader, 'partner');
  const adminUser = seesPersonalData(reader, 'admin-user');
  if (!partner) return sql<boolean>`false`;
  if (adminUser) return sql<boolean>`true`;
  return sql<boolean>`(not ${TO_ADMIN_USER})`;
}
