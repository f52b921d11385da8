import { screen, waitFor } from '@testing-library/react';
import { formatDate, setLanguage } from 'shared-ui/public';
import { apiError, fillField, installFakeCaptcha, mockApi } from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';

beforeEach(() => setLanguage('en'));

async function signIn(
  user: ReturnType<typeof renderAuth>['user'],
  login: string,
  password: string,
) {
  await fillField(user, screen.getByLabelText('Login or email'), login);
  await fillField(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('signs the partner in: stores the client token and goes to /client', async () => {
  const { requests } = mockApi({ 'POST /api/auth/login': { data: { token: 'client-tok' } } });
  const { user, navigate } = renderAuth('/login');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();

  await signIn(user, 'anna', 'secret-password');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client'));
  expect(localStorage.getItem('clientToken')).toBe('client-tok');
  expect(requests[0]?.body).toEqual({ login: 'anna', password: 'secret-password' });
});

it('shows wrong credentials as an alert and stores nothing', async () => {
  mockApi({ 'POST /api/auth/login': apiError(422, 'INVALID_CREDENTIALS') });
  const { user, navigate } = renderAuth('/login');
  await signIn(user, 'anna', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem('clientToken')).toBeNull();
});

it('shows the too-many-attempts refusal with the time the server names', async () => {
  const refusal = apiError(429, 'TOO_MANY_ATTEMPTS');
  const until = '2026-03-10T10:15:00.000Z';
  mockApi({
    'POST /api/auth/login': {
      ...refusal,
      data: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'x', params: { date: until } } },
    },
  });
  const { user } = renderAuth('/login');
  await signIn(user, 'anna', 'whatever-1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Too many attempts. Try again after ${formatDate(until, 'en', true)}.`,
  );
});

it('asks for both fields before calling the server', async () => {
  const { requests } = mockApi({});
  const { user } = renderAuth('/login');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findAllByText('Required field')).toHaveLength(2);
  expect(requests).toHaveLength(0);
});

it('links to password recovery and signup', async () => {
  mockApi({});
  const { user } = renderAuth('/login');
  expect(screen.getByRole('link', { name: 'Register with your invitation' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
});

it('speaks the chosen language', () => {
  setLanguage('de');
  mockApi({});
  renderAuth('/login');
  expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  expect(screen.getByLabelText('Login oder E-Mail')).toBeInTheDocument();
});

describe('with the captcha on', () => {
  let captcha: ReturnType<typeof installFakeCaptcha>;
  beforeEach(() => {
    captcha = installFakeCaptcha({ siteKey: 'login-site-key' });
  });
  afterEach(() => captcha.uninstall());

  it('asks no captcha until the server wants one, then requires it and sends its token', async () => {
    const { requests } = mockApi({
      'POST /api/auth/login': ({ body }) =>
        (body as { captchaToken?: string }).captchaToken === 'captcha-token'
          ? { data: { token: 't' } }
          : apiError(422, 'CAPTCHA_REQUIRED'),
    });
    const { user, navigate } = renderAuth('/login');
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();

    await signIn(user, 'anna', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There were failed sign-ins on this account. Solve the captcha and sign in again.',
    );
    expect(requests[0]?.body).toEqual({ login: 'anna', password: 'secret-password' });
    await captcha.load();
    await waitFor(() => expect(captcha.renders).toHaveLength(1));
    expect(captcha.renders[0]!.params.sitekey).toBe('login-site-key');

    // The challenge is now a required field: nothing is sent before it is solved.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await captcha.solve('captcha-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client'));
    expect(requests[1]?.body).toEqual({
      login: 'anna',
      password: 'secret-password',
      captchaToken: 'captcha-token',
    });
  });

  it('shows a fresh challenge after a refusal', async () => {
    mockApi({
      'POST /api/auth/login': ({ body }) =>
        (body as { captchaToken?: string }).captchaToken
          ? apiError(422, 'CAPTCHA_FAILED')
          : apiError(422, 'CAPTCHA_REQUIRED'),
    });
    const { user } = renderAuth('/login');
    await signIn(user, 'anna', 'secret-password');
    await screen.findByTestId('captcha'); // shown once the server has asked for it
    await captcha.load();
    await waitFor(() => expect(captcha.renders).toHaveLength(1));
    await captcha.solve('used-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The captcha check failed. Please try again.',
      ),
    );
    expect(captcha.resets).toEqual([0]);
    expect(screen.getByTestId('captcha')).toBeInTheDocument();
  });
});
