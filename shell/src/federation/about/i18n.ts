import { defineTranslations, type Language, type LocaleLoaders } from 'shared-ui/public';
import { shellLocales } from './locales';

// A few lines per language: bundled with the panel, not worth a chunk each.
const bundled = (lang: Language) => () => Promise.resolve(shellLocales[lang]);
const loaders: LocaleLoaders = {
  ru: bundled('ru'),
  en: bundled('en'),
  de: bundled('de'),
  es: bundled('es'),
  vt: bundled('vt'),
};

/** The shell's namespace; registered when this module loads, before the panel can render. */
export const SHELL_NS = 'shell';
export const useShellT = defineTranslations(SHELL_NS, loaders);
