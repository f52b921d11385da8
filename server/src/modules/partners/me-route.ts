import { partnerMeSchema, type PartnerMe } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { unauthenticated } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import type { FileStorage } from '../../storage/file-storage';
import { clientSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { findPartnerById, type PartnerRow } from './find-partner';

export function meRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/me',
    {
      schema: { tags: ['client'], response: { 200: partnerMeSchema, ...errorResponses(401) } },
      config: { access: access.client },
    },
    async (request) => {
      const client = clientOf(request);
      const partner = await findPartnerById(deps.db, client.partnerId);
      if (!partner) throw unauthenticated();
      const sponsor = partner.sponsorId ? await findPartnerById(deps.db, partner.sponsorId) : null;
      return toPartnerMe(partner, sponsor, {
        storage: deps.storage,
        twoFactorEnabled: await isTwoFactorEnabled(deps.db, clientSubject(partner.id)),
        impersonated: client.impersonatorAdminId !== null,
      });
    },
  );
}

export function toPartnerMe(
  partner: PartnerRow,
  sponsor: PartnerRow | null,
  extra: { storage: FileStorage; twoFactorEnabled: boolean; impersonated: boolean },
): PartnerMe {
  return {
    id: partner.id,
    login: partner.login,
    email: partner.email,
    firstName: partner.firstName,
    lastName: partner.lastName,
    phone: partner.phone,
    partnerCode: partner.partnerCode,
    active: partner.active,
    registeredAt: partner.registeredAt.toISOString(),
    sponsor: sponsor
      ? {
          id: sponsor.id,
          login: sponsor.login,
          firstName: sponsor.firstName,
          lastName: sponsor.lastName,
          partnerCode: sponsor.partnerCode,
        }
      : null,
    avatarUrl: partner.avatarKey ? extra.storage.urlOf(partner.avatarKey) : null,
    twoFactorEnabled: extra.twoFactorEnabled,
    impersonated: extra.impersonated,
    // Micro-units as decimal strings. The ledger issue fills these from the partner's wallets.
    balances: { GTC: '0', USDT: '0' },
  };
}
