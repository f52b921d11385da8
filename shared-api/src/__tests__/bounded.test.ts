import type { ZodType } from 'zod';
import {
  amountSchema,
  binaryStructureQuerySchema,
  dateSchema,
  dateTimeSchema,
  downlineQuerySchema,
  fields,
  idSchema,
  idTextSchema,
  listQuerySchema,
  MAX_AMOUNT_MICRO,
  multilineTextSchema,
  textSchema,
} from '../contract';

/** The first message code of a refusal, or null when the value passes. */
const codeOf = (schema: ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('bounded primitives of the contract (issue 11)', () => {
  it('refuses control characters and broken UTF-16 in text, but line breaks when multi-line', () => {
    const text = textSchema(100);
    expect(codeOf(text, 'Plain text, ünïcödé 🙂')).toBeNull();
    for (const bad of [
      'a\u0000b',
      '\u0000',
      'a\u0007',
      'a\u001b[0m',
      'a\u007f',
      'a\nb',
      'a\tb',
      'a\ud800b',
      'a\udc00',
    ]) {
      expect([bad, codeOf(text, bad)]).toEqual([bad, 'invalidCharacters']);
    }
    const multi = multilineTextSchema(100);
    expect(codeOf(multi, 'Line 1\r\nLine 2\tend')).toBeNull();
    expect(codeOf(multi, 'Line\u0000')).toBe('invalidCharacters');
    expect(codeOf(text, 'x'.repeat(101))).toBe('tooLong');
  });

  it('builds every field rule on the text rule', () => {
    expect(codeOf(fields.required(), 'a\u0000')).toBe('invalidCharacters');
    expect(codeOf(fields.email(), 'a\u0000@b.co')).toBe('invalidCharacters');
    expect(codeOf(fields.password(), 'password\u0000')).toBe('invalidCharacters');
    expect(codeOf(fields.login(), 'user\u0000')).toBe('invalidCharacters');
    expect(codeOf(listQuerySchema, { search: 'a\u0000' })).toBe('invalidCharacters');
  });

  it('bounds ids to the int4 columns', () => {
    expect(idSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1.5, 1e300]) {
      expect([bad, codeOf(idSchema, bad)]).toEqual([bad, 'outOfRange']);
    }
    expect(idTextSchema.parse('42')).toBe(42);
    for (const bad of [
      '0',
      '-1',
      '2147483648',
      '9007199254740993',
      '1e300',
      '1.5',
      '0x10',
      '1e1',
      '+1',
      ' 1 ',
      '',
    ]) {
      expect([bad, codeOf(idTextSchema, bad)]).toEqual([bad, 'outOfRange']);
    }
    expect(codeOf(listQuerySchema, { page: '1e300' })).toBe('outOfRange');
  });

  it('reads page, page size, tree depth and line as plain digits only, with their defaults', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(listQuerySchema.parse({ page: '3', pageSize: '50' })).toMatchObject({
      page: 3,
      pageSize: 50,
    });
    expect(binaryStructureQuerySchema.parse({})).toMatchObject({ depth: 3 });
    expect(binaryStructureQuerySchema.parse({ depth: '2' })).toMatchObject({ depth: 2 });
    expect(downlineQuerySchema.parse({ line: '6' })).toMatchObject({ line: 6 });
    for (const bad of ['0x2', '1e1', '+2', ' 2 ', '2.0', '']) {
      expect([bad, codeOf(listQuerySchema, { page: bad })]).toEqual([bad, 'outOfRange']);
      expect([bad, codeOf(listQuerySchema, { pageSize: bad })]).toEqual([bad, 'outOfRange']);
      expect([bad, codeOf(binaryStructureQuerySchema, { depth: bad })]).toEqual([
        bad,
        'outOfRange',
      ]);
      expect([bad, codeOf(downlineQuerySchema, { line: bad })]).toEqual([bad, 'outOfRange']);
    }
  });

  it('bounds dates and instants to 2000..2100 real dates', () => {
    expect(codeOf(dateSchema, '2026-02-28')).toBeNull();
    for (const bad of ['0000-01-01', '9999-12-31', '1999-12-31', '2026-02-30', 'garbage', '']) {
      expect([bad, codeOf(dateSchema, bad)]).toEqual([bad, 'invalidDate']);
    }
    expect(codeOf(dateTimeSchema, '2026-01-15T10:00:00Z')).toBeNull();
    for (const bad of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-01-15']) {
      expect([bad, codeOf(dateTimeSchema, bad)]).toEqual([bad, 'invalidDate']);
    }
  });

  it('bounds money: digits only, no padding, at most MAX_AMOUNT_MICRO', () => {
    expect(codeOf(amountSchema, MAX_AMOUNT_MICRO.toString())).toBeNull();
    expect(codeOf(amountSchema, (MAX_AMOUNT_MICRO + 1n).toString())).toBe('tooLarge');
    expect(codeOf(amountSchema, '999999999999999999999999999999')).toBe('tooLarge');
    expect(codeOf(amountSchema, '9'.repeat(1_000_000))).toBe('tooLarge');
    for (const bad of [' 1 ', '1 ', '-1', '0', '1e6', '1.5', '0x10']) {
      expect([bad, codeOf(amountSchema, bad)]).toEqual([bad, 'invalidAmount']);
    }
    expect(codeOf(amountSchema, '')).toBe('required');
  });
});
