import { screen, waitFor, within } from '@testing-library/react';
import type { PartnerMe } from 'shared-api';
import {
  commonLocales,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { refusal } from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const common = commonLocales.en;
const invite = en.invite;
const INVITE = 'POST /api/client/network/invitations';

async function renderDashboard(
  partner: PartnerMe = partnerFixture(),
  reply: MockHandler = { status: 201, data: { ok: true } },
) {
  const api = mockApi({ 'GET /api/client/me': { data: partner }, [INVITE]: reply });
  const view = renderCabinet();
  await findTitle(en.routes.dashboard.title);
  await screen.findByTestId('invite-card');
  return { ...view, api };
}

const VALUES = {
  firstName: ' Anna ',
  lastName: 'Ivanova',
  email: 'anna@example.com',
  login: 'anna',
  phone: '+49 151 2345 6789',
};

async function fill(user: ReturnType<typeof renderCabinet>['user'], values = VALUES) {
  const card = within(screen.getByTestId('invite-card'));
  for (const [field, value] of Object.entries(values)) {
    await fillField(user, card.getByLabelText(invite[field as keyof typeof VALUES]), value);
  }
  await user.click(card.getByRole('button', { name: invite.submit }));
}

it('registers a partner by email and says "Registered"', async () => {
  const { user, api } = await renderDashboard();
  await fill(user);
  await waitFor(() => expect(api.requestsTo(INVITE)).toHaveLength(1));
  expect(api.requestsTo(INVITE)[0]?.body).toEqual({ ...VALUES, firstName: 'Anna' });
  await waitFor(() =>
    expect(document.querySelector('.ant-message')).toHaveTextContent(invite.done),
  );
  await waitFor(() => expect(screen.getByLabelText(invite.email)).toHaveValue(''));
});

it('checks the fields before sending: Latin names, email, login and phone', async () => {
  const { user, api } = await renderDashboard();
  await fill(user, {
    firstName: 'Анна',
    lastName: 'Ivanova!',
    email: 'anna@',
    login: 'a',
    phone: '12',
  });
  await expectFieldMessage(invite.firstName, common.validation.latinNoSymbols);
  await expectFieldMessage(invite.lastName, common.validation.latinNoSymbols);
  await expectFieldMessage(invite.email, common.validation.invalidEmail);
  await expectFieldMessage(invite.login, common.validation.invalidLogin);
  await expectFieldMessage(invite.phone, common.validation.invalidPhone);
  expect(api.requestsTo(INVITE)).toHaveLength(0);
});

it('puts a taken login or email beside its field', async () => {
  const { user } = await renderDashboard(
    partnerFixture(),
    refusal(409, 'ALREADY_EXISTS', { email: 'taken', login: 'taken' }),
  );
  await fill(user);
  await expectFieldMessage(invite.email, common.validation.taken);
  await expectFieldMessage(invite.login, common.validation.taken);
  expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain(invite.done);
});

it('shows the invitation-only refusal of the server', async () => {
  const { user } = await renderDashboard(partnerFixture(), refusal(409, 'INVITATION_REQUIRED'));
  await fill(user);
  const card = within(screen.getByTestId('invite-card'));
  expect(await card.findByRole('alert')).toHaveTextContent(common.errors.INVITATION_REQUIRED);
});

it('keeps the form disabled for an inactive partner, saying why', async () => {
  await renderDashboard(partnerFixture({ active: false }));
  const card = within(screen.getByTestId('invite-card'));
  expect(card.getByText(common.errors.INVITATION_REQUIRED)).toBeInTheDocument();
  expect(card.getByLabelText(invite.email)).toBeDisabled();
  expect(card.getByRole('button', { name: invite.submit })).toBeDisabled();
});
