import {
  adminPartnerCreateSchema,
  adminPartnerDetailSchema,
  adminPartnerUpdateSchema,
  idParamSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { sendPasswordLink } from '../auth/send-password-link';
import { createPartnerByAdmin } from './create-partner';
import { loadAdminPartnerDetail } from './load-admin-partner';
import { sendEmailChanged } from './send-email-changed';
import { setPartnerDisabled } from './set-partner-disabled';
import { updatePartnerByAdmin } from './update-partner';

/** spec §2 partners/create, partners/edit/{id}, and blocking sign-in (activate / deactivate). */
export function partnerWriteRoutes(app: ZodApp, deps: AppDeps): void {
  const detailOf = async (id: number) => {
    const detail = await loadAdminPartnerDetail(deps.db, deps.storage, id);
    if (!detail) throw notFound('Partner');
    return detail;
  };

  app.post(
    '/api/admin/partners',
    {
      schema: {
        tags: ['admin-partners'],
        body: adminPartnerCreateSchema,
        response: { 201: adminPartnerDetailSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: access.admin('create-partners') },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      const { partner, secret } = await createPartnerByAdmin(deps, request.body, {
        adminId,
        ip: request.ip,
      });
      // After the commit, as on signup: a failed mail leaves the account; forgot-password resends.
      await sendPasswordLink(deps, request.log, { partner, secret, purpose: 'set' });
      return reply.code(201).send(await detailOf(partner.id));
    },
  );

  app.put(
    '/api/admin/partners/:id',
    {
      schema: {
        tags: ['admin-partners'],
        params: idParamSchema,
        body: adminPartnerUpdateSchema,
        response: { 200: adminPartnerDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-partners') },
    },
    async (request) => {
      const { adminId } = adminOf(request);
      const emailChange = await updatePartnerByAdmin(deps, request.params.id, request.body, {
        adminId,
        ip: request.ip,
      });
      // After the commit: a password reset now goes to the new address, so the old one is told.
      if (emailChange) await sendEmailChanged(deps, request.log, emailChange);
      return detailOf(request.params.id);
    },
  );

  for (const [action, disabled] of [
    ['deactivate', true],
    ['activate', false],
  ] as const) {
    app.post(
      `/api/admin/partners/:id/${action}`,
      {
        schema: {
          tags: ['admin-partners'],
          params: idParamSchema,
          response: { 200: adminPartnerDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
        config: { access: access.admin('update-partners') },
      },
      async (request) => {
        const { adminId } = adminOf(request);
        await setPartnerDisabled(deps, request.params.id, disabled, { adminId, ip: request.ip });
        return detailOf(request.params.id);
      },
    );
  }
}
