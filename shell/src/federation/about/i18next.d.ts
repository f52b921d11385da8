// The shell's compilation: `t` knows the common and the 'shell' keys, so a misspelt key fails tsc.
import 'i18next';
import type { CommonLocale, LocaleShape } from 'shared-ui/public';
import type { shellLocales } from './locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    fallbackNS: 'common';
    resources: { common: CommonLocale; shell: LocaleShape<(typeof shellLocales)['en']> };
  }
}
