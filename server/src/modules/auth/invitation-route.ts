import { invitationParamSchema, invitationSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import type { ZodApp } from '../../http/zod-app';
import { findInvitingPartner } from '../partners/find-partner';

/** Public check of a partner code for the signup form: valid only for an active partner. */
export function invitationRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/auth/invitation/:code',
    {
      schema: {
        tags: ['auth'],
        params: invitationParamSchema,
        response: { 200: invitationSchema },
      },
      config: { access: access.public },
    },
    async (request) => {
      const sponsor = await findInvitingPartner(deps.db, request.params.code);
      return sponsor ? { valid: true, sponsorLogin: sponsor.login } : { valid: false };
    },
  );
}
