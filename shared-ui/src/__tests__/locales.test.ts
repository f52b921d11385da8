import { commonLocales } from '../testing/locales';
import { incompleteLocales, missingKeys } from '../i18n/locale-shape';
import { LANGUAGES } from '../i18n/languages';
import { ERROR_CODES, MESSAGE_CODES } from 'shared-api/public';

describe('common strings', () => {
  it('has every key in every language', () => {
    expect(Object.keys(commonLocales).sort()).toEqual([...LANGUAGES].sort());
    expect(incompleteLocales(commonLocales)).toEqual({});
  });

  it('has a text for every error code and every validation message code', () => {
    for (const lang of LANGUAGES) {
      const locale = commonLocales[lang] as {
        errors: Record<string, string>;
        validation: Record<string, string>;
      };
      for (const code of [...ERROR_CODES, 'NETWORK']) expect(locale.errors[code]).toBeTruthy();
      for (const code of MESSAGE_CODES) expect(locale.validation[code]).toBeTruthy();
    }
  });

  it('the checker itself finds a missing and an empty key', () => {
    expect(missingKeys({ a: 'x', b: { c: 'y', d: 'z' } }, { a: '', b: { c: 'y' } })).toEqual([
      'a',
      'b.d',
    ]);
    expect(incompleteLocales({ en: { a: 'x' }, ru: { a: 'x', extra: 'y' } })).toEqual({
      en: ['extra'],
    });
  });
});
