import {
  compactLocalizedText,
  localizedTextInputSchema,
  localizedTextSchema,
  pickLanguage,
} from '../contract';

describe('catalogue text per language', () => {
  const gold = { ru: 'Золото', en: 'Gold', de: ' ' };

  it('picks the language, Russian when it is missing, blank or unknown', () => {
    expect(pickLanguage(gold, 'en')).toBe('Gold');
    expect(pickLanguage(gold, 'ru')).toBe('Золото');
    expect(pickLanguage(gold, 'es')).toBe('Золото');
    expect(pickLanguage(gold, 'de')).toBe('Золото');
    expect(pickLanguage(gold, 'toString')).toBe('Золото');
  });

  it('an input needs Russian, bounds every language and leaves blanks out when stored', () => {
    const schema = localizedTextInputSchema(8);
    expect(schema.safeParse({ en: 'Gold' }).error?.issues[0]).toMatchObject({
      path: ['ru'],
      message: 'required',
    });
    expect(schema.safeParse({ ru: ' ' }).success).toBe(false);
    expect(schema.safeParse({ ru: 'Gold', vt: 'x'.repeat(9) }).error?.issues[0]).toMatchObject({
      path: ['vt'],
      message: 'tooLong',
    });
    const parsed = schema.parse({ ru: ' Золото ', en: '', es: 'Oro' });
    expect(compactLocalizedText(parsed)).toEqual({ ru: 'Золото', es: 'Oro' });
    expect(localizedTextSchema.safeParse({ en: 'Gold' }).success).toBe(false);
  });
});
