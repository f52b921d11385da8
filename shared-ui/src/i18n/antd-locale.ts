import type { Locale } from 'antd/es/locale';
import type { Language } from './languages';

type LocaleModule = { default: Locale };

// One chunk per language: a page fetches only the antd texts of the language it shows.
const LOADERS: Record<Language, () => Promise<LocaleModule>> = {
  ru: () => import(/* webpackChunkName: "antd-locale-ru" */ 'antd/locale/ru_RU'),
  en: () => import(/* webpackChunkName: "antd-locale-en" */ 'antd/locale/en_US'),
  de: () => import(/* webpackChunkName: "antd-locale-de" */ 'antd/locale/de_DE'),
  es: () => import(/* webpackChunkName: "antd-locale-es" */ 'antd/locale/es_ES'),
  vt: () => import(/* webpackChunkName: "antd-locale-vt" */ 'antd/locale/vi_VN'),
};

const loaded = new Map<Language, Locale>();
const pending = new Map<Language, Promise<Locale>>();

/** antd's texts for `lang`, fetched once; the same promise for every caller (React's `use`). */
export function loadAntdLocale(lang: Language): Promise<Locale> {
  let promise = pending.get(lang);
  if (!promise) {
    promise = LOADERS[lang]().then(({ default: locale }) => {
      loaded.set(lang, locale);
      return locale;
    });
    pending.set(lang, promise);
  }
  return promise;
}

/** antd's texts for `lang` when already fetched, else undefined. */
export function antdLocaleOf(lang: Language): Locale | undefined {
  return loaded.get(lang);
}
