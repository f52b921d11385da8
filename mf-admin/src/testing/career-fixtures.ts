import { units, type CareerStatus } from 'shared-api';

/** A seeded career status (business rules, Career: Bronze), amounts in micro-units. */
export function careerStatusFixture(id: number, overrides: Partial<CareerStatus> = {}) {
  const name = overrides.name ?? 'Bronze';
  const status: CareerStatus = {
    id,
    rank: id,
    name,
    nameI18n: { ru: name },
    personal: units(500),
    firstLine: units(2000),
    mainBranch: units(5000),
    secondaryBranches: 1,
    secondaryThreshold: units(2000),
    side: units(5000),
    reward: units(100),
    mentorReward: units(20),
    ...overrides,
  };
  return status;
}
