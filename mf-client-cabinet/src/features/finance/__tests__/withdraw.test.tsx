import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, type WithdrawalInfo } from 'shared-api';
import { formatDate } from 'shared-ui';
import {
  commonLocales,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
  onPhoneScreen,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import {
  pageReply,
  refusal,
  TRC20_WALLET,
  withdrawalFixture,
  withdrawalInfoFixture,
} from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const form = en.withdraw.form;
const common = commonLocales.en;
const INFO = 'GET /api/client/withdrawals/info';
const LIST = 'GET /api/client/withdrawals';
const CREATE = 'POST /api/client/withdrawals';
const CANCEL = 'POST /api/client/withdrawals/9/cancel';
type User = ReturnType<typeof renderCabinet>['user'];

async function renderWithdraw({
  info = {},
  handlers = {},
}: { info?: Partial<WithdrawalInfo>; handlers?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture({ twoFactorEnabled: true }) },
    [INFO]: { data: withdrawalInfoFixture(info) },
    [LIST]: pageReply([
      withdrawalFixture(),
      withdrawalFixture({
        id: 10,
        currency: 'GTC',
        wallet: null,
        fee: '1000000',
        toReceive: '99000000',
        status: 'completed',
      }),
    ]),
    [CREATE]: { data: withdrawalFixture() },
    [CANCEL]: { data: withdrawalFixture({ status: 'cancelled' }) },
    ...handlers,
  });
  const view = renderCabinet('/client/balance-withdraw');
  await findTitle(en.routes.balanceWithdraw.title);
  await screen.findByTestId('withdraw-window');
  return { ...view, api };
}

async function fillRequest(user: User, { amount = '100', wallet = TRC20_WALLET } = {}) {
  await fillField(user, screen.getByLabelText(form.wallet), wallet);
  await fillField(user, screen.getByLabelText(form.amount), amount);
  await fillField(user, screen.getByLabelText(form.code), '123456');
}

async function submitAndConfirm(user: User) {
  await user.click(screen.getByRole('button', { name: form.submit }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: en.withdraw.confirm.ok }));
}

describe('the window and the limits', () => {
  it('says the window is open, with the days, the minimum and what is left of the limit', async () => {
    await renderWithdraw({ info: { usedToday: '2500000000' } });
    const window = screen.getByTestId('withdraw-window');
    expect(window).toHaveTextContent(en.withdraw.window.open);
    expect(window).toHaveTextContent('5, 15, 25');
    expect(window).toHaveTextContent('20.00 GTC');
    expect(screen.getByTestId('daily-limit-left')).toHaveTextContent('7,500.00 GTC');
    expect(screen.getByLabelText(form.amount)).toBeEnabled();
  });

  it('outside a window names when the next one opens and disables the form', async () => {
    const windowStart = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await renderWithdraw({ info: { open: false, windowStart } });
    const window = screen.getByTestId('withdraw-window');
    expect(window).toHaveTextContent(en.withdraw.window.closed);
    expect(window).toHaveTextContent(formatDate(windowStart, 'en', true));
    expect(window).toHaveTextContent(/In 2 d|In 3 d/);
    expect(screen.getByLabelText(form.amount)).toBeDisabled();
    expect(screen.getByRole('button', { name: form.submit })).toBeDisabled();
  });

  it('allows one request per window', async () => {
    await renderWithdraw({ info: { requestedInWindow: true } });
    expect(screen.getByText(en.withdraw.window.requested)).toBeInTheDocument();
    expect(screen.getByLabelText(form.amount)).toBeDisabled();
  });

  it('needs 2FA: the notice with its link, and a disabled form', async () => {
    await renderWithdraw({ info: { twoFactorEnabled: false } });
    expect(screen.getByTestId('two-fa-required')).toHaveTextContent(common.errors.TWO_FA_REQUIRED);
    expect(screen.getByLabelText(form.amount)).toBeDisabled();
  });
});

