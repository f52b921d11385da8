import { eq } from 'drizzle-orm';
import {
  adminSupportThreadSchema,
  adminSupportTicketPageSchema,
  adminSupportTicketQuerySchema,
  adminSupportTicketSchema,
  idParamSchema,
  supportAdminReplyInputSchema,
  supportAssigneeListSchema,
  supportTicketUpdateSchema,
  type AdminSupportThread,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { supportTickets } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import type { LogReader } from '../logs/mask-personal-data';
import { writeAdminLog, type AdminLogEntry } from '../logs/write-log';
import { addMessage } from './add-message';
import { supportAssignees } from './assignees';
import { sendAnsweredMail } from './send-answered-mail';
import { supportMessages } from './support-metrics';
import { findAdminTicket, listAdminTickets, threadOf } from './ticket-view';

async function adminThread(db: Db, id: number, reader: LogReader): Promise<AdminSupportThread> {
  const ticket = await findAdminTicket(db, id, reader);
  if (!ticket) throw notFound('Ticket');
  return { ...ticket, messages: await threadOf(db, id, 'admin') };
}

/**
 * The admin-log row of an answer or a note: which message (never its text), and for an answer
 * the status and assignee it moved the ticket from and to.
 */
function messageLog(
  ticket: { id: number; status: string; assigneeAdminId: number | null },
  message: { adminId: number; messageId: number; internal: boolean; attachments: number },
): Pick<AdminLogEntry, 'action' | 'subject' | 'before' | 'after'> {
  const subject = { type: 'support-ticket', id: ticket.id } as const;
  const sent = { messageId: message.messageId, attachments: message.attachments };
  if (message.internal) return { action: 'support-note-added', subject, before: null, after: sent };
  return {
    action: 'support-replied',
    subject,
    before: { status: ticket.status, assigneeId: ticket.assigneeAdminId },
    after: {
      ...sent,
      status: 'answered',
      assigneeId: ticket.assigneeAdminId ?? message.adminId,
    },
  };
}

/** The back-office support desk: view-support reads, manage-support answers and assigns. */
export function adminSupportRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/support/tickets',
    {
      schema: {
        tags: ['support'],
        querystring: adminSupportTicketQuerySchema,
        response: { 200: adminSupportTicketPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-support') },
    },
    async (request) => listAdminTickets(deps.db, request.query, adminOf(request).permissions),
  );

  app.get(
    '/api/admin/support/tickets/:id',
    {
      schema: {
        tags: ['support'],
        params: idParamSchema,
        response: { 200: adminSupportThreadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-support') },
    },
    async (request) => adminThread(deps.db, request.params.id, adminOf(request).permissions),
  );

  app.get(
    '/api/admin/support/assignees',
    {
      schema: {
        tags: ['support'],
        response: { 200: supportAssigneeListSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('view-support') },
    },
    async () => ({ items: await supportAssignees(deps.db) }),
  );

  app.post(
    '/api/admin/support/tickets/:id/messages',
    {
      schema: {
        tags: ['support'],
        params: idParamSchema,
        body: supportAdminReplyInputSchema,
        response: { 201: adminSupportThreadSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('manage-support') },
    },
    async (request, reply) => {
      const { adminId, permissions } = adminOf(request);
      const { body, internal, attachmentIds } = request.body;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const [ticket] = await tx
          .select()
          .from(supportTickets)
          .where(eq(supportTickets.id, request.params.id))
          .for('update');
        if (!ticket) throw notFound('Ticket');
        const messageId = await addMessage(tx, {
          ticketId: ticket.id,
          author: { kind: 'admin', adminId },
          body,
          internal,
          attachmentIds,
          at: now,
        });
        // A note changes nothing the partner sees; an answer waits for the partner and, on an
        // unassigned ticket, makes the one who answered its assignee.
        await tx
          .update(supportTickets)
          .set(
            internal
              ? { updatedAt: now }
              : {
                  status: 'answered',
                  updatedAt: now,
                  lastMessageAt: now,
                  assigneeAdminId: ticket.assigneeAdminId ?? adminId,
                },
          )
          .where(eq(supportTickets.id, ticket.id));
        await writeAdminLog(tx, adminId, {
          ...messageLog(ticket, {
            adminId,
            messageId,
            internal,
            attachments: attachmentIds.length,
          }),
          ip: request.ip,
          at: now,
        });
      });
      supportMessages.inc({ author: internal ? 'note' : 'admin' });
      if (!internal) await sendAnsweredMail(deps, request.params.id, request.log);
      return reply.code(201).send(await adminThread(deps.db, request.params.id, permissions));
    },
  );

  app.put(
    '/api/admin/support/tickets/:id',
    {
      schema: {
        tags: ['support'],
        params: idParamSchema,
        body: supportTicketUpdateSchema,
        response: { 200: adminSupportTicketSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('manage-support') },
    },
    async (request) => {
      const { adminId, permissions } = adminOf(request);
      const { status, assigneeId } = request.body;
      const id = request.params.id;
      // The change and its admin-log row (who assigned or closed what, from which state) together.
      await deps.db.transaction(async (tx) => {
        // The assignee's row held until the commit, before the ticket's (a deletion of the admin
        // takes theirs, then clears the tickets they hold): one being deleted is waited for and
        // refused, where the update below failed on the foreign key (500).
        if (typeof assigneeId === 'number') {
          const [assignee] = await supportAssignees(tx, assigneeId, { lock: true });
          if (!assignee)
            throw new AppError(422, 'VALIDATION_FAILED', 'The assignee cannot handle support', {
              assigneeId: 'outOfRange',
            });
        }
        const [before] = await tx
          .select({ status: supportTickets.status, assigneeId: supportTickets.assigneeAdminId })
          .from(supportTickets)
          .where(eq(supportTickets.id, id))
          .for('update');
        if (!before) throw notFound('Ticket');
        const [after] = await tx
          .update(supportTickets)
          .set({
            ...(status ? { status } : {}),
            ...(assigneeId !== undefined ? { assigneeAdminId: assigneeId } : {}),
            updatedAt: deps.clock.now(),
          })
          .where(eq(supportTickets.id, id))
          .returning({ status: supportTickets.status, assigneeId: supportTickets.assigneeAdminId });
        if (after && (after.status !== before.status || after.assigneeId !== before.assigneeId)) {
          await writeAdminLog(tx, adminId, {
            action: 'support-ticket-updated',
            subject: { type: 'support-ticket', id },
            before,
            after,
            ip: request.ip,
            at: deps.clock.now(),
          });
        }
      });
      const ticket = await findAdminTicket(deps.db, id, permissions);
      if (!ticket) throw notFound('Ticket');
      return ticket;
    },
  );
}
