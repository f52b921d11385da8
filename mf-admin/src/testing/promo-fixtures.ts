import { units, type PromoCampaign, type PromoPartner, type PromoRequest } from 'shared-api';

// Promo records as the API sends them (thresholds and turnover in micro-units).

export function campaignFixture(id: number, overrides: Partial<PromoCampaign> = {}): PromoCampaign {
  const name = overrides.name ?? `Campaign ${id}`;
  return {
    id,
    name,
    nameI18n: { ru: name },
    startsAt: '2025-05-10T00:00:00.000Z',
    endsAt: '2025-08-10T23:59:00.000Z',
    tiers: [
      {
        level: 1,
        threshold: units(5000),
        prize: '1 g gold bar',
        prizeI18n: { ru: '1 g gold bar' },
      },
      {
        level: 2,
        threshold: units(10_000),
        prize: '3 g gold bar',
        prizeI18n: { ru: '3 g gold bar' },
      },
    ],
    ...overrides,
  };
}

export function promoPartnerFixture(id: number, overrides: Partial<PromoPartner> = {}) {
  const row: PromoPartner = {
    partner: { id, login: `partner${id}`, name: `Anna Berg ${id}` },
    turnover: units(12_500),
    level: 2,
    prize: overrides.prize ?? '3 g gold bar',
    prizeI18n: { ru: overrides.prize ?? '3 g gold bar' },
    requested: false,
    ...overrides,
  };
  return row;
}

export function promoRequestFixture(id: number, overrides: Partial<PromoRequest> = {}) {
  const request: PromoRequest = {
    id,
    campaignId: 2,
    partner: { id: 5, login: 'demo' },
    level: 2,
    turnover: units(12_500),
    status: 'submitted',
    createdAt: '2025-06-01T10:00:00.000Z',
    firstName: 'Anna',
    lastName: 'Berg',
    birthDate: '1990-05-01',
    country: 'DE',
    city: 'Berlin',
    passportNumber: 'C01X00T47',
    passportExpiry: '2030-01-31',
    phone: '+49 151 2345 6789',
    ...overrides,
  };
  return request;
}
