import { screen, waitFor, within } from '@testing-library/react';
import { units, type Permission } from 'shared-api';
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
import { ALL_PERMISSIONS, partnerFixture } from '../../testing/fixtures';
import { walletFixture } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const PATH = '/admin/manage/partners/change-partner-balance/5';
const TITLE = `${en.routes.partnersChangeBalance} partner5`;

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions }),
    'GET /api/admin/partners/5': { data: partnerFixture(5) },
    'GET /api/admin/partners/5/balance': { data: walletFixture() },
    ...handlers,
  });
}

const field = (label: string) => screen.getByLabelText(label);
const apply = () => within(screen.getByRole('main')).getByRole('button', { name: /Apply/ });

describe('partners/change-partner-balance/{id}', () => {
  it('debits in micro-units with a reason and a key after a confirmation, then shows the new balance', async () => {
    const api = setup({
      'POST /api/admin/partners/5/balance-adjustments': {
        status: 201,
        data: walletFixture({ GTC: '137500000' }),
      },
    });
    const { user } = renderAdmin(PATH);
    await findTitle(TITLE);
    const wallet = within(screen.getByTestId('wallet'));
    expect(wallet.getByText(en.balance.current)).toBeInTheDocument();
    expect(wallet.getByText('150.00 GTC')).toBeInTheDocument();
    expect(wallet.getByText('2.50 USDT')).toBeInTheDocument();
    expect(wallet.getByText('20.00 GTC')).toBeInTheDocument();

    await user.click(screen.getByText(en.balance.directions.debit));
    await fillField(user, field(en.balance.amount), '12.5');
    await fillField(user, field(en.money.reason), 'Duplicate bonus');
    await user.click(apply());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Debit 12.50 GTC from partner5?');
    await user.click(within(dialog).getByRole('button', { name: en.balance.submit }));

    await waitFor(() =>
      expect(within(screen.getByTestId('wallet')).getByText('137.50 GTC')).toBeInTheDocument(),
    );
    expect(
      within(screen.getByTestId('wallet')).getByText(en.balance.newBalance),
    ).toBeInTheDocument();
    const [sent] = api.requestsTo('POST /api/admin/partners/5/balance-adjustments');
    expect(sent?.body).toEqual({
      currency: 'GTC',
      direction: 'debit',
      amount: '12500000',
      reason: 'Duplicate bonus',
    });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
    // The form is emptied, so a second adjustment is typed anew.
    expect(field(en.balance.amount)).toHaveValue('');
  });

  it('credits USDT; a bad amount is flagged before anything is sent', async () => {
    const api = setup({
      'POST /api/admin/partners/5/balance-adjustments': { data: walletFixture({ USDT: units(5) }) },
    });
    const { user } = renderAdmin(PATH);
    await findTitle(TITLE);
    await user.click(screen.getByText('USDT', { selector: 'span' }));
    await fillField(user, field(en.balance.amount), '0');
    await fillField(user, field(en.money.reason), 'Refund');
    await user.click(apply());
    await expectFieldMessage(en.balance.amount, common.validation.invalidAmount);
    // Above the contract's maximum (one billion units): refused before sending too.
    await fillField(user, field(en.balance.amount), '1000000000.000001');
    await user.click(apply());
    await expectFieldMessage(en.balance.amount, common.validation.tooLarge);
    expect(api.requestsTo('POST /api/admin/partners/5/balance-adjustments')).toHaveLength(0);

    await fillField(user, field(en.balance.amount), '2.5');
    await user.click(apply());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Credit 2.50 USDT to partner5?');
    await user.click(within(dialog).getByRole('button', { name: en.balance.submit }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/partners/5/balance-adjustments')).toHaveLength(1),
    );
    expect(api.requestsTo('POST /api/admin/partners/5/balance-adjustments')[0]?.body).toMatchObject(
      { currency: 'USDT', direction: 'credit', amount: '2500000' },
    );
  });

  it('shows a debit below zero (409 INSUFFICIENT_FUNDS) beside the amount', async () => {
    setup({
      'POST /api/admin/partners/5/balance-adjustments': apiError(409, 'INSUFFICIENT_FUNDS', {
        amount: 'insufficientFunds',
      }),
    });
    const { user } = renderAdmin(PATH);
    await findTitle(TITLE);
    await user.click(screen.getByText(en.balance.directions.debit));
    await fillField(user, field(en.balance.amount), '1000');
    await fillField(user, field(en.money.reason), 'Correction');
    await user.click(apply());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.balance.submit }),
    );
    await expectFieldMessage(en.balance.amount, common.validation.insufficientFunds);
    expect(within(screen.getByTestId('wallet')).getByText('150.00 GTC')).toBeInTheDocument();
  });

  it('without view-partners reads no wallet (a 403 would end the session) but still adjusts', async () => {
    const api = setup({}, ['update-balance']);
    renderAdmin(PATH);
    await findTitle(`${en.routes.partnersChangeBalance} #5`);
    expect(screen.getByText(en.balance.walletHidden)).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/partners/5')).toHaveLength(0);
    expect(api.requestsTo('GET /api/admin/partners/5/balance')).toHaveLength(0);
    expect(field(en.balance.amount)).toBeInTheDocument();
  });
});

describe("the partner page's money links", () => {
  it('link to the partner’s transactions and balance change, by permission', async () => {
    setup({});
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    const page = within(screen.getByRole('main'));
    expect(page.getByText(en.partners.transactions).closest('a')).toHaveAttribute(
      'href',
      '/admin/manage/transactions?partnerId=5',
    );
    expect(page.getByText(en.partners.changeBalance).closest('a')).toHaveAttribute(
      'href',
      '/admin/manage/partners/change-partner-balance/5',
    );
  });

  it('are hidden without view-transactions and update-balance', async () => {
    setup({}, ['view-partners']);
    renderAdmin('/admin/manage/partners/show/5');
    await findTitle(`${en.routes.partnersShow} partner5`);
    const page = within(screen.getByRole('main'));
    expect(page.queryByText(en.partners.transactions)).toBeNull();
    expect(page.queryByText(en.partners.changeBalance)).toBeNull();
  });
});
