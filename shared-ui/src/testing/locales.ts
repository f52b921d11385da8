import { incompleteLocales, type Resources } from '../i18n/locale-shape';
import { LANGUAGES } from '../i18n/languages';

/** Fails the test when a language is missing or any key is missing (or empty) in any language. */
export function expectLocalesComplete(locales: Record<string, Resources>) {
  expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  expect(incompleteLocales(locales)).toEqual({});
}
