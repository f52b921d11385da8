import { screen, waitFor, within } from '@testing-library/react';
import type { BinaryStatistics } from 'shared-api';
import { findTitle, linkTo, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { binaryStatisticsFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const STATS = 'GET /api/client/binary/statistics';
const location = () => screen.getByTestId('location').textContent ?? '';

async function renderStatistic(
  stats: BinaryStatistics = binaryStatisticsFixture(),
  path = '/client/binary-statistic',
) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    [STATS]: { data: stats },
  });
  const view = renderCabinet(path);
  await findTitle(en.routes.binaryStatistic.title);
  await screen.findByTestId('binary-figures');
  return { ...view, api };
}

const figure = (field: string) => screen.getByTestId(`stat-${field}`);

it('shows a card for every figure of the statistics', async () => {
  await renderStatistic();
  const fields = en.binary.statistic.fields;
  const expected: Record<keyof typeof fields, string> = {
    leftVolume: '1,500.00 GTC',
    rightVolume: '600.00 GTC',
    smallerLeg: en.binary.right,
    volumeWithoutSpillover: '1,800.00 GTC',
    spilloverDifference: '300.00 GTC',
    leftCount: '5',
    rightCount: '3',
    carryLeft: '900.00 GTC',
    carryRight: '0.00 GTC',
    earnings: '60.00 GTC',
    notAccrued: '0.00 GTC',
    rewardLimit: '250.00 GTC',
    projectedToday: '0.00 GTC',
  };
  for (const [field, value] of Object.entries(expected)) {
    expect(figure(field)).toHaveTextContent(fields[field as keyof typeof fields]);
    expect(figure(field)).toHaveTextContent(value);
  }
  expect(screen.queryByTestId('limit-state')).toBeNull();
});

it('charts the bonus and the part cut by the limit per day of the period', async () => {
  await renderStatistic();
  const chart = screen.getByTestId('binary-chart');
  const { title, bonus, notAccrued } = en.binary.statistic.chart;
  const table = within(chart).getByRole('table', { name: title });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    `${en.period.day}${bonus}${notAccrued}`,
    'Jun 10.000.00',
    'Jun 20.000.00',
    'Jun 360.005.00',
  ]);
  // A bar per day and series; the legend names both series.
  expect(chart.querySelectorAll('rect')).toHaveLength(6);
  expect(within(chart).getByRole('list')).toHaveTextContent(`${bonus}${notAccrued}`);
});

it('lists the closes of the period', async () => {
  await renderStatistic();
  const row = within(screen.getByTestId('closes-table')).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Jun 2, 2025');
  expect(row).toHaveTextContent('600.00 GTC');
  expect(row).toHaveTextContent('60.00 GTC');
});

it('asks for the month by default and puts another period in the URL', async () => {
  const { user, api } = await renderStatistic();
  expect(api.requestsTo(STATS)[0]?.params).toEqual({ period: 'month' });
  await user.click(within(screen.getByTestId('period-filter')).getByText(en.period.week));
  await waitFor(() => expect(location()).toBe('/client/binary-statistic?period=week'));
  await waitFor(() => expect(api.requestsTo(STATS).at(-1)?.params).toEqual({ period: 'week' }));
  await user.click(within(screen.getByTestId('period-filter')).getByText(en.period.month));
  await waitFor(() => expect(location()).toBe('/client/binary-statistic'));
});

it.each([
  ['all', 'all'],
  ['decade', 'month'],
])('reads the period "%s" from the URL as "%s"', async (given, asked) => {
  const { api } = await renderStatistic(undefined, `/client/binary-statistic?period=${given}`);
  expect(api.requestsTo(STATS)[0]?.params).toEqual({ period: asked });
});

it('warns when the bonus approaches the limit', async () => {
  await renderStatistic(
    binaryStatisticsFixture({ limitState: 'approaching', projectedToday: '210000000' }),
  );
  const alert = screen.getByTestId('limit-state');
  expect(alert).toHaveTextContent(en.binary.statistic.limit.approaching);
  expect(alert).toHaveTextContent(
    "Today's projected bonus is 210.00 GTC of your 250.00 GTC limit.",
  );
  expect(alert.querySelector('a')).toBeNull();
});

it('suggests a package upgrade when the limit is reached', async () => {
  await renderStatistic(
    binaryStatisticsFixture({ limitState: 'reached', projectedToday: '250000000' }),
  );
  const alert = screen.getByTestId('limit-state');
  expect(alert).toHaveTextContent(en.binary.statistic.limit.reached);
  expect(linkTo(alert, '/client/invest-package')).toHaveTextContent('Upgrade the package');
});

it('says how much was not accrued due to the limit', async () => {
  await renderStatistic(
    binaryStatisticsFixture({ limitState: 'not-accrued', notAccrued: '35500000' }),
  );
  expect(screen.getByTestId('limit-state')).toHaveTextContent(
    'Not accrued due to limit exceeded: 35.50 GTC',
  );
});
