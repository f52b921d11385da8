import { useLanguage } from 'shared-ui';
import { dateText } from './date-text';

/** A table cell's timestamp: date and time in the admin's language, on one line. */
export function TimeCell({ iso }: { iso: string }) {
  const lang = useLanguage();
  return <span style={{ whiteSpace: 'nowrap' }}>{dateText(iso, lang, true)}</span>;
}
