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
import { TX_HASH, WALLET_ADDRESS, withdrawalFixture } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const PAST = '2020-01-08T10:00:00.000Z';

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

describe('the withdrawals list', () => {
  it("sends the URL's filters and flags pending requests past their deadline", async () => {
    const api = setup({
      'GET /api/admin/withdrawals': pageReply([
        withdrawalFixture(1, { processBy: PAST }),
        withdrawalFixture(2),
        withdrawalFixture(3, { processBy: PAST, status: 'completed', payoutTxHash: TX_HASH }),
      ]),
    });
    renderAdmin('/admin/manage/transactions/withdrawal?status=pending&currency=USDT&partnerId=5');
    await findTitle(en.routes.withdrawals);
    await screen.findByLabelText(`${en.actions.view} #1`);
    const row = (id: number) =>
      within(screen.getByLabelText(`${en.actions.view} #${id}`).closest('tr')!);

    expect(api.requestsTo('GET /api/admin/withdrawals')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      status: 'pending',
      currency: 'USDT',
      partnerId: 5,
    });
    expect(row(1).getByTestId('overdue')).toHaveTextContent(en.withdrawals.overdue);
    expect(row(2).queryByTestId('overdue')).toBeNull();
    expect(row(3).queryByTestId('overdue')).toBeNull();
    expect(row(1).getByText('97.00 USDT')).toBeInTheDocument();
    expect(row(1).getByText('3.00 GTC')).toBeInTheDocument();
    expect(row(1).getByLabelText(`${en.money.process} #1`)).toHaveAttribute(
      'href',
      '/admin/manage/transactions/withdrawals/edit/1',
    );
    expect(row(3).queryByLabelText(`${en.money.process} #3`)).toBeNull();
  });
});

describe('transactions/withdrawals/show/{id}', () => {
  it('shows the request with its deadline; Process only with update-transactions', async () => {
    setup({ 'GET /api/admin/withdrawals/1': { data: withdrawalFixture(1, { processBy: PAST }) } }, [
      'view-transactions',
    ]);
    renderAdmin('/admin/manage/transactions/withdrawals/show/1');
    await findTitle(`${en.routes.withdrawalsShow} #1`);
    expect(await screen.findByTestId('overdue')).toBeInTheDocument();
    expect(screen.getByTitle(WALLET_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.money.process })).toBeNull();
  });
});

describe('transactions/withdrawals/edit/{id}', () => {
  const open = async (handlers: Record<string, MockHandler>) => {
    const api = setup({
      'GET /api/admin/withdrawals/1': { data: withdrawalFixture(1) },
      ...handlers,
    });
    const view = renderAdmin('/admin/manage/transactions/withdrawals/edit/1');
    await findTitle(`${en.routes.withdrawalsEdit} #1`);
    await screen.findByTestId('payout');
    return { api, ...view };
  };

  it('completes with the payout hash and an idempotency key', async () => {
    const { api, user } = await open({
      'POST /api/admin/withdrawals/1/complete': {
        data: withdrawalFixture(1, { status: 'completed', payoutTxHash: TX_HASH }),
      },
    });
    expect(screen.getByTestId('payout')).toHaveTextContent(`Pay 97.00 USDT to ${WALLET_ADDRESS}`);
    await fillField(user, screen.getByLabelText(en.withdrawals.payoutTxHash), 'xyz');
    await user.click(button(en.withdrawals.complete));
    await expectFieldMessage(en.withdrawals.payoutTxHash, common.validation.invalidTxHash);
    await fillField(user, screen.getByLabelText(en.withdrawals.payoutTxHash), TX_HASH);
    await user.click(button(en.withdrawals.complete));
    await confirmDialog(user, en.withdrawals.complete);

    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/withdrawals/show/1'));
    const [sent] = api.requestsTo('POST /api/admin/withdrawals/1/complete');
    expect(sent?.body).toEqual({ payoutTxHash: TX_HASH });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('rejects with a reason and its own idempotency key; the reserve is said to return', async () => {
    const { api, user } = await open({
      'POST /api/admin/withdrawals/1/reject': {
        data: withdrawalFixture(1, { status: 'rejected', note: 'Wrong wallet' }),
      },
    });
    await fillField(user, screen.getByLabelText(en.money.reason), 'Wrong wallet');
    await user.click(button(en.money.reject));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("The reserved 100.00 GTC returns to the partner's wallet.");
    await user.click(within(dialog).getByRole('button', { name: en.money.reject }));
    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/withdrawals/show/1'));
    const [sent] = api.requestsTo('POST /api/admin/withdrawals/1/reject');
    expect(sent?.body).toEqual({ reason: 'Wrong wallet' });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('a request cancelled meanwhile (409 INVALID_STATE) says so', async () => {
    const { user } = await open({
      'POST /api/admin/withdrawals/1/complete': apiError(409, 'INVALID_STATE'),
    });
    await user.click(button(en.withdrawals.complete));
    await confirmDialog(user, en.withdrawals.complete);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.withdrawals.stateRefused);
  });

  it('after a decision the show page reads the request again and shows it completed', async () => {
    let completed = false;
    const done = withdrawalFixture(1, { status: 'completed', payoutTxHash: TX_HASH });
    const { api, user } = await open({
      'GET /api/admin/withdrawals/1': () => ({ data: completed ? done : withdrawalFixture(1) }),
      'POST /api/admin/withdrawals/1/complete': () => {
        completed = true;
        return { data: done };
      },
    });
    expect(screen.queryByText(en.money.statuses.completed, { selector: '.ant-tag' })).toBeNull();
    await fillField(user, screen.getByLabelText(en.withdrawals.payoutTxHash), TX_HASH);
    await user.click(button(en.withdrawals.complete));
    await confirmDialog(user, en.withdrawals.complete);

    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/withdrawals/show/1'));
    expect(
      await screen.findByText(en.money.statuses.completed, { selector: '.ant-tag' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.money.process })).toBeNull();
    // The decision invalidated the request: it was asked for again after the POST, not patched.
    const posted = api.requests.findIndex(
      (r) => r.method === 'POST' && r.url === '/api/admin/withdrawals/1/complete',
    );
    expect(posted).toBeGreaterThan(0);
    const rereads = api.requests
      .slice(posted + 1)
      .filter((r) => r.method === 'GET' && r.url === '/api/admin/withdrawals/1');
    expect(rereads.length).toBeGreaterThan(0);
  });

  it('a cancelled request has nothing to process', async () => {
    setup({
      'GET /api/admin/withdrawals/2': { data: withdrawalFixture(2, { status: 'cancelled' }) },
    });
    renderAdmin('/admin/manage/transactions/withdrawals/edit/2');
    expect(await screen.findByTestId('nothing-to-process')).toHaveTextContent(
      'Withdrawal status: Cancelled.',
    );
  });
});
