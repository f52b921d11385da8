import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'shared-ui/public';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { authLocales } from '../../../i18n/all-languages';
import { renderAuth } from '../../../testing/render-auth';

const tf = authLocales.en.twoFactor;
const common = commonLocales.en;
const CHALLENGE = { twoFactorRequired: true, challenge: 'challenge-1' };

beforeEach(() => setLanguage('en'));

async function toCodeStep(complete: MockHandler = { data: { token: 'client-tok' } }) {
  const api = mockApi({
    'POST /api/auth/login': { data: CHALLENGE },
    'POST /api/auth/login/two-fa': complete,
  });
  const view = renderAuth('/login');
  await fillField(view.user, screen.getByLabelText('Login or email'), 'anna');
  await fillField(view.user, screen.getByLabelText('Password'), 'secret-password');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: tf.title })).toBeInTheDocument();
  return { ...view, api };
}

async function sendCode(user: ReturnType<typeof renderAuth>['user'], code: string) {
  await fillField(user, screen.getByLabelText(tf.code), code);
  await user.click(screen.getByRole('button', { name: tf.submit }));
}

it('asks a partner with 2FA for the code, then signs in and goes to /client', async () => {
  const { user, navigate, api } = await toCodeStep();
  // Nothing is stored after the password alone.
  expect(localStorage.getItem('clientToken')).toBeNull();
  expect(navigate).not.toHaveBeenCalled();

  await sendCode(user, '123456');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client'));
  expect(localStorage.getItem('clientToken')).toBe('client-tok');
  expect(api.requestsTo('POST /api/auth/login/two-fa')[0]?.body).toEqual({
    challenge: 'challenge-1',
    code: '123456',
  });
});

it('accepts a recovery code', async () => {
  const { user, navigate, api } = await toCodeStep();
  await sendCode(user, 'ab12-cd34');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client'));
  expect(api.requestsTo('POST /api/auth/login/two-fa')[0]?.body).toMatchObject({
    code: 'ab12-cd34',
  });
});

it('checks the code format before sending it', async () => {
  const { user, api } = await toCodeStep();
  await sendCode(user, '12x');
  await expectFieldMessage(tf.code, common.validation.invalidTwoFaCode);
  expect(api.requestsTo('POST /api/auth/login/two-fa')).toHaveLength(0);
});

it('shows a wrong code beside the field and stays on the step', async () => {
  const { user, navigate } = await toCodeStep(
    apiError(422, 'TWO_FA_INVALID', { code: 'wrongTwoFaCode' }),
  );
  await sendCode(user, '000000');
  await expectFieldMessage(tf.code, common.validation.wrongTwoFaCode);
  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem('clientToken')).toBeNull();
});

it('shows a wrong code beside the field even when the server names no field', async () => {
  const { user } = await toCodeStep(apiError(422, 'TWO_FA_INVALID'));
  await sendCode(user, '000000');
  await expectFieldMessage(tf.code, common.validation.wrongTwoFaCode);
});

it('shows the lock translated, with the way back to the password step', async () => {
  const { user } = await toCodeStep(apiError(429, 'TWO_FA_LOCKED'));
  await sendCode(user, '000000');
  expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.TWO_FA_LOCKED);

  await user.click(screen.getByRole('button', { name: tf.back }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
});

// The server answers an unknown, used or expired challenge with 401 UNAUTHENTICATED
// (consumeLoginChallenge); the API client then sends the page to the sign-in, which for this page
// is where it already is, so the step itself must leave the code form.
it('an expired challenge (401) leads back to the password step', async () => {
  const { user, navigate } = await toCodeStep(apiError(401, 'UNAUTHENTICATED'));
  await sendCode(user, '123456');
  expect(await screen.findByRole('alert')).toHaveTextContent(tf.expired);
  expect(navigate).toHaveBeenCalledWith('/login');
  expect(screen.queryByLabelText(tf.code)).toBeNull();
  await user.click(screen.getByRole('button', { name: tf.signInAgain }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});

it('a malformed challenge (422 on the challenge field) leads back to the password step', async () => {
  const { user } = await toCodeStep(apiError(422, 'VALIDATION_FAILED', { challenge: 'required' }));
  await sendCode(user, '123456');
  expect(await screen.findByRole('alert')).toHaveTextContent(tf.expired);
  await user.click(screen.getByRole('button', { name: tf.signInAgain }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});

it('says the account is disabled when it was deactivated after the password step', async () => {
  const { user } = await toCodeStep(apiError(422, 'ACCOUNT_DISABLED'));
  await sendCode(user, '123456');
  expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.ACCOUNT_DISABLED);
  expect(screen.queryByText(tf.expired)).toBeNull();
  expect(localStorage.getItem('clientToken')).toBeNull();
});

it('speaks the chosen language on the code step', async () => {
  setLanguage('es');
  mockApi({ 'POST /api/auth/login': { data: CHALLENGE } });
  const { user } = renderAuth('/login');
  const es = authLocales.es.login;
  await fillField(user, screen.getByLabelText(es.login), 'anna');
  await fillField(user, screen.getByLabelText(es.password), 'secret-password');
  await user.click(screen.getByRole('button', { name: es.submit }));
  expect(
    await screen.findByRole('heading', { level: 1, name: authLocales.es.twoFactor.title }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(authLocales.es.twoFactor.code)).toBeInTheDocument();
});
