import { screen } from '@testing-library/react';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture } from '../testing/fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;

it('an inactive partner sees the inactive-status notice on every screen', async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture({ active: false }) } });
  const { user } = renderCabinet('/client/profile');
  const notice = await screen.findByTestId('inactive-notice');
  expect(notice).toHaveTextContent(en.inactive.title);
  expect(notice).toHaveTextContent(en.inactive.text);

  // It leads to the packages, and stays there.
  await user.click(screen.getByRole('button', { name: en.inactive.action }));
  expect(await findTitle(en.routes.investPackage.title)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/client/invest-package');
  expect(screen.getByTestId('inactive-notice')).toBeInTheDocument();
});

it('an active partner sees no notice', async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture({ active: true }) } });
  renderCabinet();
  await findTitle(en.routes.dashboard.title);
  expect(screen.queryByTestId('inactive-notice')).toBeNull();
  expect(screen.queryByText(en.dashboard.referral.inactiveHint)).toBeNull();
});

it('the notice is translated', async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture({ active: false }) } });
  renderCabinet('/client', { language: 'vt' });
  expect(await screen.findByTestId('inactive-notice')).toHaveTextContent(
    cabinetLocales.vt.inactive.text,
  );
});
