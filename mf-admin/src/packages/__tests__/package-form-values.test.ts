import { units } from 'shared-api';
import { packageFormValues, toPackageInput, totalIncomeOf } from '../package-form-values';
import { packageFixture } from '../../testing/money-fixtures';

describe('the package form values', () => {
  it('round-trip a stored package through the form without a float', () => {
    const pkg = packageFixture(1, { price: '123456789', binaryDailyLimit: '1', dailyIncomeBp: 7 });
    const values = packageFormValues(pkg);
    expect(values).toMatchObject({
      price: '123.456789',
      binaryDailyLimit: '0.000001',
      dailyIncome: '0.07',
    });
    expect(toPackageInput(values)).toEqual({
      nameI18n: { ru: pkg.name },
      price: '123456789',
      dailyIncomeBp: 7,
      periodDays: 300,
      additionalDays: 10,
      linearLevels: 3,
      binaryDailyLimit: '1',
      status: 'active',
    });
  });

  it('compute the total income as price × daily % × (period + additional days)', () => {
    // Business rules' seeded catalogue: 1 000 GTC at 0.5 % for 300 + 10 days.
    expect(totalIncomeOf(packageFormValues(packageFixture(1)))).toBe(units(1550));
    expect(
      totalIncomeOf({ price: '100', dailyIncome: '0.4', periodDays: 300, additionalDays: 0 }),
    ).toBe(units(120));
    expect(totalIncomeOf({ price: '100', dailyIncome: '', periodDays: 300 })).toBeNull();
    expect(totalIncomeOf({ price: 'x', dailyIncome: '1', periodDays: 300 })).toBeNull();
  });
});
