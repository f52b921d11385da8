// Settings: the signed-in admin's own 2FA, and the platform's finance numbers.
export { TwoFaSettings } from './two-fa-settings';
export { FinanceSettingsScreen } from './finance/finance-settings';
