import { loadLanguage } from '../i18n/i18n';
import { incompleteLocales, type Resources } from '../i18n/locale-shape';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { CommonLocale } from '../i18n/common-locale';
import { de } from '../i18n/locales/de';
import { en } from '../i18n/locales/en';
import { es } from '../i18n/locales/es';
import { ru } from '../i18n/locales/ru';
import { vt } from '../i18n/locales/vt';

/** Every language of the common strings at once, for tests (the page loads one at a time). */
export const commonLocales: Record<Language, CommonLocale> = { ru, en, de, es, vt };

/**
 * Fetches every language of every namespace registered so far (and antd's texts), so that a test
 * can render and switch languages synchronously. jest-setup runs it before each test file's tests.
 */
export async function loadAllLanguages() {
  for (const lang of LANGUAGES) await loadLanguage(lang);
}

/** Fails the test when a language is missing or any key is missing (or empty) in any language. */
export function expectLocalesComplete(locales: Record<string, Resources>) {
  expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  expect(incompleteLocales(locales)).toEqual({});
}
