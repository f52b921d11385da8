import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readLanguage, writeLanguage } from './language-cookie';
import { BCP47, isLanguage, LANGUAGES, type Language } from './languages';
import type { LocaleShape, Resources } from './locale-shape';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { ru } from './locales/ru';
import { vt } from './locales/vt';

export const COMMON_NS = 'common';
export const commonLocales: Record<Language, LocaleShape<typeof en>> = { ru, en, de, es, vt };

/** The page's one i18next instance: shared-ui is a federation singleton. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [COMMON_NS]: commonLocales[l] }])),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/**
 * Each remote ships its own strings under its own namespace, so a remote release never needs a
 * new shared-ui. Idempotent: a remote loaded twice (retry) re-registers harmlessly.
 */
export function registerTranslations(ns: string, locales: Record<Language, Resources>) {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, locales[lang], true, true);
}

/**
 * A remote's i18n wiring in one call: registers `locales` under `ns` at module load (before any
 * screen renders) and returns the remote's `t` hook, e.g.
 * `export const useCabinetT = defineTranslations('cabinet', cabinetLocales);`.
 */
export function defineTranslations(ns: string, locales: Record<Language, Resources>) {
  registerTranslations(ns, locales);
  /** `t` of the namespace, with the common strings as fallback. */
  function useNamespaceT() {
    return useT(ns);
  }
  return useNamespaceT;
}

export function setLanguage(lang: Language) {
  writeLanguage(lang);
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'ru';
}

/** `t` bound to a remote's namespace, with the common strings as fallback. */
export function useT(ns: string = COMMON_NS) {
  return useTranslation(ns, { i18n });
}

/** The current language; re-renders the caller when it changes (for money and date formatting). */
export function useLanguage(): Language {
  const { i18n: instance } = useT();
  return isLanguage(instance.language) ? instance.language : currentLanguage();
}
