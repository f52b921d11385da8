import type { Locale } from 'antd/es/locale';
import type Dayjs from 'dayjs';
import { addLanguageExtra } from './i18n';
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

// dayjs names months and weekdays in antd's date pickers and calendars: each language's dayjs locale
// loads with its antd texts, into the dayjs that antd itself uses (the shell's: shared-ui runs from
// the shell's build). English is dayjs's own.
const DAYJS_LOCALES: Record<Language, { name: string; load?: () => Promise<unknown> }> = {
  ru: {
    name: 'ru',
    load: () => import(/* webpackChunkName: "dayjs-locale-ru" */ 'dayjs/locale/ru'),
  },
  en: { name: 'en' },
  de: {
    name: 'de',
    load: () => import(/* webpackChunkName: "dayjs-locale-de" */ 'dayjs/locale/de'),
  },
  es: {
    name: 'es',
    load: () => import(/* webpackChunkName: "dayjs-locale-es" */ 'dayjs/locale/es'),
  },
  vt: {
    name: 'vi',
    load: () => import(/* webpackChunkName: "dayjs-locale-vi" */ 'dayjs/locale/vi'),
  },
};

let dayjsOfAntd: typeof Dayjs | undefined;

/** Fetches dayjs and its locale for `lang` (English is built in). */
async function loadDayjsLocale(lang: Language): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), DAYJS_LOCALES[lang].load?.()]);
  dayjsOfAntd = dayjs;
}

/** Makes `lang` dayjs's language, once loadAntdLocale(lang) has resolved (setLanguage's show). */
export function showDayjsLocale(lang: Language): void {
  dayjsOfAntd?.locale(DAYJS_LOCALES[lang].name);
}

const loaded = new Map<Language, Locale>();
const pending = new Map<Language, Promise<Locale>>();

/**
 * antd's texts for `lang` (and dayjs's locale), fetched once; the same promise for every caller
 * (React's `use`).
 */
export function loadAntdLocale(lang: Language): Promise<Locale> {
  let promise = pending.get(lang);
  if (!promise) {
    promise = Promise.all([LOADERS[lang](), loadDayjsLocale(lang)]).then(
      ([{ default: locale }]) => {
        loaded.set(lang, locale);
        return locale;
      },
    );
    pending.set(lang, promise);
    // A failed download is not kept: the next switch or a retry fetches again.
    promise.catch(() => pending.delete(lang));
  }
  return promise;
}

/** antd's texts for `lang` when already fetched, else undefined. */
export function antdLocaleOf(lang: Language): Locale | undefined {
  return loaded.get(lang);
}

// antd's texts join every language switch once antd is on the page (the signed-in screens).
addLanguageExtra({
  load: loadAntdLocale,
  isLoaded: (lang) => antdLocaleOf(lang) !== undefined,
  show: showDayjsLocale,
});
