import { screen, waitFor, within } from '@testing-library/react';
import type { Permission } from 'shared-api';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  linkTo,
  mockApi,
  type MockHandler,
  type MockReply,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { transactionDetailFixture, transactionFixture } from '../../testing/money-fixtures';
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
const main = () => screen.getByRole('main');

/** Confirms (or cancels) the dialog that a money action opens before sending. */
async function answerDialog(
  user: ReturnType<typeof renderAdmin>['user'],
  button: string,
): Promise<void> {
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: button }));
}

describe('the ledger list', () => {
  it("sends the URL's kind, partner and period, and shows each transaction's state", async () => {
    const api = setup({
      'GET /api/admin/transactions': pageReply([
        transactionFixture(11, { reversedBy: 12, memo: 'TRC20 top-up' }),
        transactionFixture(12, { kind: 'reversal', reverses: 11, partner: null }),
        transactionFixture(13, { kind: 'accrual', amount: '4500000' }),
        transactionFixture(14, { kind: 'withdrawal-payout' }),
      ]),
    });
    renderAdmin(
      '/admin/manage/transactions?kind=deposit&partnerId=5&from=2026-01-01&to=2026-01-31',
    );
    await findTitle(en.routes.transactions);
    const row = (id: number) =>
      within(screen.getByLabelText(`${en.actions.view} #${id}`).closest('tr')!);
    await screen.findByText('TRC20 top-up');

    expect(api.requestsTo('GET /api/admin/transactions')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      kind: 'deposit',
      partnerId: 5,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(row(11).getByText('Reversed by #12')).toHaveAttribute(
      'href',
      '/admin/manage/transactions/show/12',
    );
    expect(row(11).getByText('demo')).toHaveAttribute('href', '/admin/manage/partners/show/5');
    expect(row(12).getByText('Reversal of #11')).toBeInTheDocument();
    expect(row(13).getByText(en.money.kinds.accrual)).toBeInTheDocument();
    expect(row(13).getByText('4.50')).toBeInTheDocument();
    // Reverse only where it can work: reversible kinds not reversed yet.
    expect(row(13).getByLabelText(`${en.transactions.reverse} #13`)).toHaveAttribute(
      'href',
      '/admin/manage/transactions/edit/13',
    );
    for (const id of [11, 12, 14])
      expect(row(id).queryByLabelText(`${en.transactions.reverse} #${id}`)).toBeNull();
    expect(screen.getByLabelText(en.money.filters.partnerId)).toHaveValue('5');
  });

  it('keeps a changed filter in the URL and drops unknown values', async () => {
    const api = setup({ 'GET /api/admin/transactions': pageReply([transactionFixture(11)]) });
    const { user } = renderAdmin('/admin/manage/transactions?kind=gift&partnerId=x');
    await screen.findByText('demo');
    expect(api.requestsTo('GET /api/admin/transactions')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
    });
    await user.type(screen.getByLabelText(en.money.filters.partnerId), '7{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/manage/transactions?partnerId=7'));
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/transactions').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 20,
        partnerId: 7,
      }),
    );
  });

  it('offers no reversal without update-transactions', async () => {
    setup({ 'GET /api/admin/transactions': pageReply([transactionFixture(13)]) }, [
      'view-transactions',
    ]);
    renderAdmin('/admin/manage/transactions');
    await screen.findByLabelText(`${en.actions.view} #13`);
    expect(screen.queryByLabelText(`${en.transactions.reverse} #13`)).toBeNull();
    // Without view-partners the partner is named, not linked.
    expect(main().querySelector('a[href^="/admin/manage/partners"]')).toBeNull();
    expect(screen.getByText('#5')).toBeInTheDocument();
  });
});

describe('transactions/show/{id}', () => {
  it('shows the entries with their accounts, the natural key and the author', async () => {
    setup({ 'GET /api/admin/transactions/11': { data: transactionDetailFixture(11) } });
    renderAdmin('/admin/manage/transactions/show/11');
    await findTitle(`${en.routes.transactionsShow} #11`);
    const entries = within(await screen.findByTestId('entries'));
    const system = within(
      entries.getByText(en.transactions.accounts['deposits-in']).closest('tr')!,
    );
    expect(system.getByText('-100.00 GTC')).toBeInTheDocument();
    const wallet = within(entries.getByText('demo').closest('tr')!);
    expect(wallet.getByText('100.00 GTC')).toBeInTheDocument();
    expect(screen.getByText(`deposit:${'a'.repeat(64)}`)).toBeInTheDocument();
    expect(screen.getByText(`${en.logs.actorKinds.admin}: root`)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: new RegExp(en.transactions.reverse) }),
    ).toBeInTheDocument();
  });

  it('links a reversed transaction to its reversal and offers no second one', async () => {
    setup({
      'GET /api/admin/transactions/11': { data: transactionDetailFixture(11, { reversedBy: 12 }) },
    });
    renderAdmin('/admin/manage/transactions/show/11');
    await findTitle(`${en.routes.transactionsShow} #11`);
    await screen.findByTestId('entries');
    expect(linkTo(main(), '/admin/manage/transactions/show/12')).toHaveTextContent(
      'Reversed by #12',
    );
    expect(screen.queryByRole('button', { name: new RegExp(en.transactions.reverse) })).toBeNull();
  });
});

