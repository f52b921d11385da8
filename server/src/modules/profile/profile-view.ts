import { SOCIAL_NETWORKS, type LogSnapshot, type Profile } from 'shared-api/contract';
import type { FileStorage } from '../../storage/file-storage';
import type { PartnerRow } from '../partners/find-partner';

export function toProfile(
  partner: PartnerRow,
  storage: FileStorage,
  twoFactorEnabled: boolean,
): Profile {
  return {
    login: partner.login,
    email: partner.email,
    firstName: partner.firstName,
    lastName: partner.lastName,
    phone: partner.phone,
    birthDate: partner.birthDate,
    country: partner.country,
    countryCode: partner.countryCode,
    socials: { ...partner.socials },
    avatarUrl: partner.avatarKey ? storage.urlOf(partner.avatarKey) : null,
    twoFactorEnabled,
  };
}

/** The editable fields, flat (socials as `socials.<network>`), for the partner log. */
export function profileSnapshot(partner: PartnerRow): LogSnapshot {
  const snapshot: LogSnapshot = {
    firstName: partner.firstName,
    lastName: partner.lastName,
    phone: partner.phone,
    birthDate: partner.birthDate,
    country: partner.country,
    countryCode: partner.countryCode,
  };
  for (const network of SOCIAL_NETWORKS) {
    snapshot[`socials.${network}`] = partner.socials[network] ?? null;
  }
  return snapshot;
}
