import { registerTranslations, useT } from 'shared-ui';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { ru } from './locales/ru';
import { vt } from './locales/vt';

/** This remote's own namespace: a release of mf-auth never needs a new shared-ui. */
export const AUTH_NS = 'auth';
export const authLocales = { ru, en, de, es, vt };

registerTranslations(AUTH_NS, authLocales);

/** `t` of the auth namespace, falling back to the common strings. */
export function useAuthT() {
  return useT(AUTH_NS);
}