describe('transactions/edit/{id}: reverse', () => {
  const reverseButton = () =>
    within(main()).getByRole('button', { name: new RegExp(en.transactions.reverse) });

  it('asks for a reason, confirms, and books the reversal with an idempotency key', async () => {
    const api = setup({
      'GET /api/admin/transactions/11': { data: transactionDetailFixture(11) },
      'POST /api/admin/transactions/11/reverse': {
        status: 201,
        data: transactionFixture(12, { kind: 'reversal', reverses: 11 }),
      },
    });
    const { user } = renderAdmin('/admin/manage/transactions/edit/11');
    await findTitle(`${en.routes.transactionsEdit} #11`);
    await screen.findByLabelText(en.money.reason);

    await user.click(reverseButton());
    await expectFieldMessage(en.money.reason, common.validation.required);
    await fillField(user, screen.getByLabelText(en.money.reason), 'Booked twice');
    await user.click(reverseButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      en.transactions.reverseConfirm.replace('{{id}}', '11').replace('{{amount}}', '100.00 GTC'),
    );
    await user.click(within(dialog).getByRole('button', { name: en.transactions.reverse }));

    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/show/11'));
    const [sent] = api.requestsTo('POST /api/admin/transactions/11/reverse');
    expect(sent?.body).toEqual({ reason: 'Booked twice' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = setup({ 'GET /api/admin/transactions/11': { data: transactionDetailFixture(11) } });
    const { user } = renderAdmin('/admin/manage/transactions/edit/11');
    await findTitle(`${en.routes.transactionsEdit} #11`);
    await screen.findByLabelText(en.money.reason);
    await fillField(user, screen.getByLabelText(en.money.reason), 'Booked twice');
    await user.click(reverseButton());
    await answerDialog(user, common.actions.cancel);
    expect(api.requestsTo('POST /api/admin/transactions/11/reverse')).toHaveLength(0);
    expect(location()).toBe('/admin/manage/transactions/edit/11');
  });

  it('retries a lost attempt with its key; after a refusal the next attempt has a new one', async () => {
    const replies: (() => MockReply)[] = [
      () => {
        throw new Error('offline');
      },
      () => apiError(409, 'INSUFFICIENT_FUNDS'),
      () => ({ status: 201, data: transactionFixture(12, { kind: 'reversal', reverses: 11 }) }),
    ];
    const api = setup({
      'GET /api/admin/transactions/11': { data: transactionDetailFixture(11) },
      'POST /api/admin/transactions/11/reverse': () => replies.shift()!(),
    });
    const { user } = renderAdmin('/admin/manage/transactions/edit/11');
    await findTitle(`${en.routes.transactionsEdit} #11`);
    await screen.findByLabelText(en.money.reason);
    await fillField(user, screen.getByLabelText(en.money.reason), 'Booked twice');
    const attempt = async () => {
      await user.click(reverseButton());
      await answerDialog(user, en.transactions.reverse);
    };

    await attempt();
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.INTERNAL);
    await attempt();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(en.transactions.insufficientFunds),
    );
    await attempt();
    await waitFor(() => expect(location()).toBe('/admin/manage/transactions/show/11'));

    const keys = api
      .requestsTo('POST /api/admin/transactions/11/reverse')
      .map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows 409 INVALID_STATE as its reason', async () => {
    setup({
      'GET /api/admin/transactions/11': { data: transactionDetailFixture(11) },
      'POST /api/admin/transactions/11/reverse': apiError(409, 'INVALID_STATE'),
    });
    const { user } = renderAdmin('/admin/manage/transactions/edit/11');
    await findTitle(`${en.routes.transactionsEdit} #11`);
    await screen.findByLabelText(en.money.reason);
    await fillField(user, screen.getByLabelText(en.money.reason), 'Booked twice');
    await user.click(reverseButton());
    await answerDialog(user, en.transactions.reverse);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.transactions.cannotReverse);
  });

  it('a kind outside REVERSIBLE_KINDS says why and has no form', async () => {
    setup({
      'GET /api/admin/transactions/14': {
        data: transactionDetailFixture(14, { kind: 'withdrawal-payout' }),
      },
    });
    renderAdmin('/admin/manage/transactions/edit/14');
    expect(await screen.findByTestId('nothing-to-process')).toHaveTextContent(
      en.transactions.notReversible,
    );
    expect(screen.queryByLabelText(en.money.reason)).toBeNull();
  });
});
