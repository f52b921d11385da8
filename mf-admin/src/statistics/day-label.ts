import { BCP47, type Language } from 'shared-ui';

/** An ISO day as a short axis label in the admin's language ("Mar 5", "5 мар."). */
export function dayLabel(isoDay: string, lang: Language): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(BCP47[lang], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
