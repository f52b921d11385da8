import { dailyLimitLeft, withdrawalQuote } from '../withdraw/withdrawal-quote';

const info = { feeBp: { USDT: 300, GTC: 100 }, gtcPerUsdtPpm: 1_250_000 };

it('keeps the fee of the currency and pays GTC as is', () => {
  expect(withdrawalQuote(100_000_000n, 'GTC', info)).toEqual({
    fee: 1_000_000n,
    toReceive: 99_000_000n,
  });
});

it('converts the rest to USDT at the rate (GTC per USDT)', () => {
  // 100 GTC − 3 % = 97 GTC; at 1.25 GTC per USDT that is 77.6 USDT.
  expect(withdrawalQuote(100_000_000n, 'USDT', info)).toEqual({
    fee: 3_000_000n,
    toReceive: 77_600_000n,
  });
});

it('rounds both down to the micro-unit, never paying a fraction the platform lacks', () => {
  // 0.000033 GTC: a 3 % fee of 0.00000099 rounds to 0; 33 micro-GTC / 1.25 = 26.4 → 26.
  expect(withdrawalQuote(33n, 'USDT', info)).toEqual({ fee: 0n, toReceive: 26n });
});

it("tells what is left of today's limit, never below zero", () => {
  expect(dailyLimitLeft({ dailyLimit: '10000000000', usedToday: '2500000000' })).toBe(
    7_500_000_000n,
  );
  expect(dailyLimitLeft({ dailyLimit: '100', usedToday: '250' })).toBe(0n);
});
