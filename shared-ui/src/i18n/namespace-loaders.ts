import type { BackendModule, ReadCallback } from 'i18next';
import { isLanguage, type Language } from './languages';
import type { Resources } from './locale-shape';

/**
 * How a namespace fetches one language's strings: a dynamic import per language, so the bundler
 * puts each language in its own chunk and a page downloads only the language it shows.
 */
export type LocaleLoaders = Record<Language, () => Promise<Resources>>;

const loaders = new Map<string, LocaleLoaders>();

/** Idempotent: a remote loaded twice (retry) re-registers harmlessly. */
export function registerNamespace(ns: string, locales: LocaleLoaders) {
  loaders.set(ns, locales);
}

/** The i18next backend that reads a namespace's language through its registered loader. */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, ns: string, callback: ReadCallback) {
    const load = isLanguage(language) ? loaders.get(ns)?.[language] : undefined;
    if (!load) {
      callback(new Error(`no strings for ${language}/${ns}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
