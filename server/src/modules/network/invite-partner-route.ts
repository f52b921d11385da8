import {
  DEFAULT_LANGUAGE,
  languageSchema,
  networkInvitationSchema,
  okSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { noSoonerThan } from '../../http/answer-floor';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { registerPartner } from '../auth/register-partner';
import { sendPasswordLink } from '../auth/send-password-link';
import { sendRegistrationAttempt } from '../auth/send-registration-attempt';
import { findPartnerById } from '../partners/find-partner';

/** 409: an inactive partner cannot invite (business rules, Partners). */
const invitationRequired = () =>
  new AppError(409, 'INVITATION_REQUIRED', 'Only active partners can invite');

/**
 * POST /api/client/network/invitations: "register a new partner by email". The partner is
 * registered under the caller exactly as the signup form would with the caller's code, and gets
 * the "set your password" mail in the caller's language.
 */
export function invitePartnerRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/network/invitations',
    {
      schema: {
        tags: ['network'],
        body: networkInvitationSchema,
        response: { 201: okSchema, ...errorResponses(401, 409, 422, 429) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const caller = await findPartnerById(deps.db, clientOf(request).partnerId);
      if (!caller?.active) throw invitationRequired();
      const language = languageSchema.catch(DEFAULT_LANGUAGE).parse(caller.language);
      // A new address and a taken one answer after the same time (answer-floor.ts).
      await noSoonerThan(deps.config.auth.enumerationFloorMs, async () => {
        const result = await registerPartner(
          deps,
          { ...request.body, partnerCode: caller.partnerCode, language },
          request.ip,
        ).catch((error: unknown) => {
          // The caller's packages may finish between the check and the registration.
          if (error instanceof AppError && error.code === 'INVITATION_REQUIRED') {
            throw invitationRequired();
          }
          throw error;
        });
        // As signup: an email already held is not told; its owner is mailed instead (unless deactivated).
        if (result.kind === 'created') {
          await sendPasswordLink(deps, request.log, { ...result, purpose: 'set' });
        } else {
          await sendRegistrationAttempt(deps, request.log, { owner: result.owner });
        }
      });
      return reply.code(201).send({ ok: true as const });
    },
  );
}
