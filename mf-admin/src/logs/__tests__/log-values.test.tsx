import { screen, waitFor, within } from '@testing-library/react';
import { findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    ...handlers,
  });
}

const partner = { id: 5, login: 'eva', name: 'Eva Stone' };
const clientEntry = (action: string, details: Record<string, unknown>) => ({
  id: 1,
  partner,
  action,
  details,
  impersonator: null,
  ip: null,
  createdAt: '2026-01-05T10:00:00.000Z',
});
const diff = async () => within(await screen.findByTestId('snapshot-diff'));

describe('log details speak people’s language', () => {
  it('money in its currency, ids as links, names translated (client log)', async () => {
    setup({
      'GET /api/admin/client-logs': pageReply([
        clientEntry('deposit-requested', { depositId: 7, amount: '25000000', currency: 'USDT' }),
      ]),
    });
    renderAdmin('/admin/manage/client-logs');
    const details = await diff();
    expect(details.getByText('25.00 USDT')).toBeInTheDocument();
    expect(details.getByText(`${en.logFields.amount}:`, { exact: false })).toBeInTheDocument();
    expect(details.getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/admin/manage/transactions/deposit/show/7',
    );
    expect(screen.getByTestId('snapshot-diff')).not.toHaveTextContent('25000000');
  });

  it('an amount without a currency takes the action’s: a package purchase is GTC', async () => {
    setup({
      'GET /api/admin/client-logs': pageReply([
        clientEntry('package-purchased', {
          packageName: 'Start',
          amount: '100000000',
          packageId: 2,
        }),
      ]),
    });
    renderAdmin('/admin/manage/client-logs');
    expect((await diff()).getByText('100.00 GTC')).toBeInTheDocument();
  });

  it('settings with their form labels, percentages and rates; booleans and statuses translated', async () => {
    setup({
      'GET /api/admin/admin-logs': pageReply([
        {
          id: 2,
          actor: { id: 1, login: 'root', name: 'Root' },
          action: 'settings-updated',
          subject: null,
          before: { 'deposit.feeBp': 100, gtcPerUsdtPpm: 1_000_000, twoFactorEnabled: true },
          after: { 'deposit.feeBp': 150, gtcPerUsdtPpm: 1_050_000, twoFactorEnabled: false },
          ip: null,
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ]),
    });
    renderAdmin('/admin/manage/admin-logs');
    await findTitle(en.routes.adminLogs);
    const text = (await screen.findByTestId('snapshot-diff')).textContent ?? '';
    expect(text).toContain(`${en.financeSettings.fields.depositFee}: 1.00% → 1.50%`);
    expect(text).toContain(
      `${en.logFields.twoFactorEnabled}: ${en.logValues.yes} → ${en.logValues.no}`,
    );
    expect(text).toContain(en.financeSettings.fields.rate);
    expect(text).not.toContain('gtcPerUsdtPpm');
  });

  it('a status is shown in the words the rest of the UI uses for it', async () => {
    setup({
      'GET /api/admin/admin-logs': pageReply([
        {
          id: 3,
          actor: { id: 1, login: 'root', name: 'Root' },
          action: 'deposit-rejected',
          subject: { type: 'partner', id: 5 },
          before: { status: 'pending' },
          after: { status: 'rejected', note: 'no money arrived' },
          ip: null,
          createdAt: '2026-01-05T10:00:00.000Z',
        },
      ]),
    });
    renderAdmin('/admin/manage/admin-logs');
    expect((await screen.findByTestId('snapshot-diff')).textContent).toContain(
      `${en.logFields.status}: ${en.money.statuses.pending} → ${en.money.statuses.rejected}`,
    );
  });
});

describe('the actor filter', () => {
  it('takes a login or name; a record page’s exact id shows as a closable tag', async () => {
    const api = setup({
      'GET /api/admin/partner-logs': pageReply([]),
    });
    const { user } = renderAdmin('/admin/manage/partner-logs?actorId=5');
    await findTitle(en.routes.partnerLogs);
    const tag = await screen.findByText(`${en.logs.filters.partnerId}: 5`);
    await user.type(screen.getByLabelText(en.logs.filters.partnerSearch), 'Eva Stone{Enter}');
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/partner-logs').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 20,
        actorId: 5,
        actor: 'Eva Stone',
      }),
    );
    await user.click(tag.closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!);
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/partner-logs').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 20,
        actor: 'Eva Stone',
      }),
    );
  });
});
