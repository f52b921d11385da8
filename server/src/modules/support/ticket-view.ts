import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminSupportTicket,
  Page,
  SupportMessage,
  SupportStatus,
  SupportTicket,
} from 'shared-api/contract';
import {
  adminUsers,
  partners,
  supportAttachments,
  supportMessages,
  supportTickets,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { partnerNameFor, type LogReader } from '../logs/mask-personal-data';

type TicketRow = typeof supportTickets.$inferSelect;

export function toTicket(t: TicketRow): SupportTicket {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    lastMessageAt: t.lastMessageAt.toISOString(),
  };
}

/**
 * The ticket if the partner owns it: another partner's ticket is "not found", never "forbidden".
 * `forUpdate` (inside a transaction) locks its row until the commit: a write that decides on its
 * status (a reply refused on a closed ticket) waits for a status change under way.
 */
export async function findOwnTicket(
  db: Db,
  partnerId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.partnerId, partnerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The caller's tickets, latest activity first. */
export async function listOwnTickets(
  db: Db,
  partnerId: number,
  query: { status?: SupportStatus | undefined; page: number; pageSize: number },
): Promise<Page<SupportTicket>> {
  const where = and(
    eq(supportTickets.partnerId, partnerId),
    query.status ? eq(supportTickets.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  return { items: rows.map(toTicket), total: total?.n ?? 0 };
}

const assignees = alias(adminUsers, 'assignee');
const adminColumns = {
  ticket: supportTickets,
  partner: {
    id: partners.id,
    login: partners.login,
    name: sql<string>`${partners.firstName} || ' ' || ${partners.lastName}`,
  },
  assigneeId: assignees.id,
  assigneeName: assignees.name,
};

/**
 * A desk row as `reader` may see it: view-support opens the desk, not the partner's personal data,
 * so the partner's full name is masked without view-partners (their login and id always show).
 */
function toAdminTicket(
  row: {
    ticket: TicketRow;
    partner: { id: number; login: string; name: string };
    assigneeId: number | null;
    assigneeName: string | null;
  },
  reader: LogReader,
): AdminSupportTicket {
  return {
    ...toTicket(row.ticket),
    partner: { ...row.partner, name: partnerNameFor(reader, row.partner.name) },
    assignee: row.assigneeId !== null ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
  };
}

function selectAdminTickets(db: Db) {
  return db
    .select(adminColumns)
    .from(supportTickets)
    .innerJoin(partners, eq(partners.id, supportTickets.partnerId))
    .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeAdminId));
}

export async function findAdminTicket(
  db: Db,
  id: number,
  reader: LogReader,
): Promise<AdminSupportTicket | null> {
  const [row] = await selectAdminTickets(db).where(eq(supportTickets.id, id));
  return row ? toAdminTicket(row, reader) : null;
}

export type AdminTicketFilters = {
  status?: SupportStatus | undefined;
  category?: SupportTicket['category'] | undefined;
  assignee?: string | undefined;
  login?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

/** The back-office queue: filtered, latest activity first. `to` is inclusive (its whole day). */
export async function listAdminTickets(
  db: Db,
  q: AdminTicketFilters,
  reader: LogReader,
): Promise<Page<AdminSupportTicket>> {
  const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  const where: SQL | undefined = and(
    q.status ? eq(supportTickets.status, q.status) : undefined,
    q.category ? eq(supportTickets.category, q.category) : undefined,
    q.assignee === 'none' ? isNull(supportTickets.assigneeAdminId) : undefined,
    q.assignee && q.assignee !== 'none'
      ? eq(supportTickets.assigneeAdminId, Number(q.assignee))
      : undefined,
    q.login ? ilike(partners.login, containsPattern(q.login)) : undefined,
    q.from ? gte(supportTickets.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(supportTickets.createdAt, dayAfter(q.to)) : undefined,
  );
  const rows = await selectAdminTickets(db)
    .where(where)
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(supportTickets)
    .innerJoin(partners, eq(partners.id, supportTickets.partnerId))
    .where(where);
  return { items: rows.map((row) => toAdminTicket(row, reader)), total: total?.n ?? 0 };
}

/**
 * The thread in order, with each message's attachments. The partner's view leaves internal
 * notes out in the query itself, and names no admin ("Support").
 */
export async function threadOf(
  db: Db,
  ticketId: number,
  viewer: 'partner' | 'admin',
): Promise<SupportMessage[]> {
  const rows = await db
    .select({ message: supportMessages, adminName: adminUsers.name })
    .from(supportMessages)
    .leftJoin(adminUsers, eq(adminUsers.id, supportMessages.authorAdminId))
    .where(
      and(
        eq(supportMessages.ticketId, ticketId),
        viewer === 'partner' ? eq(supportMessages.internal, false) : undefined,
      ),
    )
    .orderBy(asc(supportMessages.id));
  const ids = rows.map((r) => r.message.id);
  const files = ids.length
    ? await db
        .select()
        .from(supportAttachments)
        .where(inArray(supportAttachments.messageId, ids))
        .orderBy(asc(supportAttachments.id))
    : [];
  return rows.map(({ message: m, adminName }) => ({
    id: m.id,
    author: m.authorKind,
    authorName: viewer === 'admin' ? adminName : null,
    body: m.body,
    internal: m.internal,
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size })),
    createdAt: m.createdAt.toISOString(),
  }));
}
