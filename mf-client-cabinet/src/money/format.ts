import { BCP47, formatMoney, type Language } from 'shared-ui';

/** Basis points as a percent ("0.45 %"): a rate shown to the partner, never used in arithmetic. */
export function formatBp(bp: number, lang: Language): string {
  return new Intl.NumberFormat(BCP47[lang], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

/** GTC per 1 USDT from its millionths (1 000 000 → "1.00"): millionths are micro-units' digits. */
export function formatRate(gtcPerUsdtPpm: number, lang: Language): string {
  return formatMoney(BigInt(gtcPerUsdtPpm), lang);
}

/** A countdown: "29:59", "4:05:09"; with days, `days` of them before the time ("2 d 04:05:09"). */
export function formatCountdown(ms: number, daysLabel: (days: number) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${daysLabel(days)} ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}
