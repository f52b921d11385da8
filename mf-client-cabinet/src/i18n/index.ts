import { defineTranslations, type LocaleShape } from 'shared-ui';
import type { en } from './locales/en';

export type CabinetLocale = LocaleShape<typeof en>;
export type RouteKey = keyof typeof en.routes;
export type MenuGroup = keyof typeof en.groups;

/**
 * `t` of the 'cabinet' namespace (falls back to the common strings). Each language is its own chunk,
 * fetched when it is chosen; the hook suspends until the current one is there.
 */
export const useCabinetT = defineTranslations('cabinet', {
  ru: () => import(/* webpackChunkName: "i18n-cabinet-ru" */ './locales/ru').then((m) => m.ru),
  en: () => import(/* webpackChunkName: "i18n-cabinet-en" */ './locales/en').then((m) => m.en),
  de: () => import(/* webpackChunkName: "i18n-cabinet-de" */ './locales/de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "i18n-cabinet-es" */ './locales/es').then((m) => m.es),
  vt: () => import(/* webpackChunkName: "i18n-cabinet-vt" */ './locales/vt').then((m) => m.vt),
});
