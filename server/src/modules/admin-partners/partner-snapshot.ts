import type { LogSnapshot } from 'shared-api/contract';
import type { PartnerRow } from '../partners/find-partner';
import { profileSnapshot } from '../profile/profile-view';

/** The fields an admin may edit, flat, for the admin and partner logs (no secrets). */
export const partnerSnapshot = (partner: PartnerRow): LogSnapshot => ({
  login: partner.login,
  email: partner.email,
  ...profileSnapshot(partner),
});

/** Email and login taken by another partner, as the 409 the forms show next to the field. */
export function takenFieldOfConstraint(constraint: string | null): Record<string, string> | null {
  if (constraint === 'partners_email_key') return { email: 'taken' };
  if (constraint === 'partners_login_key') return { login: 'taken' };
  return null;
}
