import { BCP47, type Language } from '../i18n/languages';

const MICRO = 1_000_000n;

/**
 * Formats integer micro-units (6 decimals, given as a decimal string or bigint) without ever
 * passing through a float: 2 to 6 decimals, grouped for the language.
 */
export function formatMoney(micro: string | bigint, lang: Language, currency?: string): string {
  const value = typeof micro === 'bigint' ? micro : BigInt(micro);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = new Intl.NumberFormat(BCP47[lang]).format(abs / MICRO);
  const fraction = (abs % MICRO)
    .toString()
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  const separator =
    new Intl.NumberFormat(BCP47[lang]).formatToParts(1.5).find((p) => p.type === 'decimal')
      ?.value ?? '.';
  const text = `${negative ? '-' : ''}${whole}${separator}${fraction.padEnd(2, '0')}`;
  return currency ? `${text} ${currency}` : text;
}

export function formatDate(iso: string, lang: Language, withTime = false): string {
  return new Intl.DateTimeFormat(BCP47[lang], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
}
