import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from 'shared-api';
import {
  commonLocales,
  expectFieldMessage,
  fillField,
  findTitle,
  linkTo,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { pageReply, refusal, transferFixture } from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const common = commonLocales.en;
const TRANSFERS = 'GET /api/client/transfers';
const SEND = 'POST /api/client/transfers';
const RECIPIENT = 'GET /api/client/transfers/recipient';
const ANNA = { id: 8, login: 'anna', partnerCode: 'ANNA0008', name: 'Anna K.' };

async function renderTransfer({
  twoFactorEnabled = true,
  handlers = {},
}: { twoFactorEnabled?: boolean; handlers?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture({ twoFactorEnabled }) },
    [TRANSFERS]: pageReply([
      transferFixture(),
      transferFixture({
        id: 4,
        direction: 'in',
        amount: '2000000',
        sender: { id: 9, login: 'boris', partnerCode: 'BORIS009' },
        recipient: { id: 7, login: 'ivan.petrov', partnerCode: 'AB12CD34' },
      }),
    ]),
    [SEND]: { data: transferFixture() },
    [RECIPIENT]: { data: ANNA },
    ...handlers,
  });
  const view = renderCabinet('/client/balance-transfer');
  await findTitle(en.routes.balanceTransfer.title);
  await screen.findByText('anna (ANNA0008)');
  return { ...view, api };
}

async function send(
  user: ReturnType<typeof renderCabinet>['user'],
  { amount = '5', recipient = 'anna', code = '123456' } = {},
) {
  await fillField(user, screen.getByLabelText(en.transfer.amount), amount);
  await fillField(user, screen.getByLabelText(en.transfer.recipient), recipient);
  await fillField(user, screen.getByLabelText(en.transfer.code), code);
  await submitAndConfirm(user);
}

/** Transfer, then confirm the amount and the recipient in the dialog. */
async function submitAndConfirm(user: ReturnType<typeof renderCabinet>['user']) {
  await user.click(screen.getByRole('button', { name: en.transfer.submit }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: en.transfer.confirmOk }));
}

it('shows both directions of the history with tags, partners and signed amounts', async () => {
  await renderTransfer();
  const sent = within(screen.getByText('anna (ANNA0008)').closest('tr')!);
  expect(sent.getByText(en.transfer.history.out)).toBeInTheDocument();
  expect(sent.getByText('-5.00 GTC')).toBeInTheDocument();
  const received = within(screen.getByText('boris (BORIS009)').closest('tr')!);
  expect(received.getByText(en.transfer.history.in)).toBeInTheDocument();
  expect(received.getByText('+2.00 GTC')).toBeInTheDocument();
});

it('without 2FA says "Operation unavailable. Enable 2FA." and keeps the form disabled', async () => {
  await renderTransfer({ twoFactorEnabled: false });
  const notice = screen.getByTestId('two-fa-required');
  expect(notice).toHaveTextContent(common.errors.TWO_FA_REQUIRED);
  expect(linkTo(notice, '/client/security')).toHaveTextContent(common.twoFa.path);
  expect(screen.getByLabelText(en.transfer.amount)).toBeDisabled();
  expect(screen.getByRole('button', { name: en.transfer.submit })).toBeDisabled();
});

it('sends micro-units, the partner ID and the code with a key, then says "funds transferred"', async () => {
  const { user, api } = await renderTransfer();
  await send(user, { amount: '5.25', recipient: ' ANNA0008 ' });

  expect(await screen.findByText(en.transfer.done)).toBeInTheDocument();
  const [request] = api.requestsTo(SEND);
  expect(request?.body).toEqual({ amount: '5250000', recipient: 'ANNA0008', code: '123456' });
  expect(request?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.getByLabelText(en.transfer.amount)).toHaveValue(''));
  // The history and the header's balances follow.
  await waitFor(() => expect(api.requestsTo(TRANSFERS)).toHaveLength(2));
  await waitFor(() => expect(api.requestsTo('GET /api/client/me')).toHaveLength(2));
});

it('checks the amount before sending: required, a valid amount, within the balance', async () => {
  const { user, api } = await renderTransfer();
  await user.click(screen.getByRole('button', { name: en.transfer.submit }));
  await expectFieldMessage(en.transfer.amount, common.validation.required);
  await expectFieldMessage(en.transfer.recipient, common.validation.required);

  await fillField(user, screen.getByLabelText(en.transfer.amount), '1.1234567');
  await expectFieldMessage(en.transfer.amount, common.validation.invalidAmount);
  // The partner holds 1 234.50 GTC.
  await fillField(user, screen.getByLabelText(en.transfer.amount), '1234.51');
  await expectFieldMessage(en.transfer.amount, common.validation.insufficientFunds);
  expect(api.requestsTo(SEND)).toHaveLength(0);
});

it.each([
  [
    'insufficient funds',
    refusal(409, 'INSUFFICIENT_FUNDS', { amount: 'insufficientFunds' }),
    en.transfer.amount,
    'Insufficient funds',
  ],
  [
    'the minimum with its amount',
    refusal(
      422,
      'VALIDATION_FAILED',
      { amount: 'minTransfer' },
      { amount: '1000000', currency: 'GTC' },
    ),
    en.transfer.amount,
    'Minimum transfer amount 1.00 GTC',
  ],
  [
    'an unknown partner',
    refusal(422, 'VALIDATION_FAILED', { recipient: 'unknownPartner' }),
    en.transfer.recipient,
    common.validation.unknownPartner,
  ],
  [
    'a transfer to oneself',
    refusal(422, 'VALIDATION_FAILED', { recipient: 'selfTransfer' }),
    en.transfer.recipient,
    common.validation.selfTransfer,
  ],
  [
    'a wrong 2FA code',
    refusal(422, 'TWO_FA_INVALID', { code: 'wrongTwoFaCode' }),
    en.transfer.code,
    common.validation.wrongTwoFaCode,
  ],
])('shows %s beside its field', async (_name, reply, label, text) => {
  const { user } = await renderTransfer({ handlers: { [SEND]: reply } });
  await send(user);
  await expectFieldMessage(label, text);
  expect(screen.queryByText(en.transfer.done)).toBeNull();
});

