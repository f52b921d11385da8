import { screen, waitFor } from '@testing-library/react';
import { can } from 'shared-api/public';
import { setLanguage } from 'shared-ui/public';
import { apiError, fillField, installFakeCaptcha, mockApi } from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';

const SESSION = {
  token: 'admin-tok',
  permissions: ['view-users', 'view-partners'],
  user: {
    id: 1,
    login: 'root',
    name: 'Root Admin',
    email: 'root@x.io',
    roles: [],
    twoFactorEnabled: false,
    createdAt: '',
  },
};

beforeEach(() => setLanguage('en'));

async function signIn(user: ReturnType<typeof renderAuth>['user']) {
  await fillField(user, screen.getByLabelText('Login'), 'root');
  await fillField(user, screen.getByLabelText('Password'), 'admin-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('stores the admin token and permissions, then goes to /admin/manage', async () => {
  const { requests } = mockApi({ 'POST /api/admin/login': { data: SESSION } });
  const { user, navigate } = renderAuth('/admin');
  expect(screen.getByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();

  await signIn(user);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/manage'));
  expect(localStorage.getItem('adminToken')).toBe('admin-tok');
  expect(JSON.parse(localStorage.getItem('adminPermissions') ?? '[]')).toEqual([
    'view-users',
    'view-partners',
  ]);
  expect(localStorage.getItem('username')).toBe('Root Admin');
  expect(can('view-partners')).toBe(true);
  expect(requests[0]?.body).toEqual({ login: 'root', password: 'admin-password' });
  expect(localStorage.getItem('clientToken')).toBeNull();
});

it('shows wrong credentials and stays on the page', async () => {
  mockApi({ 'POST /api/admin/login': apiError(422, 'INVALID_CREDENTIALS') });
  const { user, navigate } = renderAuth('/admin');
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem('adminToken')).toBeNull();
});

it('links to the partner sign-in, without the partner menu of the public pages', () => {
  mockApi({});
  renderAuth('/admin');
  expect(screen.getByRole('link', { name: 'Partner sign in' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
});

it('shows the captcha when the server asks for it and signs in with its token', async () => {
  const captcha = installFakeCaptcha();
  try {
    const { requests } = mockApi({
      'POST /api/admin/login': ({ body }) =>
        (body as { captchaToken?: string }).captchaToken === 'solved'
          ? { data: SESSION }
          : apiError(422, 'CAPTCHA_REQUIRED'),
    });
    const { user, navigate } = renderAuth('/admin');
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There were failed sign-ins on this account. Solve the captcha and sign in again.',
    );
    await captcha.load();
    await waitFor(() => expect(captcha.renders).toHaveLength(1));
    await captcha.solve('solved');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/manage'));
    expect(requests.map((r) => r.body)).toEqual([
      { login: 'root', password: 'admin-password' },
      { login: 'root', password: 'admin-password', captchaToken: 'solved' },
    ]);
  } finally {
    captcha.uninstall();
  }
});
