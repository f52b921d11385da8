import { screen, within } from '@testing-library/react';
import { findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { pageReply, walletFixture } from '../../../testing/money-fixtures';
import { incomeFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;

async function renderDashboard(handlers: Record<string, MockHandler> = {}) {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/wallet': { data: walletFixture() },
    'GET /api/client/operations': pageReply([]),
    'GET /api/client/dashboard/income': { data: incomeFixture() },
    'GET /api/client/network/statuses': {
      data: {
        lines: [
          { line: 2, total: 4, active: 1, careerStatuses: {}, careerStatusCounts: [] },
          {
            line: 1,
            total: 3,
            active: 2,
            careerStatuses: { Bronze: 1, Silver: 2 },
            careerStatusCounts: [
              { status: 'Bronze', statusI18n: { ru: 'Бронза', en: 'Bronze' }, count: 1 },
              { status: 'Silver', statusI18n: { ru: 'Серебро' }, count: 2 },
            ],
          },
        ],
      },
    },
    ...handlers,
  });
  renderCabinet();
  await findTitle(en.routes.dashboard.title);
}

it('shows the income of each bonus type and the total', async () => {
  await renderDashboard();
  const card = within(await screen.findByTestId('income-card'));
  const expected = {
    'daily-bonus': '12.00 GTC',
    'partner-purchase-bonus': '25.00 GTC',
    'binary-bonus': '7.50 GTC',
    'career-bonus': '0.00 GTC',
  } as const;
  for (const [type, amount] of Object.entries(expected)) {
    const cell = card.getByTestId(`income-${type}`);
    expect(cell).toHaveTextContent(en.operations.types[type as keyof typeof expected]);
    expect(cell).toHaveTextContent(amount);
  }
  expect(card.getByTestId('income-total')).toHaveTextContent('44.50 GTC');
});

it('shows the package statistics', async () => {
  await renderDashboard();
  const card = within(await screen.findByTestId('package-stats-card'));
  expect(card.getByTestId('packages-active')).toHaveTextContent('2');
  expect(card.getByTestId('packages-finished')).toHaveTextContent('1');
  expect(card.getByTestId('packages-invested')).toHaveTextContent('600.00 GTC');
  expect(card.getByTestId('packages-earned')).toHaveTextContent('12.00 GTC');
});

it('shows the partner statuses of all six lines, with career statuses', async () => {
  await renderDashboard();
  const table = within(await screen.findByTestId('network-statuses'));
  const rows = table.getAllByRole('row').slice(1);
  expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
    'Line 1',
    'Line 2',
    'Line 3',
    'Line 4',
    'Line 5',
    'Line 6',
  ]);
  // Silver has no English name: it falls back to the Russian one.
  expect(rows[0]).toHaveTextContent('Line 132Bronze: 1Серебро: 2');
  expect(rows[1]).toHaveTextContent('Line 241—');
  expect(rows[5]).toHaveTextContent('Line 600—');
});

it('keeps the rest of the dashboard when the income fails to load', async () => {
  await renderDashboard({
    'GET /api/client/dashboard/income': {
      status: 500,
      data: { error: { code: 'INTERNAL', message: 'x' } },
    },
  });
  expect(await screen.findByText(en.income.loadFailed)).toBeInTheDocument();
  expect(await screen.findByTestId('network-statuses')).toBeInTheDocument();
  expect(screen.getByTestId('invite-card')).toBeInTheDocument();
});
