import type { Statistics } from 'shared-api';

export type BonusType = keyof Statistics['totals']['bonuses'];

/** The bonus types of the statistics, in the order the screen shows them. */
export const BONUS_TYPES: readonly BonusType[] = [
  'daily-bonus',
  'partner-purchase-bonus',
  'binary-bonus',
  'career-bonus',
];
