import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPartner, AdminPartnerDetail } from 'shared-api/contract';
import { partners, twoFactor } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

export const sponsors = alias(partners, 'sponsor');

/** Columns of a partner row with its sponsor and 2FA state (join `sponsors` and `twoFactor`). */
export const adminPartnerColumns = {
  partner: partners,
  sponsor: { id: sponsors.id, login: sponsors.login },
  twoFactorEnabled: sql<boolean>`${twoFactor.secret} is not null`,
};

/** The joins `adminPartnerColumns` needs. */
export const twoFactorOfPartner = and(
  eq(twoFactor.kind, 'client'),
  eq(twoFactor.subjectId, partners.id),
);

type Row = {
  partner: typeof partners.$inferSelect;
  sponsor: { id: number; login: string } | null;
  twoFactorEnabled: boolean | null;
};

export function toAdminPartner({ partner, sponsor, twoFactorEnabled }: Row): AdminPartner {
  return {
    id: partner.id,
    login: partner.login,
    email: partner.email,
    firstName: partner.firstName,
    lastName: partner.lastName,
    phone: partner.phone,
    partnerCode: partner.partnerCode,
    active: partner.active,
    disabled: partner.disabled,
    twoFactorEnabled: Boolean(twoFactorEnabled),
    sponsor,
    registeredAt: partner.registeredAt.toISOString(),
  };
}

export function toAdminPartnerDetail(row: Row, storage: FileStorage): AdminPartnerDetail {
  const { partner } = row;
  return {
    ...toAdminPartner(row),
    birthDate: partner.birthDate,
    country: partner.country,
    countryCode: partner.countryCode,
    socials: { ...partner.socials },
    avatarUrl: partner.avatarKey ? storage.urlOf(partner.avatarKey) : null,
  };
}
