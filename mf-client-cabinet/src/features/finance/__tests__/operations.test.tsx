import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  commonLocales,
  findTitle,
  mockApi,
  onPhoneScreen,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { operationFixture, pageReply } from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const OPERATIONS = 'GET /api/client/operations';
const location = () => screen.getByTestId('location').textContent ?? '';

const accrual = operationFixture();
const transferOut = operationFixture({
  id: 2,
  type: 'transfer',
  kind: 'transfer',
  amount: '-5000000',
  counterparty: { login: 'anna', partnerCode: 'ANNA0008' },
  details: {},
});

function setup(reply: MockHandler = pageReply([accrual, transferOut], 45)) {
  return mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    [OPERATIONS]: reply,
  });
}

it('shows date, title, signed amount and type of each operation', async () => {
  setup();
  renderCabinet('/client/fin-operation');
  await findTitle(en.routes.finOperation.title);
  expect(within(await screen.findByTestId('operations-table')).getByRole('table')).toBeVisible();
  const income = within((await screen.findByText('Daily income: Start, day 3')).closest('tr')!);
  expect(income.getByText('+2.25 GTC')).toBeInTheDocument();
  expect(income.getByText(en.operations.types['daily-bonus'])).toBeInTheDocument();
  expect(income.getByText(/Jun 3, 2025/)).toBeInTheDocument();
  const sent = within(screen.getByText('Transfer to anna (ANNA0008)').closest('tr')!);
  expect(sent.getByText('-5.00 GTC')).toBeInTheDocument();
  expect(sent.getByText(en.operations.types.transfer)).toBeInTheDocument();
});

it("sends the URL's type, period and page as the request params, dropping invalid ones", async () => {
  const api = setup();
  renderCabinet('/client/fin-operation?type=transfer&from=2025-06-01&to=2025-06-30&page=2');
  await screen.findByText('Daily income: Start, day 3');
  expect(api.requestsTo(OPERATIONS)[0]?.params).toEqual({
    page: 2,
    pageSize: 20,
    type: 'transfer',
    from: '2025-06-01',
    to: '2025-06-30',
  });
  expect(screen.getByPlaceholderText(en.operations.filters.from)).toHaveValue('2025-06-01');
  expect(screen.getByTitle(en.operations.types.transfer)).toBeInTheDocument();
});

it('ignores an unknown type or a malformed date in the URL', async () => {
  const api = setup();
  renderCabinet('/client/fin-operation?type=lottery&from=yesterday&pageSize=7');
  await screen.findByText('Daily income: Start, day 3');
  expect(api.requestsTo(OPERATIONS)[0]?.params).toEqual({ page: 1, pageSize: 20 });
});

it('each filter goes to the URL and the request, from page 1', async () => {
  const api = setup();
  const { user } = renderCabinet('/client/fin-operation?page=3');
  await screen.findByText('Daily income: Start, day 3');
  const last = () => api.requestsTo(OPERATIONS).at(-1)?.params;

  fireEvent.mouseDown(
    screen.getByLabelText(en.operations.filters.type).closest('.ant-select')!.firstElementChild!,
  );
  await user.click(await screen.findByTitle(en.operations.types.deposit));
  await waitFor(() => expect(location()).toBe('/client/fin-operation?type=deposit'));
  await waitFor(() => expect(last()).toEqual({ page: 1, pageSize: 20, type: 'deposit' }));

  const from = screen.getByPlaceholderText(en.operations.filters.from);
  await user.click(from);
  await user.type(from, '2025-06-01{Enter}');
  await user.type(screen.getByPlaceholderText(en.operations.filters.to), '2025-06-30{Enter}');
  await waitFor(() =>
    expect(last()).toEqual({
      page: 1,
      pageSize: 20,
      type: 'deposit',
      from: '2025-06-01',
      to: '2025-06-30',
    }),
  );
  expect(location()).toBe('/client/fin-operation?type=deposit&from=2025-06-01&to=2025-06-30');
});

it('pages through the server pages', async () => {
  const api = setup();
  const { user } = renderCabinet('/client/fin-operation?type=transfer');
  await screen.findByText('Daily income: Start, day 3');
  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(location()).toBe('/client/fin-operation?type=transfer&page=2'));
  await waitFor(() =>
    expect(api.requestsTo(OPERATIONS).at(-1)?.params).toEqual({
      page: 2,
      pageSize: 20,
      type: 'transfer',
    }),
  );
});

it('offers to clear the filters when nothing matches', async () => {
  setup(pageReply([]));
  const { user } = renderCabinet('/client/fin-operation?type=withdrawal');
  expect(await screen.findByText(en.operations.emptyFiltered)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en.operations.clear }));
  await waitFor(() => expect(location()).toBe('/client/fin-operation'));
  expect(await screen.findByText(en.operations.empty)).toBeInTheDocument();
});

describe('on a phone', () => {
  onPhoneScreen();

  it('lists each operation as a card: title, date, signed amount and type', async () => {
    setup();
    renderCabinet('/client/fin-operation');
    const list = within(await screen.findByTestId('operations-table'));
    expect(list.queryByRole('table')).toBeNull();
    expect(await list.findAllByRole('listitem')).toHaveLength(2);
    const income = within(list.getByText('Daily income: Start, day 3').closest('li')!);
    expect(income.getByText('+2.25 GTC')).toBeInTheDocument();
    // The type is a labelled line under the title, not a tag squeezing it beside the amount.
    expect(income.getByText(en.operations.types['daily-bonus']).closest('dd')).toBeInTheDocument();
    expect(income.getByText(en.operations.columns.type, { selector: 'dt' })).toBeInTheDocument();
    expect(income.getByText(/Jun 3, 2025/)).toBeInTheDocument();
    const sent = within(list.getByText('Transfer to anna (ANNA0008)').closest('li')!);
    expect(sent.getByText('-5.00 GTC')).toBeInTheDocument();
  });

  it('pages through the server pages under the cards', async () => {
    const api = setup();
    const { user } = renderCabinet('/client/fin-operation');
    await screen.findByText('Daily income: Start, day 3');
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(location()).toBe('/client/fin-operation?page=3'));
    await waitFor(() =>
      expect(api.requestsTo(OPERATIONS).at(-1)?.params).toEqual({ page: 3, pageSize: 20 }),
    );
  });

  it('keeps the empty state and its clear button', async () => {
    setup(pageReply([]));
    const { user } = renderCabinet('/client/fin-operation?type=withdrawal');
    expect(await screen.findByText(en.operations.emptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.operations.clear }));
    await waitFor(() => expect(location()).toBe('/client/fin-operation'));
  });

  it('says a failed load and retries it', async () => {
    let calls = 0;
    const api = setup(() =>
      ++calls === 1
        ? { status: 500, data: { error: { code: 'INTERNAL', message: 'x' } } }
        : pageReply([accrual]),
    );
    const { user } = renderCabinet('/client/fin-operation');
    expect(await screen.findByText(en.operations.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonLocales.en.actions.retry }));
    expect(await screen.findByText('Daily income: Start, day 3')).toBeInTheDocument();
    expect(api.requestsTo(OPERATIONS)).toHaveLength(2);
  });
});
