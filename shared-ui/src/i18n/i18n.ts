import i18next, { type FlatNamespace, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readLanguage, writeLanguage } from './language-cookie';
import { BCP47, isLanguage, LANGUAGES, type Language } from './languages';
import { namespaceBackend, registerNamespace, type LocaleLoaders } from './namespace-loaders';

export const COMMON_NS = 'common';

registerNamespace(COMMON_NS, {
  ru: () => import(/* webpackChunkName: "i18n-common-ru" */ './locales/ru').then((m) => m.ru),
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './locales/en').then((m) => m.en),
  de: () => import(/* webpackChunkName: "i18n-common-de" */ './locales/de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "i18n-common-es" */ './locales/es').then((m) => m.es),
  vt: () => import(/* webpackChunkName: "i18n-common-vt" */ './locales/vt').then((m) => m.vt),
});

/** The page's one i18next instance: shared-ui is a federation singleton. */
export const i18n: I18n = i18next.createInstance();

// Only the chosen language is fetched: no fallback language (every language has every key, a
// test checks it), and each namespace comes from its loader (namespaceBackend).
void i18n
  .use(namespaceBackend)
  .use(initReactI18next)
  .init({
    lng: readLanguage(),
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

/**
 * A remote's i18n wiring in one call: registers the loaders of its namespace `ns` (each remote
 * ships its own strings, so a remote release never needs a new shared-ui), starts fetching the
 * current language, and returns the remote's `t` hook, e.g.
 * `export const useCabinetT = defineTranslations('cabinet', cabinetLoaders);`.
 * The hook suspends until the namespace's current language is there (no flash of keys).
 */
export function defineTranslations<const N extends FlatNamespace>(ns: N, loaders: LocaleLoaders) {
  registerNamespace(ns, loaders);
  void i18n.loadNamespaces(ns);
  /** `t` of the namespace, with the common strings as fallback. */
  function useNamespaceT() {
    return useTranslation(ns, { i18n });
  }
  return useNamespaceT;
}

function namespaces(): readonly string[] {
  const { ns } = i18n.options;
  return typeof ns === 'string' ? [ns] : (ns ?? []);
}

/**
 * What a language needs besides its strings, added by the part of shared-ui that uses it: antd's
 * texts and dayjs's locale come with antd (antd-locale.ts), so the public pages, which render
 * without antd, neither wait for nor download them.
 */
export interface LanguageExtra {
  load(lang: Language): Promise<unknown>;
  isLoaded(lang: Language): boolean;
  /** Makes `lang` current, once loaded. */
  show(lang: Language): void;
}

const extras: LanguageExtra[] = [];

/** Adds `extra` to every language switch from now on, and loads it for the current language. */
export function addLanguageExtra(extra: LanguageExtra): void {
  extras.push(extra);
  const lang = currentLanguage();
  extra.load(lang).then(
    () => currentLanguage() === lang && extra.show(lang),
    (error: unknown) => console.error(error),
  );
}

function isLoaded(lang: Language): boolean {
  return (
    extras.every((extra) => extra.isLoaded(lang)) &&
    namespaces().every((ns) => i18n.hasResourceBundle(lang, ns))
  );
}

/** The part of i18next's loader used here (typed `any` by i18next). */
interface BackendConnector {
  load(languages: string[], namespaces: string[], callback: (error: unknown) => void): void;
}

/** Fetches `lang` for every registered namespace and extra; resolves once all are there. */
export async function loadLanguage(lang: Language): Promise<void> {
  // Not i18n.loadLanguages: it adds the language to `preload`, and every namespace registered
  // later would then be fetched in every language chosen so far.
  const connector = i18n.services.backendConnector as BackendConnector;
  const strings = new Promise<void>((resolve) => {
    connector.load([lang], [...namespaces()], () => resolve());
  });
  await Promise.all([strings, ...extras.map((extra) => extra.load(lang))]);
}

let chosen: Language | undefined;

/**
 * Remembers `lang` (cookie) and shows it once its strings are there: the page keeps the previous
 * language until then, never raw keys (synchronous when they are already there). Of quick
 * successive choices, the last one wins.
 */
export function setLanguage(lang: Language): void {
  writeLanguage(lang);
  chosen = lang;
  const show = () => {
    if (chosen !== lang) return;
    void i18n.changeLanguage(lang);
    for (const extra of extras) {
      // An extra added while this language was loading has not loaded it: it shows once it has.
      if (extra.isLoaded(lang)) extra.show(lang);
      else
        extra.load(lang).then(
          () => chosen === lang && extra.show(lang),
          (error: unknown) => console.error(error),
        );
    }
    if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
  };
  if (isLoaded(lang)) show();
  else loadLanguage(lang).then(show, (error: unknown) => console.error(error));
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : readLanguage();
}

/** `t` of the common strings (shared-ui's namespace). */
export function useT() {
  return useTranslation(COMMON_NS, { i18n });
}

/** The current language; re-renders the caller when it changes (for money and date formatting). */
export function useLanguage(): Language {
  const { i18n: instance } = useT();
  return isLanguage(instance.language) ? instance.language : currentLanguage();
}
