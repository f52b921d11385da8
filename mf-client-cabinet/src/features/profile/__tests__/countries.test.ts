import { fields } from 'shared-api';
import { countryOptions } from '../country-names';
import { COUNTRY_CODES, DIAL_CODES, dialCodeOf } from '../countries';

it('every country passes the contract rules, with a valid dialling code', () => {
  expect(COUNTRY_CODES.length).toBeGreaterThan(240);
  for (const [country, dialCode] of Object.entries(DIAL_CODES)) {
    expect(fields.country().safeParse(country).success).toBe(true);
    expect(fields.countryCode().safeParse(dialCode).success).toBe(true);
  }
});

it('knows the dialling codes, whatever the case', () => {
  expect(dialCodeOf('DE')).toBe('+49');
  expect(dialCodeOf('vn')).toBe('+84');
  expect(dialCodeOf('US')).toBe('+1');
  expect(dialCodeOf(null)).toBeUndefined();
  expect(dialCodeOf('ZZ')).toBeUndefined();
});

it('names every country in the language, sorted by name', () => {
  const ru = countryOptions('ru');
  expect(ru.find((o) => o.value === 'DE')?.label).toBe('Германия');
  // Intl knows every code: none falls back to the bare code.
  expect(ru.filter((o) => o.label === o.value)).toEqual([]);
  const labels = ru.map((o) => o.label);
  expect(labels).toEqual([...labels].sort(new Intl.Collator('ru').compare));
  expect(countryOptions('vi').find((o) => o.value === 'DE')?.label).toBe('Đức');
});
