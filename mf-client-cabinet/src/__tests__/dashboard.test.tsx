import { screen, waitFor, within } from '@testing-library/react';
import { findTitle, linkTo, mockApi, type MockHandler } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture } from '../testing/fixtures';
import { operationFixture, pageReply, walletFixture } from '../testing/money-fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;
const link = `${window.location.origin}/signup?ref=AB12CD34`;

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function renderDashboard(
  partner = partnerFixture(),
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    'GET /api/client/me': { data: partner },
    'GET /api/client/wallet': { data: walletFixture({ reserved: '50000000' }) },
    'GET /api/client/operations': pageReply([
      operationFixture(),
      operationFixture({
        id: 2,
        kind: 'deposit',
        type: 'deposit',
        amount: '99000000',
        details: {},
      }),
    ]),
    ...handlers,
  });
  const view = renderCabinet();
  await findTitle(en.routes.dashboard.title);
  return { ...view, api };
}

it('shows the referral link and the partner code', async () => {
  await renderDashboard();
  expect(screen.getByTestId('referral-link')).toHaveValue(link);
  expect(screen.getByTestId('partner-code')).toHaveTextContent('AB12CD34');
  expect(screen.getByText('Welcome, Ivan!')).toBeInTheDocument();
});

it('copies the referral link and says so', async () => {
  const { user } = await renderDashboard();
  const writeText = jest.fn().mockResolvedValue(undefined);
  mockClipboard(writeText); // after userEvent.setup(), which installs its own clipboard

  await user.click(screen.getByRole('button', { name: en.dashboard.referral.copy }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(
    await screen.findByRole('button', { name: en.dashboard.referral.copied }),
  ).toBeInTheDocument();
});

it('tells the partner when copying fails', async () => {
  const { user } = await renderDashboard();
  mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
  await user.click(screen.getByRole('button', { name: en.dashboard.referral.copy }));
  expect(await screen.findByText(en.dashboard.referral.copyFailed)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.dashboard.referral.copied })).toBeNull();
});

it("shows the sponsor's name, login and code", async () => {
  await renderDashboard();
  const card = screen.getByTestId('sponsor-card');
  expect(card).toHaveTextContent('Maria Sidorova');
  expect(card).toHaveTextContent('maria.root');
  expect(card).toHaveTextContent('ROOT0001');
  expect(card).not.toHaveTextContent(en.dashboard.sponsor.none);
});

it('says "no sponsor" for the root partner', async () => {
  await renderDashboard(partnerFixture({ sponsor: null }));
  await waitFor(() =>
    expect(screen.getByTestId('sponsor-card')).toHaveTextContent(en.dashboard.sponsor.none),
  );
});

it('warns an inactive partner that the link only works with an active package', async () => {
  await renderDashboard(partnerFixture({ active: false }));
  expect(screen.getByText(en.dashboard.referral.inactiveHint)).toBeInTheDocument();
});

it('shows the wallet: GTC, USDT and the reserve, with the finance actions', async () => {
  await renderDashboard();
  const card = await screen.findByTestId('balance-card');
  expect(within(card).getByTestId('wallet-GTC')).toHaveTextContent('1,234.50 GTC');
  expect(within(card).getByTestId('wallet-USDT')).toHaveTextContent('10.00 USDT');
  expect(within(card).getByTestId('wallet-reserved')).toHaveTextContent('50.00 GTC');
  expect(linkTo(card, '/client/balance-deposit')).toHaveTextContent(en.wallet.topUp);
  expect(linkTo(card, '/client/balance-transfer')).toHaveTextContent(en.wallet.transfer);
  expect(linkTo(card, '/client/balance-withdraw')).toHaveTextContent(en.wallet.withdraw);
});

it('lists the latest five operations with a link to all of them', async () => {
  const { api } = await renderDashboard();
  const card = await screen.findByTestId('latest-operations');
  await within(card).findByText('Daily income: Start, day 3');
  expect(within(card).getByText('+99.00 GTC')).toBeInTheDocument();
  expect(within(card).getByText(en.operations.titles.deposit)).toBeInTheDocument();
  expect(linkTo(card, '/client/fin-operation')).toHaveTextContent(en.latestOperations.all);
  expect(api.requestsTo('GET /api/client/operations')[0]?.params).toEqual({ page: 1, pageSize: 5 });
});

it('keeps the rest of the dashboard when the balance fails to load', async () => {
  await renderDashboard(partnerFixture(), {
    'GET /api/client/wallet': { status: 500, data: { error: { code: 'INTERNAL', message: 'x' } } },
  });
  expect(await screen.findByText(en.wallet.loadFailed)).toBeInTheDocument();
  expect(screen.getByTestId('referral-link')).toHaveValue(link);
});
