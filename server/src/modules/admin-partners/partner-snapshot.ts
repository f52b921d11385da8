import type { LogSnapshot } from 'shared-api/contract';
import type { PartnerRow } from '../partners/find-partner';
import { profileSnapshot } from '../profile/profile-view';

/** The fields an admin may edit, flat, for the admin and partner logs (no secrets). */
export const partnerSnapshot = (partner: PartnerRow): LogSnapshot => ({
  login: partner.login,
  email: partner.email,
  ...profileSnapshot(partner),
});

/** The personal data among a partner's snapshot fields (partnerSnapshot, and the avatar's key). */
const PERSONAL = new Set([
  'email',
  'firstName',
  'lastName',
  'phone',
  'birthDate',
  'country',
  'countryCode',
  'avatar',
]);

/**
 * A partner's snapshot field that is personal data, which only a reader with view-partners sees
 * in the logs: every field of partnerSnapshot but the login (the handle every log names a
 * partner by, and the id a transfer takes), and the avatar. Statuses and flags are not.
 */
export const isPartnerPersonalField = (field: string): boolean =>
  PERSONAL.has(field) || field.startsWith('socials.');
