/** The system accounts of business rules (Money); each exists per currency. */
export const SYSTEM_ACCOUNTS = [
  'deposits-in',
  'withdrawals-pending',
  'payouts-out',
  'bonuses',
  'fees',
  'admin-adjustments',
  /** What partners pay for packages. */
  'package-sales',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];
