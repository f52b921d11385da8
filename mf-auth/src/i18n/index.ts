import { defineTranslations, type LocaleShape } from 'shared-ui/public';
import type { en } from './locales/en';

export type AuthLocale = LocaleShape<typeof en>;

/** This remote's own namespace: a release of mf-auth never needs a new shared-ui. */
export const AUTH_NS = 'auth';

/**
 * `t` of the 'auth' namespace (falls back to the common strings). Each language is its own chunk,
 * fetched when it is chosen; the hook suspends until the current one is there.
 */
export const useAuthT = defineTranslations(AUTH_NS, {
  ru: () => import(/* webpackChunkName: "i18n-auth-ru" */ './locales/ru').then((m) => m.ru),
  en: () => import(/* webpackChunkName: "i18n-auth-en" */ './locales/en').then((m) => m.en),
  de: () => import(/* webpackChunkName: "i18n-auth-de" */ './locales/de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "i18n-auth-es" */ './locales/es').then((m) => m.es),
  vt: () => import(/* webpackChunkName: "i18n-auth-vt" */ './locales/vt').then((m) => m.vt),
});
