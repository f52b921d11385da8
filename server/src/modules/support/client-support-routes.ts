import { eq } from 'drizzle-orm';
import {
  idParamSchema,
  supportReplyInputSchema,
  supportThreadSchema,
  supportTicketInputSchema,
  supportTicketPageSchema,
  supportTicketQuerySchema,
  supportTicketSchema,
  type SupportThread,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { supportTickets } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { invalidState } from '../ledger/ledger-errors';
import { addMessage } from './add-message';
import { supportMessages, supportTicketsOpened } from './support-metrics';
import { findOwnTicket, listOwnTickets, threadOf, toTicket } from './ticket-view';

async function ownThread(db: Db, partnerId: number, id: number): Promise<SupportThread> {
  const ticket = await findOwnTicket(db, partnerId, id);
  if (!ticket) throw notFound('Ticket');
  return { ...toTicket(ticket), messages: await threadOf(db, ticket.id, 'partner') };
}

/** /client/support: the partner's own tickets; another partner's ticket is 404. */
export function clientSupportRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/support/tickets',
    {
      schema: {
        tags: ['support'],
        querystring: supportTicketQuerySchema,
        response: { 200: supportTicketPageSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => listOwnTickets(deps.db, clientOf(request).partnerId, request.query),
  );

  app.post(
    '/api/client/support/tickets',
    {
      schema: {
        tags: ['support'],
        body: supportTicketInputSchema,
        response: { 201: supportThreadSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const { partnerId } = clientOf(request);
      const { subject, category, body, attachmentIds } = request.body;
      const now = deps.clock.now();
      const id = await deps.db.transaction(async (tx) => {
        const [ticket] = await tx
          .insert(supportTickets)
          .values({
            partnerId,
            subject,
            category,
            status: 'open',
            createdAt: now,
            updatedAt: now,
            lastMessageAt: now,
          })
          .returning({ id: supportTickets.id });
        if (!ticket) throw new Error('ticket missing after insert');
        await addMessage(tx, {
          ticketId: ticket.id,
          author: { kind: 'partner', partnerId },
          body,
          internal: false,
          attachmentIds,
          at: now,
        });
        return ticket.id;
      });
      supportTicketsOpened.inc();
      supportMessages.inc({ author: 'partner' });
      return reply.code(201).send(await ownThread(deps.db, partnerId, id));
    },
  );

  app.get(
    '/api/client/support/tickets/:id',
    {
      schema: {
        tags: ['support'],
        params: idParamSchema,
        response: { 200: supportThreadSchema, ...errorResponses(401, 404, 422) },
      },
      config: { access: access.client },
    },
    async (request) => ownThread(deps.db, clientOf(request).partnerId, request.params.id),
  );

  app.post(
    '/api/client/support/tickets/:id/messages',
    {
      schema: {
        tags: ['support'],
        params: idParamSchema,
        body: supportReplyInputSchema,
        response: { 201: supportThreadSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const { partnerId } = clientOf(request);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        // Locked: an admin closing it meanwhile is waited for, and its close is not undone below.
        const ticket = await findOwnTicket(tx, partnerId, request.params.id, { forUpdate: true });
        if (!ticket) throw notFound('Ticket');
        if (ticket.status === 'closed') throw invalidState('The ticket is closed: open a new one');
        await addMessage(tx, {
          ticketId: ticket.id,
          author: { kind: 'partner', partnerId },
          body: request.body.body,
          internal: false,
          attachmentIds: request.body.attachmentIds,
          at: now,
        });
        // The partner wrote last: the ticket waits for the back-office again.
        await tx
          .update(supportTickets)
          .set({ status: 'open', updatedAt: now, lastMessageAt: now })
          .where(eq(supportTickets.id, ticket.id));
      });
      supportMessages.inc({ author: 'partner' });
      return reply.code(201).send(await ownThread(deps.db, partnerId, request.params.id));
    },
  );

  app.post(
    '/api/client/support/tickets/:id/close',
    {
      schema: {
        tags: ['support'],
        params: idParamSchema,
        response: { 200: supportTicketSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { partnerId } = clientOf(request);
      const ticket = await findOwnTicket(deps.db, partnerId, request.params.id);
      if (!ticket) throw notFound('Ticket');
      if (ticket.status === 'closed') return toTicket(ticket);
      const [closed] = await deps.db
        .update(supportTickets)
        .set({ status: 'closed', updatedAt: deps.clock.now() })
        .where(eq(supportTickets.id, ticket.id))
        .returning();
      if (!closed) throw notFound('Ticket');
      return toTicket(closed);
    },
  );
}
