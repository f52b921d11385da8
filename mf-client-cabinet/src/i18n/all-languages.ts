import type { Language } from 'shared-ui';
import type { CabinetLocale } from '.';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { ru } from './locales/ru';
import { vt } from './locales/vt';

/** Every language of the 'cabinet' strings at once: for tests (the page fetches one at a time). */
export const cabinetLocales: Record<Language, CabinetLocale> = { ru, en, de, es, vt };
