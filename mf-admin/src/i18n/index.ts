import { defineTranslations, type KeysUnder, type LocaleShape } from 'shared-ui';
import type { en } from './locales/en';

export type AdminLocale = LocaleShape<typeof en>;
/** The 'admin' keys under a dotted path, for `t` calls that build a key from a name. */
export type AdminKeysUnder<P extends string> = KeysUnder<AdminLocale, P>;
export type AdminRouteKey = keyof typeof en.routes;
export type AdminMenuGroup = keyof typeof en.groups;

/**
 * `t` of the 'admin' namespace (falls back to the common strings). Each language is its own chunk,
 * fetched when it is chosen; the hook suspends until the current one is there.
 */
export const useAdminT = defineTranslations('admin', {
  ru: () => import(/* webpackChunkName: "i18n-admin-ru" */ './locales/ru').then((m) => m.ru),
  en: () => import(/* webpackChunkName: "i18n-admin-en" */ './locales/en').then((m) => m.en),
  de: () => import(/* webpackChunkName: "i18n-admin-de" */ './locales/de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "i18n-admin-es" */ './locales/es').then((m) => m.es),
  vt: () => import(/* webpackChunkName: "i18n-admin-vt" */ './locales/vt').then((m) => m.vt),
});
