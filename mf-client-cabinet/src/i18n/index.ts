import { defineTranslations, type Language, type LocaleShape } from 'shared-ui';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { ru } from './locales/ru';
import { vt } from './locales/vt';

export type CabinetLocale = LocaleShape<typeof en>;
export type RouteKey = keyof typeof en.routes;
export type MenuGroup = keyof typeof en.groups;

/** The strings of the 'cabinet' namespace; the frame's and the common ones come from shared-ui. */
export const cabinetLocales: Record<Language, CabinetLocale> = { ru, en, de, es, vt };

/** `t` of the cabinet namespace (falls back to the common strings); registered at module load. */
export const useCabinetT = defineTranslations('cabinet', cabinetLocales);
