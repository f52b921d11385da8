import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

// A cookie, not local storage: spec §8 clears all local storage on 401/403/503, and the
// language must still be remembered across visits.
const COOKIE = 'lang';

export function readLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const match = document.cookie.match(/(?:^|;\s*)lang=([a-z]{2})/);
  return match && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

export function writeLanguage(lang: Language) {
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}
