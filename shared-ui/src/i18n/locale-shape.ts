/** The shape of a locale: the same keys as the English one, any strings. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export type Resources = Record<string, unknown>;

/**
 * The keys directly under the dotted `path` of a locale, e.g. a table's column names: a helper
 * `(field: KeysUnder<AdminLocale, 'users.columns'>) => t(`users.columns.${field}`)` is then
 * checked by the compiler like a literal key.
 */
export type KeysUnder<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? KeysUnder<T[Head], Rest>
    : never
  : P extends keyof T
    ? keyof T[P] & string
    : never;

/** Dotted keys present in `reference` but missing (or empty) in `other`. */
export function missingKeys(reference: Resources, other: Resources, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const counterpart = other[key];
    if (typeof value === 'string') {
      if (typeof counterpart !== 'string' || counterpart.trim() === '') missing.push(path);
    } else if (value && typeof value === 'object') {
      if (!counterpart || typeof counterpart !== 'object') missing.push(path);
      else missing.push(...missingKeys(value as Resources, counterpart as Resources, path));
    }
  }
  return missing;
}

/** Every key of every language against every other: a key added in one language only is caught. */
export function incompleteLocales(locales: Record<string, Resources>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const names = Object.keys(locales);
  for (const lang of names) {
    const gaps = new Set<string>();
    for (const ref of names) {
      if (ref !== lang) missingKeys(locales[ref]!, locales[lang]!).forEach((k) => gaps.add(k));
    }
    if (gaps.size) result[lang] = [...gaps].sort();
  }
  return result;
}
