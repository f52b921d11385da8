import { screen, waitFor, within } from '@testing-library/react';
import type { CareerProgress } from 'shared-api';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { CAREER_STATUSES, careerProgressFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;

it('career-about lists the statuses by rank with thresholds, rewards and mentor rewards', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/career/statuses': { data: { items: [...CAREER_STATUSES].reverse() } },
  });
  renderCabinet('/client/career-about');
  await findTitle(en.routes.careerAbout.title);
  const table = await screen.findByTestId('career-statuses');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['Bronze', 'Silver', 'Gold']);
  expect(rows[1]).toHaveTextContent(
    'Silver1,000.005,000.0015,000.002 × 5,000.0015,000.00300.0060.00',
  );
});

async function renderStatistic(progress: CareerProgress = careerProgressFixture()) {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/career/progress': { data: progress },
  });
  renderCabinet('/client/career-statistic');
  await findTitle(en.routes.careerStatistic.title);
  await screen.findByTestId('current-status');
}

it('career-statistic charts the purchases per month of the chosen period', async () => {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/career/progress': { data: careerProgressFixture() },
  });
  const { user } = renderCabinet('/client/career-statistic?period=year');
  await findTitle(en.routes.careerStatistic.title);
  const chart = await screen.findByTestId('career-chart');
  expect(api.requestsTo('GET /api/client/career/progress')[0]?.params).toEqual({ period: 'year' });
  const { title, personal, structure } = en.career.chart;
  const table = within(chart).getByRole('table', { name: title });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    `${en.period.month}${personal}${structure}`,
    'May 20251,000.004,000.00',
    'Jun 20250.002,500.00',
  ]);
  await user.click(within(screen.getByTestId('period-filter')).getByText(en.period.week));
  await waitFor(() =>
    expect(api.requestsTo('GET /api/client/career/progress').at(-1)?.params).toEqual({
      period: 'week',
    }),
  );
});

const requirement = (key: string) => screen.getByTestId(`requirement-${key}`);
const progressOf = (key: string) =>
  requirement(key).querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');

it('career-statistic shows the status, the mentor and the next thresholds with progress', async () => {
  await renderStatistic();
  expect(screen.getByTestId('current-status')).toHaveTextContent('Bronze');
  expect(screen.getByTestId('mentor')).toHaveTextContent('maria.root');
  expect(screen.getByTestId('mentor')).toHaveTextContent('Gold');
  expect(screen.getByTestId('next-level')).toHaveTextContent('Next status: Silver');

  expect(requirement('personal')).toHaveTextContent('1,000.00 GTC of 1,000.00 GTC');
  expect(progressOf('personal')).toBe('100');
  expect(requirement('firstLine')).toHaveTextContent('2,500.00 GTC of 5,000.00 GTC');
  expect(progressOf('firstLine')).toBe('50');
  expect(requirement('side')).toHaveTextContent('9,000.00 GTC of 15,000.00 GTC');
  expect(progressOf('side')).toBe('60');
  expect(requirement('secondary')).toHaveTextContent('1 of 2 branches reach 5,000.00 GTC');
  expect(progressOf('secondary')).toBe('50');
});

it('lists the secondary branches, marking those that reach the threshold, and the awards', async () => {
  await renderStatistic();
  const branches = within(screen.getByTestId('secondary-branches'));
  const first = branches.getByText('Branch 1').closest('tr')!;
  const second = branches.getByText('Branch 2').closest('tr')!;
  expect(first).toHaveTextContent('6,000.00 GTC');
  expect(first).toHaveTextContent(en.career.branches.reaches);
  expect(second).not.toHaveTextContent(en.career.branches.reaches);

  const award = within(screen.getByTestId('career-awards')).getAllByRole('row')[1]!;
  expect(award).toHaveTextContent('Bronze');
  expect(award).toHaveTextContent('Jun 1, 2025');
  expect(award).toHaveTextContent('100.00 GTC');
});

it('for a partner without a status or mentor, shows so; at the top, says it', async () => {
  await renderStatistic(
    careerProgressFixture({ current: null, mentor: null, awards: [], next: CAREER_STATUSES[0]! }),
  );
  expect(screen.getByTestId('current-status')).toHaveTextContent(en.career.progress.noStatus);
  expect(screen.getByTestId('current-status')).toHaveTextContent(en.career.progress.noMentor);
  expect(screen.getByTestId('career-awards')).toHaveTextContent(en.career.awards.empty);
});

it('says the partner holds the highest status when there is no next one', async () => {
  await renderStatistic(careerProgressFixture({ current: CAREER_STATUSES[2]!, next: null }));
  expect(screen.getByTestId('next-level')).toHaveTextContent(en.career.progress.top);
  expect(screen.queryByTestId('requirement-personal')).toBeNull();
});
