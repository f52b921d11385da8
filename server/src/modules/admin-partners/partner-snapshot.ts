import type { LogSnapshot } from 'shared-api/contract';
import type { PartnerRow } from '../partners/find-partner';
import { profileSnapshot } from '../profile/profile-view';

/** The fields an admin may edit, flat, for the admin and partner logs (no secrets). */
export const partnerSnapshot = (partner: PartnerRow): LogSnapshot => ({
  login: partner.login,
  email: partner.email,
  ...profileSnapshot(partner),
});
