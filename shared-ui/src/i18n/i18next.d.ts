// shared-ui's own compilation: `t` knows the 'common' keys, so a misspelt one fails tsc. Each
// remote declares the same, plus its own namespace (its src/i18n/i18next.d.ts); this file is not
// imported, so it never meets theirs.
import 'i18next';
import type { CommonLocale } from './common-locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: { common: CommonLocale };
  }
}
