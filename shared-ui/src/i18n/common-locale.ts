import type { LocaleShape } from './locale-shape';
import type { en } from './locales/en';

/** The keys of the 'common' namespace (English is the reference): a package's i18next types use it. */
export type CommonLocale = LocaleShape<typeof en>;
