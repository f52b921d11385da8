// Settings of the signed-in admin: their own 2FA.
export { TwoFaSettings } from './two-fa-settings';
