import { screen, waitFor } from '@testing-library/react';
import { units, type Permission, type Statistics } from 'shared-api';
import { commonLocales, apiError, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const s = en.statistics;

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
}

const bonuses = (daily: number) => ({
  'daily-bonus': units(daily),
  'partner-purchase-bonus': units(2),
  'binary-bonus': '0',
  'career-bonus': '1500000',
});
const day = (date: string, newPartners: number, deposits: number) => ({
  date,
  newPartners,
  packagesSold: 1,
  packagesAmount: units(1000),
  deposits: units(deposits),
  withdrawals: units(20),
  bonuses: bonuses(5),
});
const statistics: Statistics = {
  totals: {
    newPartners: 12,
    activePartners: 1234,
    packagesSold: 2,
    packagesAmount: units(2000),
    deposits: '1500250000',
    withdrawals: units(40),
    bonuses: bonuses(10),
  },
  series: [day('2026-03-01', 5, 1000), day('2026-03-02', 7, 500)],
};

const location = () => screen.getByTestId('location').textContent ?? '';
const total = (name: string) => screen.getByTestId(`total-${name}`);
const chart = (title: string) => screen.getByLabelText(title, { selector: 'svg' });
const tooltips = (svg: Element) =>
  [...svg.querySelectorAll('title')].slice(1).map((t) => t.textContent);

// Only Date is faked: antd and user-event keep their real timers.
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: [...REAL], now: new Date('2026-03-31T12:00:00') });
});
afterEach(() => jest.useRealTimers());

describe('statistics', () => {
  it("asks for the URL's period and shows its totals, bonuses and daily charts", async () => {
    const api = setup({ 'GET /api/admin/statistics': { data: statistics } });
    renderAdmin('/admin/manage/statistics?from=2026-03-01&to=2026-03-02');
    await findTitle(en.routes.statistics);
    await waitFor(() => expect(total('activePartners')).toHaveTextContent('1,234'));
    expect(total('newPartners')).toHaveTextContent(`${s.totals.newPartners}12`);
    expect(total('packagesSold')).toHaveTextContent('2');
    expect(total('packagesAmount')).toHaveTextContent('2,000.00 GTC');
    expect(total('deposits')).toHaveTextContent('1,500.25 GTC');
    expect(total('withdrawals')).toHaveTextContent('40.00 GTC');
    expect(total('daily-bonus')).toHaveTextContent(`${s.bonuses['daily-bonus']}10.00 GTC`);
    expect(total('career-bonus')).toHaveTextContent('1.50 GTC');
    expect(api.requestsTo('GET /api/admin/statistics')[0]?.params).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });

    expect(tooltips(chart(s.charts.newPartners))).toEqual([
      `Mar 1 · ${s.totals.newPartners}: 5`,
      `Mar 2 · ${s.totals.newPartners}: 7`,
    ]);
    const money = tooltips(chart(s.charts.money));
    expect(money).toContain(`Mar 1 · ${s.totals.deposits}: 1,000.00`);
    expect(money).toContain(`Mar 2 · ${s.totals.withdrawals}: 20.00`);
    expect(chart(s.charts.bonuses).querySelectorAll('polyline')).toHaveLength(4);
    // No preset matches a custom period.
    expect(screen.getByLabelText(s.presets.month)).not.toBeChecked();
  });

  it('opens on the last month and puts a preset in the URL', async () => {
    const api = setup({ 'GET /api/admin/statistics': { data: statistics } });
    const { user } = renderAdmin('/admin/manage/statistics?from=2026-03-10&to=2025-01-01');
    await findTitle(en.routes.statistics);
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/statistics')[0]?.params).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    expect(screen.getByLabelText(s.presets.month)).toBeChecked();

    await user.click(screen.getByLabelText(s.presets.week));
    expect(location()).toBe('/admin/manage/statistics?from=2026-03-25&to=2026-03-31');
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/statistics')[1]?.params).toEqual({
        from: '2026-03-25',
        to: '2026-03-31',
      }),
    );
    await user.click(screen.getByLabelText(s.presets.year));
    expect(location()).toBe('/admin/manage/statistics?from=2025-04-01&to=2026-03-31');
  });

  it('a failed load says so and retries', async () => {
    let calls = 0;
    setup({
      'GET /api/admin/statistics': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL') : { data: statistics },
    });
    const { user } = renderAdmin('/admin/manage/statistics');
    expect(await screen.findByText(s.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonLocales.en.actions.retry }));
    await waitFor(() => expect(total('activePartners')).toHaveTextContent('1,234'));
  });

  it('is refused without view-statistics, asking nothing', async () => {
    const api = setup({}, ['view-users']);
    renderAdmin('/admin/manage/statistics');
    expect(await screen.findByTestId('available-sections')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/statistics')).toHaveLength(0);
  });
});
