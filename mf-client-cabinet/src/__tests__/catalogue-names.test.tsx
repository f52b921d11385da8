import { screen, within } from '@testing-library/react';
import type { LocalizedText } from 'shared-api';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture, profileFixture } from '../testing/fixtures';
import { packageFixture, partnerPackageFixture, walletFixture } from '../testing/money-fixtures';
import {
  CAREER_STATUSES,
  campaignFixture,
  careerProgressFixture,
  clientPromoFixture,
} from '../testing/network-fixtures';
import { renderCabinet } from '../testing/render-cabinet';

// Catalogue names are data typed per language by the admin (issue 13 item 10): the cabinet shows
// the partner's language, and Russian where the admin left that language empty.

const START: LocalizedText = { ru: 'Старт', en: 'Start', es: 'Inicio' };
const BRONZE: LocalizedText = { ru: 'Бронза', en: 'Bronze' };
const SILVER: LocalizedText = { ru: 'Серебро', en: 'Silver', de: 'Silber' };
const GOLD: LocalizedText = { ru: 'Золото', en: 'Gold' };

function serveCatalogue() {
  const start = packageFixture({ nameI18n: START });
  const { status: _s, soldCount: _c, totalIncome: _t, ...picked } = start;
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/packages': { data: { items: [start] } },
    'GET /api/client/wallet': { data: walletFixture() },
    'GET /api/client/my-packages': {
      data: { items: [partnerPackageFixture({ package: picked })] },
    },
  });
}

describe('package names', () => {
  it('a Russian UI shows the Russian name in the catalogue', async () => {
    serveCatalogue();
    renderCabinet('/client/invest-package', { language: 'ru' });
    await findTitle(cabinetLocales.ru.routes.investPackage.title);
    const card = await screen.findByTestId('package-2');
    expect(within(card).getByText('Старт')).toBeInTheDocument();
    expect(screen.queryByText('Start')).toBeNull();
  });

  it('a German UI falls back to Russian when the German name is missing', async () => {
    serveCatalogue();
    renderCabinet('/client/my-package', { language: 'de' });
    await findTitle(cabinetLocales.de.routes.myPackage.title);
    expect(await screen.findByTestId('my-package-11')).toHaveTextContent('Старт');
  });
});

describe('career status names', () => {
  const statuses = CAREER_STATUSES.map((s, i) => ({ ...s, nameI18n: [BRONZE, SILVER, GOLD][i]! }));

  it('career-about names the statuses in the UI language, Russian where it is missing', async () => {
    mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      'GET /api/client/career/statuses': { data: { items: statuses } },
    });
    renderCabinet('/client/career-about', { language: 'de' });
    await findTitle(cabinetLocales.de.routes.careerAbout.title);
    const rows = within(await screen.findByTestId('career-statuses'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Бронза',
      'Silber',
      'Золото',
    ]);
  });

  it('career-statistic shows the current, next, awarded and mentor status in Russian', async () => {
    mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      'GET /api/client/career/progress': {
        data: careerProgressFixture({
          current: statuses[0]!,
          next: statuses[1]!,
          awards: [
            { status: 'x', statusI18n: BRONZE, awardedAt: '2025-06-01T00:00:00.000Z', reward: '1' },
          ],
          mentor: { login: 'maria.root', status: 'x', statusI18n: GOLD },
        }),
      },
    });
    renderCabinet('/client/career-statistic', { language: 'ru' });
    const current = await screen.findByTestId('current-status');
    expect(current).toHaveTextContent('Бронза');
    expect(screen.getByTestId('mentor')).toHaveTextContent('Золото');
    expect(screen.getByTestId('career-awards')).toHaveTextContent('Бронза');
    expect(screen.getAllByText(/Серебро/).length).toBeGreaterThan(0);
  });
});

describe('promo names and prizes', () => {
  it('shows the campaign and its prizes in the UI language, Russian where it is missing', async () => {
    const campaign = campaignFixture({ nameI18n: { ru: 'Стартовая акция', de: 'Startaktion' } });
    campaign.tiers = campaign.tiers.map((tier, i) => ({
      ...tier,
      prizeI18n: i === 0 ? { ru: 'Слиток 1 г', de: 'Goldbarren 1 g' } : { ru: `Приз ${i + 1}` },
    }));
    mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      'GET /api/client/profile': { data: profileFixture() },
      'GET /api/client/promo': { data: clientPromoFixture({ campaign, level: 0, turnover: '0' }) },
    });
    renderCabinet('/client/promo', { language: 'de' });
    expect(await screen.findByTestId('promo-campaign')).toHaveTextContent('Startaktion');
    expect(screen.getByText('Goldbarren 1 g')).toBeInTheDocument();
    expect(screen.getByText('Приз 2')).toBeInTheDocument();
  });
});
