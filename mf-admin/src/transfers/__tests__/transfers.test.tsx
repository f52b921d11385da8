import { screen, within } from '@testing-library/react';
import { findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { transferFixture } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    ...handlers,
  });
}

describe('the transfers list', () => {
  it("sends the URL's partner and period and shows both sides with the ledger link", async () => {
    const api = setup({ 'GET /api/admin/transfers': pageReply([transferFixture(4)]) });
    renderAdmin('/admin/manage/transactions/transfer?partnerId=6&to=2026-01-31');
    await findTitle(en.routes.transfers);
    const row = within((await screen.findByLabelText(`${en.actions.view} #4`)).closest('tr')!);
    expect(api.requestsTo('GET /api/admin/transfers')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      partnerId: 6,
      to: '2026-01-31',
    });
    expect(row.getByText('demo')).toHaveAttribute('href', '/admin/manage/partners/show/5');
    expect(row.getByText('OLGA0002')).toBeInTheDocument();
    expect(row.getByText('25.00 GTC')).toBeInTheDocument();
    expect(row.getByText('#77')).toHaveAttribute('href', '/admin/manage/transactions/show/77');
  });

  it('an empty filtered page offers to clear the filters', async () => {
    setup({ 'GET /api/admin/transfers': pageReply([]) });
    const { user } = renderAdmin('/admin/manage/transactions/transfer?partnerId=6');
    await user.click(await screen.findByRole('button', { name: en.list.clearFilters }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/admin\/manage\/transactions\/transfer$/,
    );
  });
});

describe('transactions/transfer/show/{id}', () => {
  it('shows who sent how much to whom', async () => {
    setup({ 'GET /api/admin/transfers/4': { data: transferFixture(4) } });
    renderAdmin('/admin/manage/transactions/transfer/show/4');
    await findTitle(`${en.routes.transfersShow} #4`);
    expect(await screen.findByText('olga')).toHaveAttribute(
      'href',
      '/admin/manage/partners/show/6',
    );
    expect(screen.getByText('25.00 GTC')).toBeInTheDocument();
  });
});
