import {
  SOCIAL_NETWORKS,
  type AdminPartnerCreate,
  type AdminPartnerDetail,
  type AdminPartnerUpdate,
  type Language,
  type SocialNetwork,
} from 'shared-api';

/** Names and contacts: on both forms. */
export interface IdentityValues {
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  phone: string;
}

/** partners/create: the sponsor (fixed forever after) and the language of the mails. */
export interface CreateValues extends IdentityValues {
  sponsorCode: string;
  language: Language;
}

/** partners/edit/{id}: the profile fields too; '' everywhere means "not given". */
export interface EditValues extends IdentityValues {
  birthDate: string;
  country: string;
  countryCode: string;
  socials: Record<SocialNetwork, string>;
}

const trimmed = (values: IdentityValues): IdentityValues => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  login: values.login.trim(),
  phone: values.phone.trim(),
});

/** Empty optional fields are sent as null: the contract clears them. */
const orNull = (value: string | undefined) => value?.trim() || null;

export function emptyCreateValues(language: Language): CreateValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    login: '',
    phone: '',
    sponsorCode: '',
    language,
  };
}

export function toCreate(values: CreateValues): AdminPartnerCreate {
  return {
    ...trimmed(values),
    sponsorCode: values.sponsorCode.trim().toUpperCase() || null,
    language: values.language,
  };
}

export function toEditValues(partner: AdminPartnerDetail): EditValues {
  return {
    firstName: partner.firstName,
    lastName: partner.lastName,
    email: partner.email,
    login: partner.login,
    phone: partner.phone,
    birthDate: partner.birthDate ?? '',
    country: partner.country ?? '',
    countryCode: partner.countryCode ?? '',
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, partner.socials[network] ?? '']),
    ) as Record<SocialNetwork, string>,
  };
}

export function toUpdate(values: EditValues): AdminPartnerUpdate {
  return {
    ...trimmed(values),
    birthDate: orNull(values.birthDate),
    country: orNull(values.country)?.toUpperCase() ?? null,
    countryCode: orNull(values.countryCode),
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, orNull(values.socials[network])]),
    ),
  };
}
