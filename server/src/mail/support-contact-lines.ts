import type { Language, SupportContacts } from 'shared-api/contract';

const LABELS: Record<Language, Record<keyof SupportContacts, string>> = {
  ru: { email: 'Эл. почта', telegram: 'Telegram', phone: 'Телефон', hours: 'Часы работы' },
  en: { email: 'Email', telegram: 'Telegram', phone: 'Phone', hours: 'Hours' },
  de: { email: 'E-Mail', telegram: 'Telegram', phone: 'Telefon', hours: 'Erreichbarkeit' },
  es: { email: 'Correo', telegram: 'Telegram', phone: 'Teléfono', hours: 'Horario' },
  vt: { email: 'Email', telegram: 'Telegram', phone: 'Điện thoại', hours: 'Giờ làm việc' },
};

const ORDER: readonly (keyof SupportContacts)[] = ['email', 'telegram', 'phone', 'hours'];

/**
 * The support contacts the back-office set, one "Label: value" line each, as typed (the caller
 * escapes them for HTML). Plain text, not links: a mail's links are the ones it is about. Empty
 * when no way to reach support (email, Telegram, phone) is set: working hours alone reach nobody,
 * as on the public pages (shared-ui hasSupportContacts).
 */
export function supportContactLines(contacts: SupportContacts, language: Language): string[] {
  if (!contacts.email && !contacts.telegram && !contacts.phone) return [];
  const labels = LABELS[language];
  return ORDER.filter((key) => contacts[key]).map((key) => `${labels[key]}: ${contacts[key]}`);
}
