import { sql, type SQL } from 'drizzle-orm';
import { adminUsers, outbox, partners } from '../../db/schema';
import { seesPersonalData, type LogReader } from '../logs/mask-personal-data';

/*
 * Whose personal data a mail holds: its recipient's. The outbox keeps only the address, so the
 * recipient is recognised by it, the way the logs recognise a record by its subject type. Both
 * emails are stored lower-case, like every address the mailers send to.
 */
const TO_ADMIN_USER = sql`exists (select 1 from ${adminUsers} where ${adminUsers.email} = ${outbox.to})`;
const TO_PARTNER = sql`exists (select 1 from ${partners} where ${partners.email} = ${outbox.to})`;

/**
 * Whether the reader may see a mail's recipient and content, as an SQL condition on the outbox
 * row, so that the list's masking, its search and its sort by address follow one rule.
 * A mail to an admin user's address needs what their e-mail needs in the logs (view-users); any
 * other mail needs view-partners, an address that is no one's now included: the old address an
 * email-change mail goes to was a partner's, and a mail nobody can be matched to is treated as a
 * partner's rather than shown (fails closed). An address both an admin and a partner hold needs
 * both permissions.
 */
export function recipientShown(reader: LogReader): SQL<boolean> {
  const partner = seesPersonalData(reader, 'partner');
  const adminUser = seesPersonalData(reader, 'admin-user');
  if (partner && adminUser) return sql<boolean>`true`;
  if (partner) return sql<boolean>`(not ${TO_ADMIN_USER})`;
  if (adminUser) return sql<boolean>`(${TO_ADMIN_USER} and not ${TO_PARTNER})`;
  return sql<boolean>`false`;
}
