import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from 'shared-api/public';

export { LANGUAGES, DEFAULT_LANGUAGE, type Language };

/** Names shown in the language switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  vt: 'Tiếng Việt',
};

/** 'vt' is the product's code for Vietnamese; browsers and services know it as 'vi'. */
export const BCP47: Record<Language, string> = { ru: 'ru', en: 'en', de: 'de', es: 'es', vt: 'vi' };

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
