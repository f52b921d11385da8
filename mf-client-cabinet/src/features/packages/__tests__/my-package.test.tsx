import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from 'shared-ui';
import { findTitle, linkTo, mockApi, onPhoneScreen, type MockHandler } from 'shared-ui/testing';
import { dayjs, ISO_DAY } from '../../../dates/dayjs';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { partnerPackageFixture } from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const CALENDAR = 'GET /api/client/my-packages/calendar';
const today = dayjs().hour(12).minute(0).second(0).millisecond(0);
const accrual = (days: number, paid: boolean, amount = '2250000') => ({
  partnerPackageId: 11,
  packageName: 'Mini',
  packageNameI18n: { ru: 'Mini' },
  index: 30 + days,
  dueAt: today.add(days, 'day').toISOString(),
  amount,
  paid,
});

async function renderMine(
  items: ReturnType<typeof partnerPackageFixture>[],
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/my-packages': { data: { items } },
    [CALENDAR]: {
      data: { items: [accrual(0, true), accrual(0, true, '1000000'), accrual(1, false)] },
    },
    ...handlers,
  });
  const view = renderCabinet('/client/my-package');
  await findTitle(en.routes.myPackage.title);
  return { ...view, api };
}

it('shows status, dates, days left, the next credit, earnings and progress', async () => {
  await renderMine([partnerPackageFixture()]);
  const card = await screen.findByTestId('my-package-11');
  const item = partnerPackageFixture();
  for (const text of [
    'Mini',
    en.myPackages.status.active,
    '100.00 GTC',
    formatDate(item.purchasedAt, 'en'),
    formatDate(item.finishAt, 'en'),
    '270',
    `0.40 GTC on ${formatDate(item.nextCreditAt!, 'en', true)}`,
    '12.00 GTC / 120.00 GTC',
    '30 of 300',
  ])
    expect(card).toHaveTextContent(text);
  expect(screen.queryByTestId('no-active-packages')).toBeNull();
});

it('says "no packages active" with a link to buy, and still lists finished ones', async () => {
  await renderMine([
    partnerPackageFixture({ status: 'finished', nextCreditAt: null, nextCreditAmount: null }),
  ]);
  const empty = await screen.findByTestId('no-active-packages');
  expect(empty).toHaveTextContent(en.myPackages.noneActive);
  expect(linkTo(empty, '/client/invest-package')).toHaveTextContent(en.myPackages.buy);
  const card = screen.getByTestId('my-package-11');
  expect(card).toHaveTextContent(en.myPackages.status.finished);
  expect(within(card).getByText(en.myPackages.nextCredit).closest('tr')).toHaveTextContent('—');
});

it('shows only the empty state, no calendar, to a partner without packages', async () => {
  const { api } = await renderMine([]);
  await screen.findByTestId('no-active-packages');
  expect(screen.queryByTestId('earnings-calendar')).toBeNull();
  expect(api.requestsTo(CALENDAR)).toHaveLength(0);
});

it("shows the month's paid and upcoming accruals on their days", async () => {
  const { api } = await renderMine([partnerPackageFixture()]);
  const todayCell = await screen.findByTestId(`earnings-${today.format(ISO_DAY)}`);
  // Two packages' accruals of one day are summed.
  expect(within(todayCell).getByLabelText(en.myPackages.calendar.paid)).toHaveTextContent('+3.25');
  const tomorrow = screen.getByTestId(`earnings-${today.add(1, 'day').format(ISO_DAY)}`);
  expect(within(tomorrow).getByLabelText(en.myPackages.calendar.upcoming)).toHaveTextContent(
    '2.25',
  );
  expect(api.requestsTo(CALENDAR)[0]?.params).toEqual({
    from: today.startOf('month').subtract(7, 'day').format(ISO_DAY),
    to: today.endOf('month').add(14, 'day').format(ISO_DAY),
  });
});

it('loads the next month when the partner moves to it', async () => {
  const { user, api } = await renderMine([partnerPackageFixture()]);
  await screen.findByTestId(`earnings-${today.format(ISO_DAY)}`);
  const nextMonth = today.add(1, 'month').startOf('month');
  await user.click(screen.getByTitle(nextMonth.format(ISO_DAY)));
  await waitFor(() =>
    expect(api.requestsTo(CALENDAR).at(-1)?.params).toEqual({
      from: nextMonth.subtract(7, 'day').format(ISO_DAY),
      to: nextMonth.endOf('month').add(14, 'day').format(ISO_DAY),
    }),
  );
});

it('moves to a month chosen in its labelled month chooser', async () => {
  const { user, api } = await renderMine([partnerPackageFixture()]);
  await screen.findByTestId(`earnings-${today.format(ISO_DAY)}`);
  // A month of the shown year other than the current one: the year chooser keeps the year.
  const target = today.month(today.month() === 0 ? 1 : 0).startOf('month');
  const monthName = new Intl.DateTimeFormat('en', { month: 'long' }).format(target.toDate());
  await user.click(screen.getByRole('combobox', { name: en.myPackages.calendar.month }));
  await user.click(await screen.findByTitle(monthName));
  await waitFor(() =>
    expect(api.requestsTo(CALENDAR).at(-1)?.params).toMatchObject({
      to: target.endOf('month').add(14, 'day').format(ISO_DAY),
    }),
  );
  expect(screen.getByRole('combobox', { name: en.myPackages.calendar.year })).toBeInTheDocument();
});

describe('on a phone', () => {
  onPhoneScreen();

  it('marks the days with dots and lists the chosen day’s accruals below the calendar', async () => {
    const { user } = await renderMine([partnerPackageFixture()], {
      [CALENDAR]: {
        data: {
          items: [
            accrual(0, true),
            {
              ...accrual(0, true, '1000000'),
              partnerPackageId: 12,
              packageNameI18n: { ru: 'Maxi' },
            },
            accrual(1, false),
          ],
        },
      },
    });
    const todayCell = await screen.findByTestId(`earnings-${today.format(ISO_DAY)}`);
    // No amounts in a phone's cells: a dot per kind, named for screen readers.
    expect(
      within(todayCell).getByRole('img', { name: en.myPackages.calendar.paid }),
    ).toBeEmptyDOMElement();
    expect(todayCell).not.toHaveTextContent('2.25');

    const day = () => screen.getByTestId('earnings-day');
    expect(day()).toHaveTextContent(formatDate(today.toISOString(), 'en'));
    expect(day()).toHaveTextContent(`Mini #30+2.25${en.myPackages.calendar.paid}`);
    expect(day()).toHaveTextContent(`Maxi #30+1.00${en.myPackages.calendar.paid}`);

    const tomorrow = today.add(1, 'day');
    await user.click(screen.getByTitle(tomorrow.format(ISO_DAY)));
    await waitFor(() => expect(day()).toHaveTextContent(formatDate(tomorrow.toISOString(), 'en')));
    expect(day()).toHaveTextContent(`Mini #312.25${en.myPackages.calendar.upcoming}`);

    const quiet = today.add(3, 'day');
    await user.click(screen.getByTitle(quiet.format(ISO_DAY)));
    await waitFor(() => expect(day()).toHaveTextContent(en.myPackages.calendar.noneOnDay));
  });
});

it('keeps the amounts in the cells and lists no day on a wide screen', async () => {
  await renderMine([partnerPackageFixture()]);
  await screen.findByTestId(`earnings-${today.format(ISO_DAY)}`);
  expect(screen.queryByTestId('earnings-day')).toBeNull();
});
