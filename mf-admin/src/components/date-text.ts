import { formatDate, type Language } from 'shared-ui';

/** A server timestamp in the admin's language; an unparsable one as sent. */
export function dateText(iso: string, lang: Language, withTime = false): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatDate(iso, lang, withTime);
}