describe('a request', () => {
  it('shows the fee and the amount to receive while typing, per currency', async () => {
    const { user } = await renderWithdraw();
    await fillField(user, screen.getByLabelText(form.amount), '100');
    await waitFor(() => expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('3.00 GTC'));
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('97.00 USDT');

    await user.click(screen.getByText(form.gtc, { selector: '.ant-radio-button-label' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('1.00 GTC'));
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('99.00 GTC');
    // GTC needs no wallet.
    expect(screen.queryByLabelText(form.wallet)).toBeNull();
  });

  it('checks the minimum, the wallet and the daily limit before sending', async () => {
    const { user, api } = await renderWithdraw({ info: { usedToday: '9950000000' } });
    await fillRequest(user, { amount: '10', wallet: 'T123' });
    await user.click(screen.getByRole('button', { name: form.submit }));
    await expectFieldMessage(form.amount, 'Minimum withdrawal amount 20.00 GTC');
    await expectFieldMessage(form.wallet, common.validation.invalidWallet);

    await fillField(user, screen.getByLabelText(form.amount), '80');
    await expectFieldMessage(form.amount, 'Limit exceeded by 30.00 GTC');
    expect(api.requestsTo(CREATE)).toHaveLength(0);
  });

  it('confirms, then sends the request with a key and says "withdrawal request created"', async () => {
    const { user, api } = await renderWithdraw();
    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: form.submit }));
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(confirm).toHaveTextContent('3.00 GTC');
    expect(confirm).toHaveTextContent('97.00 USDT');
    expect(api.requestsTo(CREATE)).toHaveLength(0);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: en.withdraw.confirm.ok }),
    );

    expect(await screen.findByText(en.withdraw.created)).toBeInTheDocument();
    const [request] = api.requestsTo(CREATE);
    expect(request?.body).toEqual({
      currency: 'USDT',
      amount: '100000000',
      wallet: TRC20_WALLET,
      code: '123456',
    });
    expect(request?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
    await waitFor(() => expect(api.requestsTo(INFO)).toHaveLength(2));
    expect(api.requestsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('sends a GTC request without a wallet', async () => {
    const { user, api } = await renderWithdraw();
    await user.click(screen.getByText(form.gtc, { selector: '.ant-radio-button-label' }));
    await fillField(user, screen.getByLabelText(form.amount), '25.5');
    await fillField(user, screen.getByLabelText(form.code), '123456');
    await submitAndConfirm(user);
    await screen.findByText(en.withdraw.created);
    expect(api.requestsTo(CREATE)[0]?.body).toEqual({
      currency: 'GTC',
      amount: '25500000',
      code: '123456',
    });
  });

  it('shows "limit exceeded by" the server\'s amount beside the amount', async () => {
    const { user } = await renderWithdraw({
      handlers: {
        [CREATE]: refusal(
          409,
          'LIMIT_EXCEEDED',
          { amount: 'limitExceeded' },
          { amount: '1500000000', currency: 'GTC' },
        ),
      },
    });
    await fillRequest(user);
    await submitAndConfirm(user);
    await expectFieldMessage(form.amount, 'Limit exceeded by 1,500.00 GTC');
  });

  it("shows the server's minimum beside the amount", async () => {
    const { user } = await renderWithdraw({
      handlers: {
        [CREATE]: refusal(
          422,
          'VALIDATION_FAILED',
          { amount: 'minWithdrawal' },
          { amount: '20000000', currency: 'GTC' },
        ),
      },
    });
    await fillRequest(user);
    await submitAndConfirm(user);
    await expectFieldMessage(form.amount, 'Minimum withdrawal amount 20.00 GTC');
  });

  it("shows the server's refusal of the wallet (a typo fails its checksum) beside the wallet", async () => {
    const { user } = await renderWithdraw({
      handlers: { [CREATE]: refusal(422, 'VALIDATION_FAILED', { wallet: 'invalidWallet' }) },
    });
    // The shape holds (the form lets it through); only the server's base58check refuses it.
    await fillRequest(user, { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' });
    await submitAndConfirm(user);
    await expectFieldMessage(
      form.wallet,
      'This is not a TRC20 address: check it against your wallet (T…, 34 characters)',
    );
    expect(screen.queryByText(en.withdraw.created)).toBeNull();
  });

  it('says when the next window opens if the window closed meanwhile', async () => {
    const date = '2025-07-05T00:00:00.000Z';
    const { user } = await renderWithdraw({
      handlers: { [CREATE]: refusal(409, 'WITHDRAWAL_CLOSED', undefined, { date }) },
    });
    await fillRequest(user);
    await submitAndConfirm(user);
    expect(
      await screen.findByText(
        `Withdrawals are closed now. The next window opens ${formatDate(date, 'en', true)}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a request already made in this window as an alert', async () => {
    const { user } = await renderWithdraw({
      handlers: { [CREATE]: refusal(409, 'WITHDRAWAL_ALREADY_REQUESTED') },
    });
    await fillRequest(user);
    await submitAndConfirm(user);
    expect(await screen.findByText(common.errors.WITHDRAWAL_ALREADY_REQUESTED)).toBeInTheDocument();
  });
});

describe('the history', () => {
  it('lists requests with their statuses; only a pending one can be cancelled', async () => {
    await renderWithdraw();
    const table = within(await screen.findByTestId('withdraw-history'));
    const pending = within((await table.findByText(en.withdraw.status.pending)).closest('tr')!);
    expect(pending.getByText('97.00 USDT')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: en.withdraw.history.cancel })).toBeInTheDocument();
    const done = within(table.getByText(en.withdraw.status.completed).closest('tr')!);
    expect(done.getByText('99.00 GTC')).toBeInTheDocument();
    expect(done.queryByRole('button')).toBeNull();
  });

  it('cancels a pending request after a confirmation and says "cancelled"', async () => {
    const { user, api } = await renderWithdraw();
    const table = within(await screen.findByTestId('withdraw-history'));
    const row = within((await table.findByText(en.withdraw.status.pending)).closest('tr')!);
    await user.click(row.getByRole('button', { name: en.withdraw.history.cancel }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(en.withdraw.history.cancelText)).toBeInTheDocument();
    expect(api.requestsTo(CANCEL)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: en.withdraw.history.cancel }));
    await waitFor(() =>
      expect(document.querySelector('.ant-message')).toHaveTextContent(
        en.withdraw.history.cancelled,
      ),
    );
    expect(api.requestsTo(CANCEL)[0]?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
    await waitFor(() => expect(api.requestsTo(LIST)).toHaveLength(2));
  });

  it('keeps the request when the partner changes their mind', async () => {
    const { user, api } = await renderWithdraw();
    const table = within(await screen.findByTestId('withdraw-history'));
    const row = within((await table.findByText(en.withdraw.status.pending)).closest('tr')!);
    await user.click(row.getByRole('button', { name: en.withdraw.history.cancel }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: en.withdraw.history.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo(CANCEL)).toHaveLength(0);
  });

  it('shows why a cancel was refused', async () => {
    const { user } = await renderWithdraw({
      handlers: { [CANCEL]: refusal(409, 'INVALID_STATE') },
    });
    const table = within(await screen.findByTestId('withdraw-history'));
    const row = within((await table.findByText(en.withdraw.status.pending)).closest('tr')!);
    await user.click(row.getByRole('button', { name: en.withdraw.history.cancel }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: en.withdraw.history.cancel }));
    expect(await screen.findByText(common.errors.INVALID_STATE)).toBeInTheDocument();
  });
});

describe('the history on a phone', () => {
  onPhoneScreen();

  const cardOf = async (status: string) => {
    const history = within(await screen.findByTestId('withdraw-history'));
    return within((await history.findByText(status)).closest('li')!);
  };

  it('shows each request as a card: amount, status, labelled lines and its action', async () => {
    await renderWithdraw();
    const history = within(screen.getByTestId('withdraw-history'));
    expect(history.queryByRole('table')).toBeNull();
    expect(history.getAllByRole('listitem')).toHaveLength(2);
    const pending = await cardOf(en.withdraw.status.pending);
    expect(pending.getByText(en.withdraw.history.receive)).toBeInTheDocument();
    expect(pending.getByText('97.00 USDT')).toBeInTheDocument();
    expect(pending.getByText(en.withdraw.history.wallet)).toBeInTheDocument();
    expect(pending.getByRole('button', { name: en.withdraw.history.cancel })).toBeInTheDocument();
    const done = await cardOf(en.withdraw.status.completed);
    expect(done.getByText('99.00 GTC')).toBeInTheDocument();
    expect(done.queryByRole('button')).toBeNull();
  });

  it("cancels a pending request from its card's button", async () => {
    const { user, api } = await renderWithdraw();
    const pending = await cardOf(en.withdraw.status.pending);
    await user.click(pending.getByRole('button', { name: en.withdraw.history.cancel }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: en.withdraw.history.cancel }));
    await waitFor(() => expect(api.requestsTo(CANCEL)).toHaveLength(1));
  });
});
