import {
  compactLocalizedText,
  microToDecimal,
  toMicro,
  type CareerStatus,
  type CareerStatusInput,
  type LocalizedText,
} from 'shared-api';

/** The thresholds and rewards of a status, all GTC amounts. */
export const CAREER_AMOUNTS = [
  'personal',
  'firstLine',
  'mainBranch',
  'secondaryThreshold',
  'side',
  'reward',
  'mentorReward',
] as const;
export type CareerAmount = (typeof CAREER_AMOUNTS)[number];

/** What the form holds: amounts in whole GTC as typed, the branch count as a number. */
export type CareerFormValues = Record<CareerAmount, string> & {
  /** The name per language, as typed (Russian required). */
  nameI18n: LocalizedText;
  secondaryBranches: number | null;
};

export function careerFormValues(status: CareerStatus): CareerFormValues {
  const amounts = Object.fromEntries(
    CAREER_AMOUNTS.map((field) => [field, microToDecimal(status[field])]),
  ) as Record<CareerAmount, string>;
  return { ...amounts, nameI18n: status.nameI18n, secondaryBranches: status.secondaryBranches };
}

/** A value the form's rules have passed; anything else is a bug, not a user error. */
function checked<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`${field} was not validated`);
  return value;
}

/** The request body: every amount in micro-units. */
export function toCareerStatusInput(values: CareerFormValues): CareerStatusInput {
  const amounts = Object.fromEntries(
    CAREER_AMOUNTS.map((field) => [field, checked(toMicro(values[field]), field)]),
  ) as Record<CareerAmount, string>;
  return {
    ...amounts,
    nameI18n: compactLocalizedText(values.nameI18n),
    secondaryBranches: checked(values.secondaryBranches, 'secondaryBranches'),
  };
}
