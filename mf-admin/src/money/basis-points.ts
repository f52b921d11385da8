import { BCP47, type Language } from 'shared-ui';

/**
 * A percentage an admin types ("0.45", "3", "1,5") as basis points (45, 300, 150); null unless
 * it has at most 2 decimals and is at most 100 %. Text arithmetic only, like `toMicro`.
 */
export function percentToBp(input: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as an input's text: 45 → "0.45", 300 → "3", 150 → "1.5". */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Basis points as display text in the language: 45 → "0.45%" (en), "0,45 %" (de). */
export function percentText(bp: number, lang: Language): string {
  return new Intl.NumberFormat(BCP47[lang], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
