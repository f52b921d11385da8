import { SOCIAL_NETWORKS, type Profile, type ProfileUpdate, type SocialNetwork } from 'shared-api';

/** The editable fields as the form holds them: text everywhere, '' for "not given". */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  country: string | null;
  countryCode: string;
  socials: Record<SocialNetwork, string>;
}

export function toValues(profile: Profile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    birthDate: profile.birthDate ?? '',
    country: profile.country,
    countryCode: profile.countryCode ?? '',
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, profile.socials[network] ?? '']),
    ) as Record<SocialNetwork, string>,
  };
}

/** Empty optional fields are sent as null: the contract stores them as "not given". */
const orNull = (value: string | null | undefined) => value?.trim() || null;

export function toUpdate(values: ProfileValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    birthDate: orNull(values.birthDate),
    country: orNull(values.country),
    countryCode: orNull(values.countryCode),
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, orNull(values.socials[network])]),
    ),
  };
}
