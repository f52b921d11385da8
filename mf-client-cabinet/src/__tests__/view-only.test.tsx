import { screen } from '@testing-library/react';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { partnerFixture } from '../testing/fixtures';
import { pageReply, transferFixture } from '../testing/money-fixtures';
import { renderCabinet } from '../testing/render-cabinet';

const en = cabinetLocales.en;
const SEND = 'POST /api/client/transfers';

function renderTransfer(impersonated: boolean) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture({ twoFactorEnabled: true, impersonated }) },
    'GET /api/client/transfers': pageReply([transferFixture()]),
    [SEND]: { data: transferFixture() },
  });
  return { ...renderCabinet('/client/balance-transfer'), api };
}

it('a login-as session shows money actions disabled, with the reason in a tooltip', async () => {
  const { user, api } = renderTransfer(true);
  await findTitle(en.routes.balanceTransfer.title);
  const submit = screen.getByRole('button', { name: en.transfer.submit });
  expect(submit).toBeDisabled();
  expect(screen.getByLabelText(en.transfer.amount)).toBeDisabled();

  const action = screen.getByTestId('view-only-action');
  expect(action).toContainElement(submit);
  await user.hover(action);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(en.impersonation.viewOnly);
  await user.click(submit);
  expect(api.requestsTo(SEND)).toHaveLength(0);
});

it("the partner's own session keeps its actions", async () => {
  renderTransfer(false);
  await findTitle(en.routes.balanceTransfer.title);
  expect(screen.getByRole('button', { name: en.transfer.submit })).toBeEnabled();
  expect(screen.queryByTestId('view-only-action')).toBeNull();
});

it('a login-as session cannot turn 2FA on or off', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture({ impersonated: true }) },
    'GET /api/client/security/two-fa': { data: { enabled: false, recoveryCodesLeft: 0 } },
  });
  renderCabinet('/client/security');
  await findTitle(en.routes.security.title);
  const enable = await screen.findByRole('button', { name: en.security.twoFa.enable });
  expect(enable).toBeDisabled();
  expect(screen.getAllByTestId('view-only-action').length).toBeGreaterThanOrEqual(2);
});
