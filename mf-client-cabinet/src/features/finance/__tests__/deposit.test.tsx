import { screen, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from 'shared-api';
import {
  commonLocales,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import {
  depositFixture,
  depositInfoFixture,
  pageReply,
  refusal,
  TRC20_WALLET,
  TX_HASH,
} from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const req = en.deposit.request;
const common = commonLocales.en;
const LIST = 'GET /api/client/deposits';
const CREATE = 'POST /api/client/deposits';
const PAID = 'POST /api/client/deposits/5/paid';
type User = ReturnType<typeof renderCabinet>['user'];

const history = [
  depositFixture({ id: 3, status: 'completed', txHash: TX_HASH }),
  depositFixture({ id: 2, status: 'expired', amount: '20000000' }),
];

async function renderDeposit(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/deposits/info': { data: depositInfoFixture() },
    [LIST]: pageReply(history),
    [CREATE]: { data: depositFixture() },
    [PAID]: { data: depositFixture({ status: 'pending', txHash: TX_HASH }) },
    ...handlers,
  });
  const view = renderCabinet('/client/balance-deposit');
  await findTitle(en.routes.balanceDeposit.title);
  await screen.findByTestId('deposit-info');
  return { ...view, api };
}

async function requestTopUp(user: User, amount = '100') {
  await fillField(user, screen.getByLabelText(en.deposit.form.amount), amount);
  await user.click(screen.getByRole('button', { name: en.deposit.form.submit }));
}

it('shows the terms: network, minimum, fee, rate, timer and processing range', async () => {
  await renderDeposit();
  const info = screen.getByTestId('deposit-info');
  for (const text of [
    'TRC20',
    '10.00 USDT',
    '1%',
    '1 USDT = 1.00 GTC',
    '30 minutes',
    '10–60 minutes',
  ])
    expect(info).toHaveTextContent(text);
});

it('refuses an amount below the minimum before sending', async () => {
  const { user, api } = await renderDeposit();
  await requestTopUp(user, '9.99');
  await expectFieldMessage(en.deposit.form.amount, 'Minimum deposit amount 10.00 USDT');
  expect(api.requestsTo(CREATE)).toHaveLength(0);
});

it("shows the server's minimum beside the amount", async () => {
  const { user } = await renderDeposit({
    [CREATE]: refusal(
      422,
      'VALIDATION_FAILED',
      { amount: 'minDeposit' },
      { amount: '15000000', currency: 'USDT' },
    ),
  });
  await requestTopUp(user, '12');
  await expectFieldMessage(en.deposit.form.amount, 'Minimum deposit amount 15.00 USDT');
});

it('creates a request with a key and shows where and how much to pay, with a QR code and a timer', async () => {
  const { user, api } = await renderDeposit();
  await requestTopUp(user, '100');
  const card = within(await screen.findByTestId('deposit-request'));

  expect(api.requestsTo(CREATE)[0]?.body).toEqual({ amount: '100000000' });
  expect(api.requestsTo(CREATE)[0]?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
  expect(card.getByTestId('deposit-address')).toHaveTextContent(TRC20_WALLET);
  expect(card.getByLabelText(req.qrLabel).querySelector('svg')).toBeInTheDocument();
  expect(
    card.getByText(
      'Send exactly 100.00 USDT in the TRC20 network to this address before the timer ends.',
    ),
  ).toBeInTheDocument();
  expect(card.getByText('1.00 USDT')).toBeInTheDocument(); // the fee
  expect(card.getByText('99.00 GTC')).toBeInTheDocument(); // credited
  expect(card.getByTestId('payment-timer').textContent).toMatch(/^(30:00|29:5\d)$/);
  expect(card.getByText('Processing takes 10–60 minutes after payment.')).toBeInTheDocument();
});

it('copies the wallet address', async () => {
  const { user } = await renderDeposit();
  await requestTopUp(user);
  await screen.findByTestId('deposit-request');
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(screen.getByRole('button', { name: req.address }));
  expect(writeText).toHaveBeenCalledWith(TRC20_WALLET);
  await user.click(screen.getByRole('button', { name: req.amount }));
  expect(writeText).toHaveBeenLastCalledWith('100');
});

it('"I have paid" checks the hash, sends it and shows the processing range', async () => {
  const { user, api } = await renderDeposit();
  await requestTopUp(user);
  await screen.findByTestId('deposit-request');

  await fillField(user, screen.getByLabelText(req.txHash), 'not-a-hash');
  await user.click(screen.getByRole('button', { name: req.paid }));
  await expectFieldMessage(req.txHash, common.validation.invalidTxHash);
  expect(api.requestsTo(PAID)).toHaveLength(0);

  await fillField(user, screen.getByLabelText(req.txHash), TX_HASH);
  await user.click(screen.getByRole('button', { name: req.paid }));
  expect(await screen.findByText(req.paidDone)).toBeInTheDocument();
  expect(api.requestsTo(PAID)[0]?.body).toEqual({ txHash: TX_HASH });
  expect(
    screen.getByText(
      'We are checking your payment: it takes 10–60 minutes. GTC is credited once it is confirmed.',
    ),
  ).toBeInTheDocument();
});

it('"I have paid" works without a hash', async () => {
  const { user, api } = await renderDeposit();
  await requestTopUp(user);
  await screen.findByTestId('deposit-request');
  await user.click(screen.getByRole('button', { name: req.paid }));
  await screen.findByText(req.paidDone);
  expect(api.requestsTo(PAID)[0]?.body).toEqual({});
});

it('ends the payment time: the request is expired and cannot be marked paid', async () => {
  const created = Date.now();
  const { user } = await renderDeposit({
    [CREATE]: {
      data: depositFixture({
        createdAt: new Date(created).toISOString(),
        expiresAt: new Date(created + 1200).toISOString(),
      }),
    },
  });
  await requestTopUp(user);
  expect(await screen.findByText(req.expired)).toBeInTheDocument();
  expect(screen.getByTestId('payment-timer')).toHaveTextContent('00:00');
  expect(screen.getByRole('button', { name: req.paid })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: req.newRequest }));
  expect(await screen.findByLabelText(en.deposit.form.amount)).toBeInTheDocument();
});

it('shows a request still awaiting payment again after a reload of the page', async () => {
  await renderDeposit({ [LIST]: pageReply([depositFixture({ id: 8 }), ...history]) });
  const card = await screen.findByTestId('deposit-request');
  expect(card).toHaveTextContent('Top-up request #8');
  expect(screen.queryByLabelText(en.deposit.form.amount)).toBeNull();
});

it('lists the history with statuses', async () => {
  await renderDeposit();
  const table = within(await screen.findByTestId('deposit-history'));
  const completed = within((await table.findByText(en.deposit.status.completed)).closest('tr')!);
  expect(completed.getByText(TX_HASH)).toBeInTheDocument();
  const expired = within(table.getByText(en.deposit.status.expired).closest('tr')!);
  expect(expired.getByText('20.00')).toBeInTheDocument();
});
