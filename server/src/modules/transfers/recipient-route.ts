import { recipientQuerySchema, recipientSchema, type RecipientPreview } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
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
      const { firstName, lastName, ...named } = recipient;
      const initial = lastName.trim().charAt(0);
      const name = [firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
      return { ...named, name };
    },
  );
}
