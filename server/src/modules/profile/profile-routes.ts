import { eq } from 'drizzle-orm';
import { profileSchema, profileUpdateSchema, type SocialNetwork } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { unauthenticated } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { changedFields, writePartnerLog } from '../logs/write-log';
import { findPartnerById } from '../partners/find-partner';
import { clientSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { profileSnapshot, toProfile } from './profile-view';

/**
 * The partner's profile. The body is validated by the contract's zod schema, the same one the
 * form uses, so the server answers the same message codes. Changes go to the partner log.
 */
export function profileRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/profile',
    {
      schema: { tags: ['profile'], response: { 200: profileSchema, ...errorResponses(401) } },
      config: { access: access.client },
    },
    async (request) => {
      const partner = await findPartnerById(deps.db, clientOf(request).partnerId);
      if (!partner) throw unauthenticated();
      const twoFactor = await isTwoFactorEnabled(deps.db, clientSubject(partner.id));
      return toProfile(partner, deps.storage, twoFactor);
    },
  );

  app.put(
    '/api/client/profile',
    {
      schema: {
        tags: ['profile'],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const client = clientOf(request);
      const body = request.body;
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const before = await findPartnerById(tx, client.partnerId);
        if (!before) throw unauthenticated();
        const socials: Partial<Record<SocialNetwork, string>> = {};
        for (const [network, handle] of Object.entries(body.socials ?? before.socials)) {
          if (handle) socials[network as SocialNetwork] = handle;
        }
        const [after] = await tx
          .update(partners)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            // undefined = not sent = unchanged; null (or '') = cleared.
            ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
            ...(body.country !== undefined ? { country: body.country } : {}),
            ...(body.countryCode !== undefined ? { countryCode: body.countryCode } : {}),
            socials,
          })
          .where(eq(partners.id, client.partnerId))
          .returning();
        if (!after) throw unauthenticated();
        const change = changedFields(profileSnapshot(before), profileSnapshot(after));
        if (change) {
          await writePartnerLog(tx, after.id, {
            action: 'profile-updated',
            actor: client.impersonatorAdminId
              ? { kind: 'admin', adminId: client.impersonatorAdminId }
              : { kind: 'partner' },
            ...change,
            ip: request.ip,
            at: now,
          });
        }
        const twoFactor = await isTwoFactorEnabled(tx, clientSubject(after.id));
        return toProfile(after, deps.storage, twoFactor);
      });
    },
  );
}
