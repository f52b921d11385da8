import type { Language } from 'shared-ui/public';
import type { AuthLocale } from '.';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { ru } from './locales/ru';
import { vt } from './locales/vt';

/** Every language of the 'auth' strings at once: for tests (the page fetches one at a time). */
export const authLocales: Record<Language, AuthLocale> = { ru, en, de, es, vt };
