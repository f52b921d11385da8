import { eq } from 'drizzle-orm';
import { recipientQuerySchema, recipientSchema, type RecipientPreview } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { findRecipient, recipientRefused } from './find-recipient';

/**
 * GET /api/client/transfers/recipient: the partner a transfer would go to, so the form can show
 * whom the money leaves for before it is confirmed. Only the login, the partner code and the
 * first name with the surname's initial: enough to recognise someone, not a directory.
 */
export function recipientRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/transfers/recipient',
    {
      schema: {
        tags: ['transfers'],
        querystring: recipientQuerySchema,
        response: { 200: recipientSchema, ...errorResponses(401, 422, 429) },
      },
      config: { access: access.client },
    },
    async (request): Promise<RecipientPreview> => {
      const { partnerId } = clientOf(request);
      const recipient = await findRecipient(deps.db, request.query.id);
      if (!recipient) throw recipientRefused('id', 'unknownPartner');
      if (recipient.id === partnerId) throw recipientRefused('id', 'selfTransfer');
      const [person] = await deps.db
        .select({ firstName: partners.firstName, lastName: partners.lastName })
        .from(partners)
        .where(eq(partners.id, recipient.id));
      const initial = person?.lastName.trim().charAt(0);
      const name = [person?.firstName.trim(), initial ? `${initial}.` : '']
        .filter(Boolean)
        .join(' ');
      return { ...recipient, name };
    },
  );
}
