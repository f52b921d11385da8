import { partnerMeSchema, type PartnerMe } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { unauthenticated } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import type { FileStorage } from '../../storage/file-storage';
import { partnerBalance } from '../ledger/accounts';
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
        balances: {
          GTC: (await partnerBalance(deps.db, partner.id, 'GTC')).toString(),
          USDT: (await partnerBalance(deps.db, partner.id, 'USDT')).toString(),
        },
      });
    },
  );
}

export function toPartnerMe(
  partner: PartnerRow,
  sponsor: PartnerRow | null,
  extra: {
    storage: FileStorage;
    twoFactorEnabled: boolean;
    impersonated: boolean;
    /** Micro-units as decimal strings, from the partner's wallets. */
    balances: PartnerMe['balances'];
  },
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
    balances: extra.balances,
  };
}
