import { units } from 'shared-api/contract';
import { firstThreshold, hasEnded, tierReached } from '../campaign-view';
import { SEEDED_CAMPAIGN } from '../seed-campaign';

const below = (gtc: number) => BigInt(units(gtc)) - 1n;
const at = (gtc: number) => BigInt(units(gtc));

describe('promo levels of the seeded campaign', () => {
  it('reaches a level at its threshold exactly, not a micro-unit below', () => {
    expect(tierReached(SEEDED_CAMPAIGN, 0n)).toEqual({ level: 0, prize: null, prizeI18n: null });
    expect(tierReached(SEEDED_CAMPAIGN, below(5_000)).level).toBe(0);
    expect(tierReached(SEEDED_CAMPAIGN, at(5_000))).toMatchObject({
      level: 1,
      prize: '1 g gold bar',
      prizeI18n: { ru: 'Золотой слиток 1 г', en: '1 g gold bar', de: 'Goldbarren 1 g' },
    });
    expect(tierReached(SEEDED_CAMPAIGN, below(35_000)).level).toBe(3);
    expect(tierReached(SEEDED_CAMPAIGN, at(35_000)).level).toBe(4);
    expect(tierReached(SEEDED_CAMPAIGN, at(75_000)).prize).toBe(
      'Flight up to 1 750 USD + 5 g gold bar',
    );
    expect(tierReached(SEEDED_CAMPAIGN, at(1_000_000)).level).toBe(8);
    expect(firstThreshold(SEEDED_CAMPAIGN)).toBe(at(5_000));
  });

  it('ends after its last instant, 10 August 23:59:59 UTC', () => {
    expect(hasEnded(SEEDED_CAMPAIGN, new Date('2025-08-10T23:59:59.999Z'))).toBe(false);
    expect(hasEnded(SEEDED_CAMPAIGN, new Date('2025-08-11T00:00:00.000Z'))).toBe(true);
  });
});
