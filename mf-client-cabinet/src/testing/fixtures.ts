import type { PartnerMe, Profile } from 'shared-api';

/** A signed-in partner as GET /api/client/me answers (balances in micro-units). */
export function partnerFixture(overrides: Partial<PartnerMe> = {}): PartnerMe {
  return {
    id: 7,
    login: 'ivan.petrov',
    email: 'ivan@example.com',
    firstName: 'Ivan',
    lastName: 'Petrov',
    phone: '+7 900 000 00 00',
    partnerCode: 'AB12CD34',
    active: true,
    registeredAt: '2025-05-10T10:00:00.000Z',
    sponsor: {
      id: 1,
      login: 'maria.root',
      firstName: 'Maria',
      lastName: 'Sidorova',
      partnerCode: 'ROOT0001',
    },
    balances: { GTC: '1234500000', USDT: '10000000' },
    avatarUrl: null,
    twoFactorEnabled: false,
    impersonated: false,
    ...overrides,
  };
}

/** The partner's profile as GET /api/client/profile answers (matches `partnerFixture`). */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    login: 'ivan.petrov',
    email: 'ivan@example.com',
    firstName: 'Ivan',
    lastName: 'Petrov',
    phone: '+7 900 000 00 00',
    birthDate: '1990-04-01',
    country: 'DE',
    countryCode: '+49',
    socials: { telegram: '@ivan' },
    avatarUrl: null,
    twoFactorEnabled: false,
    ...overrides,
  };
}
