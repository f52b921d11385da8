import type { Language } from 'shared-ui/public';
import type { LegalTexts } from './legal-types';

/** One chunk per language: a reader downloads the texts of their language only. */
const LOADERS: Record<Language, () => Promise<LegalTexts>> = {
  ru: () => import(/* webpackChunkName: "legal-ru" */ './texts/ru').then((m) => m.ru),
  en: () => import(/* webpackChunkName: "legal-en" */ './texts/en').then((m) => m.en),
  de: () => import(/* webpackChunkName: "legal-de" */ './texts/de').then((m) => m.de),
  es: () => import(/* webpackChunkName: "legal-es" */ './texts/es').then((m) => m.es),
  vt: () => import(/* webpackChunkName: "legal-vt" */ './texts/vt').then((m) => m.vt),
};

const loaded = new Map<Language, Promise<LegalTexts>>();

/** Loads a language's texts once; a failed load is tried again on the next call. */
export function legalTexts(lang: Language): Promise<LegalTexts> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = LOADERS[lang]();
    const entry = texts;
    loaded.set(lang, entry);
    entry.catch(() => {
      if (loaded.get(lang) === entry) loaded.delete(lang);
    });
  }
  return texts;
}
