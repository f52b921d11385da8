import { screen, waitFor } from '@testing-library/react';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n';
import { partnerFixture } from '../testing/fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;
const link = `${window.location.origin}/signup?ref=AB12CD34`;

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function renderDashboard(partner = partnerFixture()) {
  mockApi({ 'GET /api/client/me': { data: partner } });
  const view = renderCabinet();
  await findTitle(en.routes.dashboard.title);
  return view;
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
