import { defineTranslations, type Language, type LocaleShape } from 'shared-ui';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { ru } from './locales/ru';
import { vt } from './locales/vt';

export type AdminLocale = LocaleShape<typeof en>;
export type AdminRouteKey = keyof typeof en.routes;
export type AdminMenuGroup = keyof typeof en.groups;

/** The strings of the 'admin' namespace; the frame's and the common ones come from shared-ui. */
export const adminLocales: Record<Language, AdminLocale> = { ru, en, de, es, vt };

/** `t` of the admin namespace (falls back to the common strings); registered at module load. */
export const useAdminT = defineTranslations('admin', adminLocales);
