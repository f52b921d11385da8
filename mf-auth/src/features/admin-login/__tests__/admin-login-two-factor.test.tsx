import { screen, waitFor } from '@testing-library/react';
import { can } from 'shared-api/public';
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
const SESSION = {
  token: 'admin-tok',
  permissions: ['view-users'],
  user: {
    id: 1,
    login: 'root',
    name: 'Root Admin',
    email: 'root@x.io',
    roles: [],
    twoFactorEnabled: true,
    createdAt: '',
  },
};

beforeEach(() => setLanguage('en'));

async function toCodeStep(complete: MockHandler = { data: SESSION }) {
  const api = mockApi({
    'POST /api/admin/login': { data: { twoFactorRequired: true, challenge: 'admin-ch' } },
    'POST /api/admin/login/two-fa': complete,
  });
  const view = renderAuth('/admin');
  await fillField(view.user, screen.getByLabelText('Login'), 'root');
  await fillField(view.user, screen.getByLabelText('Password'), 'admin-password');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: tf.title })).toBeInTheDocument();
  return { ...view, api };
}

it('asks an admin with 2FA for the code, then stores the session and goes to /admin/manage', async () => {
  const { user, navigate, api } = await toCodeStep();
  expect(localStorage.getItem('adminToken')).toBeNull();

  await fillField(user, screen.getByLabelText(tf.code), '123456');
  await user.click(screen.getByRole('button', { name: tf.submit }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/manage'));
  expect(localStorage.getItem('adminToken')).toBe('admin-tok');
  expect(can('view-users')).toBe(true);
  expect(api.requestsTo('POST /api/admin/login/two-fa')[0]?.body).toEqual({
    challenge: 'admin-ch',
    code: '123456',
  });
});

it('shows a wrong code beside the field', async () => {
  const { user, navigate } = await toCodeStep(
    apiError(422, 'TWO_FA_INVALID', { code: 'wrongTwoFaCode' }),
  );
  await fillField(user, screen.getByLabelText(tf.code), '000000');
  await user.click(screen.getByRole('button', { name: tf.submit }));
  await expectFieldMessage(tf.code, commonLocales.en.validation.wrongTwoFaCode);
  expect(navigate).not.toHaveBeenCalled();
});

it('goes back to the admin password step', async () => {
  const { user } = await toCodeStep();
  await user.click(screen.getByRole('button', { name: tf.back }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
});
