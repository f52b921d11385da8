// This package's compilation: `t` knows the common and the 'auth' keys, so a missing or misspelt
// key (a key built from a template included) fails tsc. shared-ui declares the same for itself.
import 'i18next';
import type { CommonLocale } from 'shared-ui/public';
import type { AuthLocale } from '.';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'auth';
    fallbackNS: 'common';
    resources: { common: CommonLocale; auth: AuthLocale };
  }
}
