import { screen } from '@testing-library/react';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture } from '../testing/fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;

it('a login-as session shows the administrator banner on every screen', async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture({ impersonated: true }) } });
  const { user } = renderCabinet();
  const banner = await screen.findByTestId('impersonation-notice');
  expect(banner).toHaveTextContent(en.impersonation.title);

  await user.click(screen.getByText(en.groups.finance));
  await user.click(await screen.findByText(en.routes.balanceTransfer.menu));
  expect(await findTitle(en.routes.balanceTransfer.title)).toBeInTheDocument();
  expect(screen.getByTestId('impersonation-notice')).toBeInTheDocument();
});

it('shows both notices for an inactive partner viewed by an administrator', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture({ impersonated: true, active: false }) },
  });
  renderCabinet();
  expect(await screen.findByTestId('impersonation-notice')).toBeInTheDocument();
  expect(screen.getByTestId('inactive-notice')).toBeInTheDocument();
});

it("the partner's own session shows no banner", async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture() } });
  renderCabinet();
  await findTitle(en.routes.dashboard.title);
  expect(screen.queryByTestId('impersonation-notice')).toBeNull();
});

it('the banner is translated', async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture({ impersonated: true }) } });
  renderCabinet('/client', { language: 'ru' });
  expect(await screen.findByTestId('impersonation-notice')).toHaveTextContent(
    cabinetLocales.ru.impersonation.title,
  );
});
