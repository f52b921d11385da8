import type { TFunction } from 'i18next';

/** A `t` of any namespace: the common one, or a remote's (its own namespace, common as fallback). */
export type AnyT = TFunction<'common'> | TFunction;

/**
 * The common strings through any `t`: at run time every `t` is the same i18next function and the
 * helpers name `ns: 'common'`, so only the key type is narrowed here.
 */
export const commonT = (t: AnyT) => t as TFunction<'common'>;
