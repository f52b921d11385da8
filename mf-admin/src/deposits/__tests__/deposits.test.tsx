import { screen, waitFor, within } from '@testing-library/react';
import type { Permission } from 'shared-api';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { depositFixture, TX_HASH } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const button = (name: string) => within(screen.getByRole('main')).getByRole('button', { name });

async function confirmDialog(user: ReturnType<typeof renderAdmin>['user'], okText: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: okText }));
}

describe('the deposits list', () => {
  it("sends the URL's status, partner and period; only open deposits offer Process", async () => {
    const api = setup({
      'GET /api/admin/deposits': pageReply([
        depositFixture(7, { txHash: TX_HASH }),
        depositFixture(8, { status: 'completed', transactionId: 40 }),
      ]),
    });
    renderAdmin('/admin/manage/transactions/deposit?status=pending&partnerId=5&from=2026-01-01');
    await findTitle(en.routes.deposits);
    const row = (id: number) =>
      within(screen.getByLabelText(`${en.actions.view} #${id}`).closest('tr')!);
    await screen.findByLabelText(`${en.actions.view} #7`);

    expect(api.requestsTo('GET /api/admin/deposits')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      status: 'pending',
      partnerId: 5,
      from: '2026-01-01',
    });
    expect(row(7).getByText('100.00 USDT')).toBeInTheDocument();
    expect(row(7).getByText('103.95 GTC')).toBeInTheDocument();
    expect(row(7).getByText(en.money.statuses.pending)).toBeInTheDocument();
    expect(row(7).getByTitle(TX_HASH)).toBeInTheDocument();
    expect(row(7).getByLabelText(`${en.money.process} #7`)).toHaveAttribute(
      'href',
      '/admin/manage/transactions/deposit/edit/7',
    );
    expect(row(8).queryByLabelText(`${en.money.process} #8`)).toBeNull();
  });

  it('offers no processing without update-transactions', async () => {
    setup({ 'GET /api/admin/deposits': pageReply([depositFixture(7)]) }, ['view-transactions']);
    renderAdmin('/admin/manage/transactions/deposit');
    await screen.findByLabelText(`${en.actions.view} #7`);
    expect(screen.queryByLabelText(`${en.money.process} #7`)).toBeNull();
  });
});

describe('transactions/deposit/show/{id}', () => {
  it('shows the amounts, the rate, the processing time and the ledger transaction', async () => {
    setup({
      'GET /api/admin/deposits/8': {
        data: depositFixture(8, { status: 'completed', transactionId: 40, txHash: TX_HASH }),
      },
    });
    renderAdmin('/admin/manage/transactions/deposit/show/8');
    await findTitle(`${en.routes.depositsShow} #8`);
    expect(await screen.findByText('1 USDT = 1.05 GTC')).toBeInTheDocument();
    expect(screen.getByText('10–60 min')).toBeInTheDocument();
    expect(screen.getByText('#40')).toHaveAttribute('href', '/admin/manage/transactions/show/40');
    expect(screen.queryByRole('button', { name: en.money.process })).toBeNull();
  });
});

describe('transactions/deposit/edit/{id}', () => {
  const open = async (handlers: Record<string, MockHandler>) => {
    const api = setup({ 'GET /api/admin/deposits/7': { data: depositFixture(7) }, ...handlers });
    const view = renderAdmin('/admin/manage/transactions/deposit/edit/7');
    await findTitle(`${en.routes.depositsEdit} #7`);
    await screen.findByTestId('credit-preview');
    return { api, ...view };
  };

  it('confirms with the tx hash and an idempotency key, after showing the GTC to credit', async () => {
    const { api, user } = await open({
      'POST /api/admin/deposits/7/confirm': {
        data: depositFixture(7, { status: 'completed', txHash: TX_HASH, transactionId: 40 }),
      },
    });
    expect(screen.getByTestId('credit-preview')).toHaveTextContent(
      'To be credited: 103.95 GTC (1 USDT = 1.05 GTC)',
    );
    await fillField(user, screen.getByLabelText(en.deposits.txHash), 'not-a-hash');
    await user.click(button(en.deposits.confirm));
    await expectFieldMessage(en.deposits.txHash, common.validation.invalidTxHash);

    await fillField(user, screen.getByLabelText(en.deposits.txHash), TX_HASH);
    await user.click(button(en.deposits.confirm));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Credit 103.95 GTC to demo?');
    await user.click(within(dialog).getByRole('button', { name: en.deposits.confirm }));

    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/deposit/show/7'));
    const [sent] = api.requestsTo('POST /api/admin/deposits/7/confirm');
    expect(sent?.body).toEqual({ txHash: TX_HASH });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('confirms without a hash, and shows a hash booked elsewhere beside its field', async () => {
    const replies = [apiError(409, 'ALREADY_EXISTS', { txHash: 'taken' })];
    const { api, user } = await open({
      'POST /api/admin/deposits/7/confirm': () => replies.shift() ?? { data: depositFixture(7) },
    });
    await fillField(user, screen.getByLabelText(en.deposits.txHash), TX_HASH);
    await user.click(button(en.deposits.confirm));
    await confirmDialog(user, en.deposits.confirm);
    await expectFieldMessage(en.deposits.txHash, common.validation.taken);

    await fillField(user, screen.getByLabelText(en.deposits.txHash), '');
    await user.click(button(en.deposits.confirm));
    await confirmDialog(user, en.deposits.confirm);
    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/deposit/show/7'));
    expect(api.requestsTo('POST /api/admin/deposits/7/confirm').map((r) => r.body)).toEqual([
      { txHash: TX_HASH },
      {},
    ]);
  });

  it('rejects with a reason (no idempotency key: it moves no money)', async () => {
    const { api, user } = await open({
      'POST /api/admin/deposits/7/reject': { data: depositFixture(7, { status: 'rejected' }) },
    });
    await user.click(button(en.money.reject));
    await expectFieldMessage(en.money.reason, common.validation.required);
    await fillField(user, screen.getByLabelText(en.money.reason), 'No payment arrived');
    await user.click(button(en.money.reject));
    await confirmDialog(user, en.money.reject);
    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/deposit/show/7'));
    const [sent] = api.requestsTo('POST /api/admin/deposits/7/reject');
    expect(sent?.body).toEqual({ reason: 'No payment arrived' });
    expect(sent?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('a confirm refused by the state (409 INVALID_STATE) says why it may be', async () => {
    const { user } = await open({
      'POST /api/admin/deposits/7/confirm': apiError(409, 'INVALID_STATE'),
    });
    await user.click(button(en.deposits.confirm));
    await confirmDialog(user, en.deposits.confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.deposits.confirmRefused);
    expect(location()).toBe('/admin/manage/transactions/deposit/edit/7');
  });

  it('a completed deposit has nothing to process', async () => {
    setup({ 'GET /api/admin/deposits/8': { data: depositFixture(8, { status: 'completed' }) } });
    renderAdmin('/admin/manage/transactions/deposit/edit/8');
    expect(await screen.findByTestId('nothing-to-process')).toHaveTextContent(
      'Deposit status: Completed. There is nothing to process.',
    );
    expect(screen.queryByLabelText(en.deposits.txHash)).toBeNull();
  });
});
