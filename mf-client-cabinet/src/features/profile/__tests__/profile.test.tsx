import { screen, waitFor } from '@testing-library/react';
import type { Profile } from 'shared-api';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture, profileFixture } from '../../../testing/fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const form = en.profile.form;
const v = commonLocales.en.validation;

async function renderProfile(
  profile: Profile = profileFixture(),
  putReply: MockHandler = { data: profile },
) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profile },
    'PUT /api/client/profile': putReply,
  });
  const view = renderCabinet('/client/profile');
  await findTitle(en.routes.profile.title);
  await screen.findByLabelText(form.firstName);
  return { ...view, api };
}

const save = (user: ReturnType<typeof renderCabinet>['user']) =>
  user.click(screen.getByRole('button', { name: commonLocales.en.actions.save }));

it('shows the profile, with login and email read-only and the country by name', async () => {
  await renderProfile();
  expect(screen.getByLabelText(form.login)).toHaveValue('ivan.petrov');
  expect(screen.getByLabelText(form.login)).toHaveAttribute('readonly');
  expect(screen.getByLabelText(form.email)).toHaveAttribute('readonly');
  expect(screen.getByLabelText(form.firstName)).toHaveValue('Ivan');
  expect(screen.getByLabelText(form.birthDate)).toHaveValue('1990-04-01');
  expect(screen.getByText('Germany')).toBeInTheDocument();
  expect(screen.getByLabelText(form.countryCode)).toHaveValue('+49');
  expect(screen.getByLabelText(form.socials.telegram)).toHaveValue('@ivan');
});

it('names the countries in the UI language', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': { data: profileFixture() },
  });
  renderCabinet('/client/profile', { language: 'de' });
  expect(await screen.findByText('Deutschland')).toBeInTheDocument();
});

it('saves the changes, sends empty optional fields as null and says "Updated"', async () => {
  const { user, api } = await renderProfile();
  await fillField(user, screen.getByLabelText(form.firstName), 'Ivana');
  await fillField(user, screen.getByLabelText(form.socials.telegram), '');
  await fillField(user, screen.getByLabelText(form.socials.x), '@ivana_x');
  await save(user);

  expect(await screen.findByText(form.updated)).toBeInTheDocument();
  expect(api.requestsTo('PUT /api/client/profile')[0]?.body).toEqual({
    firstName: 'Ivana',
    lastName: 'Petrov',
    phone: '+7 900 000 00 00',
    birthDate: '1990-04-01',
    country: 'DE',
    countryCode: '+49',
    socials: { telegram: null, instagram: null, facebook: null, x: '@ivana_x' },
  });
  // The header follows at once.
  expect(screen.getByTestId('partner-name')).toHaveTextContent('Ivana Petrov');
});

describe('refuses invalid fields with the spec messages, before any request', () => {
  it.each([
    [form.firstName, '', v.required],
    [form.firstName, 'Иван', v.latinNoSymbols],
    [form.lastName, 'Petrov!', v.latinNoSymbols],
    [form.phone, '12ab', v.invalidPhone],
    [form.countryCode, '49', v.invalidCountryCode],
    [form.socials.instagram, 'ivan', v.addAt],
  ])('%s = "%s" → %s', async (label, value, message) => {
    const { user, api } = await renderProfile();
    await fillField(user, screen.getByLabelText(label), value);
    await save(user);
    await expectFieldMessage(label, message);
    expect(api.requestsTo('PUT /api/client/profile')).toHaveLength(0);
  });

  it('a birth date in the future is an invalid date', async () => {
    const { user, api } = await renderProfile(profileFixture({ birthDate: '2999-01-01' }));
    await save(user);
    await expectFieldMessage(form.birthDate, v.invalidDate);
    expect(api.requestsTo('PUT /api/client/profile')).toHaveLength(0);
  });

  it('an unknown country code is refused', async () => {
    const { user } = await renderProfile(profileFixture({ country: 'D1' }));
    await save(user);
    await expectFieldMessage(form.country, v.invalidCountry);
  });
});

it("shows the server's field refusals beside their fields, nested ones too", async () => {
  const refusal = apiError(422, 'VALIDATION_FAILED', {
    phone: 'invalidPhone',
    'socials.telegram': 'addAt',
  });
  const { user } = await renderProfile(profileFixture(), refusal);
  await save(user);
  await expectFieldMessage(form.phone, v.invalidPhone);
  await expectFieldMessage(form.socials.telegram, v.addAt);
  expect(screen.queryByText(form.updated)).toBeNull();
});

it('shows a refusal that names no field as a translated alert', async () => {
  const { user } = await renderProfile(profileFixture(), apiError(500, 'INTERNAL'));
  await save(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(commonLocales.en.errors.INTERNAL);
});

it('fills the country code from the chosen country when it is empty', async () => {
  const { user } = await renderProfile(profileFixture({ country: null, countryCode: null }));
  await user.type(screen.getByLabelText(form.country), 'Austr');
  await user.click(await screen.findByText('Austria', { selector: '.ant-select-item *' }));
  await waitFor(() => expect(screen.getByLabelText(form.countryCode)).toHaveValue('+43'));
});

it('keeps a country code the partner typed', async () => {
  const { user } = await renderProfile(profileFixture({ country: null, countryCode: '+7' }));
  await user.type(screen.getByLabelText(form.country), 'Austr');
  await user.click(await screen.findByText('Austria', { selector: '.ant-select-item *' }));
  expect(screen.getByLabelText(form.countryCode)).toHaveValue('+7');
});

it('shows a failed load with a retry', async () => {
  const replies = [apiError(500, 'INTERNAL'), { data: profileFixture() }];
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/profile': () => replies.shift()!,
  });
  const { user } = renderCabinet('/client/profile');
  expect(await screen.findByText(en.profile.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(commonLocales.en.errors.INTERNAL);

  await user.click(screen.getByRole('button', { name: commonLocales.en.actions.retry }));
  expect(await screen.findByLabelText(form.firstName)).toHaveValue('Ivan');
  expect(screen.queryByText(en.profile.loadFailed)).toBeNull();
});