it('shows "Enable 2FA" with its link when the server says 2FA is off', async () => {
  const { user } = await renderTransfer({ handlers: { [SEND]: refusal(409, 'TWO_FA_REQUIRED') } });
  await send(user);
  const alert = await screen.findByText(common.errors.TWO_FA_REQUIRED);
  expect(linkTo(alert.closest<HTMLElement>('[role="alert"]')!, '/client/security')).toBeTruthy();
});

it('retries a lost submission with the same key, and edited values with a new one', async () => {
  let fail = true;
  const { user, api } = await renderTransfer({
    handlers: {
      [SEND]: () => {
        if (fail) throw new Error('Network Error');
        return { data: transferFixture() };
      },
    },
  });
  const keys = () => api.requestsTo(SEND).map((r) => r.headers[IDEMPOTENCY_HEADER]);

  await send(user);
  await screen.findByRole('alert');
  await submitAndConfirm(user);
  await waitFor(() => expect(keys()).toHaveLength(2));
  expect(keys()[1]).toBe(keys()[0]);

  await fillField(user, screen.getByLabelText(en.transfer.amount), '6');
  fail = false;
  await submitAndConfirm(user);
  expect(await screen.findByText(en.transfer.done)).toBeInTheDocument();
  expect(keys()).toHaveLength(3);
  expect(keys()[2]).not.toBe(keys()[0]);
});

it('takes a new key after a refusal the server decided', async () => {
  let reply = refusal(409, 'INSUFFICIENT_FUNDS', { amount: 'insufficientFunds' });
  const { user, api } = await renderTransfer({ handlers: { [SEND]: () => reply } });
  await send(user);
  await expectFieldMessage(en.transfer.amount, common.validation.insufficientFunds);
  reply = { data: transferFixture() };
  await submitAndConfirm(user);
  expect(await screen.findByText(en.transfer.done)).toBeInTheDocument();
  const [first, second] = api.requestsTo(SEND).map((r) => r.headers[IDEMPOTENCY_HEADER]);
  expect(second).not.toBe(first);
});

it('names the recipient as the ID is typed, and asks to confirm amount and recipient', async () => {
  const { user, api } = await renderTransfer();
  await fillField(user, screen.getByLabelText(en.transfer.recipient), 'anna');
  expect(await screen.findByTestId('recipient-preview')).toHaveTextContent(
    'Anna K. (anna, ANNA0008)',
  );
  expect(api.requestsTo(RECIPIENT).at(-1)?.params).toEqual({ id: 'anna' });
  await fillField(user, screen.getByLabelText(en.transfer.amount), '5');
  await fillField(user, screen.getByLabelText(en.transfer.code), '123456');
  await user.click(screen.getByRole('button', { name: en.transfer.submit }));
  const shown = await screen.findByRole('dialog');
  const dialog = within(shown);
  expect(shown).toHaveTextContent('Send 5.00 GTC to anna?');
  expect(dialog.getByTestId('transfer-confirm')).toHaveTextContent('Anna K.');
  // Cancel sends nothing.
  await user.click(dialog.getByRole('button', { name: common.actions.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.requestsTo(SEND)).toHaveLength(0);
});

it('says at once that an ID names nobody, or oneself, and sends nothing', async () => {
  let reply = refusal(422, 'VALIDATION_FAILED', { id: 'unknownPartner' });
  const { user, api } = await renderTransfer({ handlers: { [RECIPIENT]: () => reply } });
  await fillField(user, screen.getByLabelText(en.transfer.recipient), 'nobody');
  expect(await screen.findByTestId('recipient-refused')).toHaveTextContent(
    common.validation.unknownPartner,
  );
  reply = refusal(422, 'VALIDATION_FAILED', { id: 'selfTransfer' });
  await fillField(user, screen.getByLabelText(en.transfer.recipient), 'myself');
  await waitFor(() =>
    expect(screen.getByTestId('recipient-refused')).toHaveTextContent(
      common.validation.selfTransfer,
    ),
  );
  await fillField(user, screen.getByLabelText(en.transfer.amount), '5');
  await fillField(user, screen.getByLabelText(en.transfer.code), '123456');
  await user.click(screen.getByRole('button', { name: en.transfer.submit }));
  await waitFor(() => expect(api.requestsTo(RECIPIENT).length).toBeGreaterThanOrEqual(2));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.requestsTo(SEND)).toHaveLength(0);
});

it('says why a lookup failed instead of "no partner with this ID" when the ID was not judged', async () => {
  // app.ts rate limit: 429 TOO_MANY_ATTEMPTS with no field; the ID may well name a partner.
  const { user } = await renderTransfer({
    handlers: { [RECIPIENT]: refusal(429, 'TOO_MANY_ATTEMPTS') },
  });
  await fillField(user, screen.getByLabelText(en.transfer.recipient), 'anna');
  const shown = await screen.findByTestId('recipient-refused');
  expect(shown).toHaveTextContent(common.errors.TOO_MANY_ATTEMPTS);
  expect(shown).not.toHaveTextContent(common.validation.unknownPartner);
});
