import { useMemo } from 'react';
import { BCP47, useLanguage } from 'shared-ui';
import { COUNTRY_CODES, dialCodeOf } from './countries';

export interface CountryOption {
  value: string;
  label: string;
  dialCode: string;
}

/** Every country, named in the UI language by `Intl.DisplayNames` and sorted by that name. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: names.of(code) ?? code,
    dialCode: dialCodeOf(code) ?? '',
  })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The country options for the current language (re-made when it changes). */
export function useCountryOptions(): CountryOption[] {
  const lang = useLanguage();
  return useMemo(() => countryOptions(BCP47[lang]), [lang]);
}
