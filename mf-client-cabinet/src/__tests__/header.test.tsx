import { act, screen, waitFor } from '@testing-library/react';
import { meQueryOptions, sessionStore } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { commonLocales, deferredReply, findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture } from '../testing/fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;
const common = commonLocales.en;

it("shows the partner's full name and both balances, formatted for the language", async () => {
  mockApi({ 'GET /api/client/me': { data: partnerFixture() } });
  renderCabinet();
  expect(await screen.findByTestId('partner-name')).toHaveTextContent('Ivan Petrov');
  expect(screen.getByTestId('balance-GTC')).toHaveTextContent('1,234.50 GTC');
  expect(screen.getByTestId('balance-USDT')).toHaveTextContent('10.00 USDT');

  act(() => setLanguage('de'));
  expect(await screen.findByText('1.234,50 GTC')).toBeInTheDocument();
  expect(screen.getByTestId('balance-USDT')).toHaveTextContent('10,00 USDT');
});

it('shows skeletons while /me loads', async () => {
  const me = deferredReply({ data: partnerFixture() });
  mockApi({ 'GET /api/client/me': me.handler });
  renderCabinet();
  expect(screen.getByTestId('partner-summary-loading')).toBeInTheDocument();
  expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
  // The menu does not wait for the partner.
  expect(screen.getByLabelText(common.layout.navigation, { selector: 'nav' })).toBeInTheDocument();

  me.release();
  expect(await findTitle(en.routes.dashboard.title)).toBeInTheDocument();
  expect(screen.queryByTestId('page-skeleton')).toBeNull();
  expect(screen.queryByTestId('partner-summary-loading')).toBeNull();
});

it('logout calls the API, clears the client token and goes to the login route', async () => {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'POST /api/client/logout': { data: { ok: true } },
  });
  const { user, navigate, queryClient } = renderCabinet();
  await screen.findByTestId('partner-name');
  expect(localStorage.getItem('clientToken')).toBe('client-token');

  await user.click(screen.getByRole('button', { name: common.actions.logout }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  expect(api.requestsTo('POST /api/client/logout')).toHaveLength(1);
  expect(api.requestsTo('POST /api/client/logout')[0]?.headers.Authorization).toBe(
    'Bearer client-token',
  );
  expect(localStorage.getItem('clientToken')).toBeNull();
  expect(sessionStore.getState().clientToken).toBeNull();
  // The signed-out partner's data is forgotten with the session.
  expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
});

it('logout still ends the local session when the server call fails', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'POST /api/client/logout': {
      status: 500,
      data: { error: { code: 'INTERNAL', message: 'x' } },
    },
  });
  const { user, navigate } = renderCabinet();
  await screen.findByTestId('partner-name');
  await user.click(screen.getByRole('button', { name: common.actions.logout }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  expect(localStorage.getItem('clientToken')).toBeNull();
});
