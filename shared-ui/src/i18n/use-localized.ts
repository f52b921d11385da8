import { useCallback } from 'react';
import { pickLanguage, type LocalizedText } from 'shared-api/public';
import { currentLanguage, useLanguage } from './i18n';

/**
 * `(text) => string` in the UI's current language, Russian when that language is missing: for
 * catalogue data the admin types per language (package, career status and campaign names, prizes).
 */
export function useLocalized(): (text: LocalizedText) => string {
  const language = useLanguage();
  return useCallback((text: LocalizedText) => pickLanguage(text, language), [language]);
}

/**
 * The same outside a component (table column renderers, which re-run when the screen re-renders
 * for a language change): the text in the page's current language.
 */
export const inCurrentLanguage = (text: LocalizedText): string =>
  pickLanguage(text, currentLanguage());
