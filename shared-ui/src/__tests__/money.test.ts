import { formatMoney } from '../format/money';

describe('formatMoney (integer micro-units, never a float)', () => {
  it('keeps every significant micro digit and groups thousands', () => {
    expect(formatMoney('1234567890', 'en')).toBe('1,234.56789');
    expect(formatMoney('1234567891', 'en')).toBe('1,234.567891');
  });

  it('shows at least two decimals', () => {
    expect(formatMoney('1000000', 'en')).toBe('1.00');
    expect(formatMoney('1200000', 'en')).toBe('1.20');
    expect(formatMoney('1', 'en')).toBe('0.000001');
  });

  it('formats zero and negative amounts', () => {
    expect(formatMoney('0', 'en')).toBe('0.00');
    expect(formatMoney('-1500000', 'en')).toBe('-1.50');
    expect(formatMoney('-500000', 'en')).toBe('-0.50');
    expect(formatMoney(-2_000_000_123n, 'en')).toBe('-2,000.000123');
  });

  it('is exact beyond the range of a double', () => {
    expect(formatMoney('123456789012345678901234', 'en')).toBe('123,456,789,012,345,678.901234');
  });

  it('uses the separators of the language and appends the currency', () => {
    expect(formatMoney('1234567890', 'de')).toBe('1.234,56789');
    expect(formatMoney('2500000', 'en', 'GTC')).toBe('2.50 GTC');
    expect(formatMoney(10_000_000n, 'en', 'USDT')).toBe('10.00 USDT');
  });
});
