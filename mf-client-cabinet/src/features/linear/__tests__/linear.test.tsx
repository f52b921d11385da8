import { screen, waitFor, within } from '@testing-library/react';
import { findTitle, linkTo, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { pageReply } from '../../../testing/money-fixtures';
import { downlineFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const PARTNERS = 'GET /api/client/network/partners';
const STATS = 'GET /api/client/linear/statistics';
const location = () => screen.getByTestId('location').textContent ?? '';
const BP = [500, 300, 200, 100, 100, 100];
const rowsOf = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('row').slice(1);

describe('linear-about', () => {
  it('shows the reward of each level, open or locked, and how to open more', async () => {
    mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      'GET /api/client/linear/rules': {
        data: {
          levels: BP.map((percentBp, i) => ({ level: i + 1, percentBp, open: i < 2 })),
          openLevels: 2,
        },
      },
    });
    renderCabinet('/client/linear-about');
    await findTitle(en.routes.linearAbout.title);
    await screen.findByTestId('linear-reward-table');
    const rows = rowsOf('linear-reward-table');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Level 15%Open');
    expect(rows[1]).toHaveTextContent('Level 23%Open');
    expect(rows[2]).toHaveTextContent('Level 32%Locked');
    expect(screen.getByTestId('open-levels')).toHaveTextContent('Open levels: 2 of 6');
    expect(linkTo(document.body, '/client/invest-package')).toHaveTextContent(
      en.linear.about.openMore,
    );
  });
});

describe('linear-statistic', () => {
  async function renderStatistic(path = '/client/linear-statistic') {
    const api = mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      [STATS]: {
        data: {
          levels: [
            { level: 1, partners: 3, volume: '1500000000', bonus: '75000000', open: true },
            { level: 2, partners: 5, volume: '400000000', bonus: '0', open: false },
          ],
          total: '75000000',
          series: {
            bucket: 'day',
            points: [
              { date: '2025-06-01', bonus: '0' },
              { date: '2025-06-02', bonus: '75000000' },
            ],
          },
        },
      },
    });
    const view = renderCabinet(path);
    await findTitle(en.routes.linearStatistic.title);
    await screen.findByTestId('linear-statistic-table');
    return { ...view, api };
  }

  it('shows per level the partners, their purchases and the bonus, with the total', async () => {
    const { api } = await renderStatistic();
    expect(api.requestsTo(STATS)[0]?.params).toEqual({ period: 'month' });
    const [first, second] = rowsOf('linear-statistic-table');
    expect(first).toHaveTextContent('Level 131,500.00 GTC75.00 GTCOpen');
    expect(second).toHaveTextContent('Level 25400.00 GTC0.00 GTCLocked');
    expect(screen.getByTestId('linear-total')).toHaveTextContent('75.00 GTC');
  });

  it('charts the bonus of each day of the period, with the numbers as a table', async () => {
    await renderStatistic();
    const chart = screen.getByTestId('linear-chart');
    expect(within(chart).getByRole('img', { name: en.linear.statistic.chart.title })).toBeVisible();
    const table = within(chart).getByRole('table', { name: en.linear.statistic.chart.title });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([`${en.period.day}${en.linear.statistic.chart.bonus}`, 'Jun 10.00', 'Jun 275.00']);
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
  });

  it('keeps the period in the URL', async () => {
    const { user, api } = await renderStatistic('/client/linear-statistic?period=day');
    expect(api.requestsTo(STATS)[0]?.params).toEqual({ period: 'day' });
    await user.click(within(screen.getByTestId('period-filter')).getByText(en.period.year));
    await waitFor(() => expect(location()).toBe('/client/linear-statistic?period=year'));
    await waitFor(() => expect(api.requestsTo(STATS).at(-1)?.params).toEqual({ period: 'year' }));
  });
});

describe('linear-structure', () => {
  it('lists the partners of a line per tab, with the line and page in the URL', async () => {
    const api = mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      [PARTNERS]: (request) => ({
        data: {
          items: [
            downlineFixture({
              line: Number(request.params.line),
              login: `line${String(request.params.line)}`,
            }),
          ],
          total: 45,
        },
      }),
    });
    const { user } = renderCabinet('/client/linear-structure');
    await findTitle(en.routes.linearStructure.title);
    expect(await screen.findByText('line1')).toBeInTheDocument();
    expect(api.requestsTo(PARTNERS)[0]?.params).toEqual({ line: 1, page: 1, pageSize: 20 });

    await user.click(screen.getByRole('tab', { name: 'Line 3' }));
    await waitFor(() => expect(location()).toBe('/client/linear-structure?line=3'));
    expect(await screen.findByText('line3')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(location()).toBe('/client/linear-structure?line=3&page=2'));
    await waitFor(() =>
      expect(api.requestsTo(PARTNERS).at(-1)?.params).toEqual({ line: 3, page: 2, pageSize: 20 }),
    );
  });

  it('says when a line has no partners', async () => {
    mockApi({
      'GET /api/client/me': { data: partnerFixture() },
      [PARTNERS]: pageReply([]),
    });
    renderCabinet('/client/linear-structure?line=4');
    expect(await screen.findByText('No partners on line 4 yet')).toBeInTheDocument();
  });
});
