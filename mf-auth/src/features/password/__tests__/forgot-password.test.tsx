import { screen } from '@testing-library/react';
import { setLanguage } from 'shared-ui/public';
import { apiError, expectFieldMessage, fillField, mockApi } from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';

beforeEach(() => setLanguage('en'));

it('sends the reset email and says so without revealing whether the account exists', async () => {
  const { requests } = mockApi({ 'POST /api/auth/forgot-password': { data: { ok: true } } });
  const { user } = renderAuth('/forgot-password');
  expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();

  await fillField(user, screen.getByLabelText('Email'), 'anna@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));

  expect(await screen.findByText('Password-reset email sent')).toBeInTheDocument();
  expect(
    screen.getByText(
      'If an account with anna@example.com exists, we have sent a password-reset email to it. The link is valid for a limited time.',
    ),
  ).toBeInTheDocument();
  expect(requests[0]?.body).toEqual({ email: 'anna@example.com', language: 'en' });
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
});

it('checks the email before sending', async () => {
  const { requests } = mockApi({});
  const { user } = renderAuth('/forgot-password');
  await fillField(user, screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  await expectFieldMessage('Email', 'Invalid email');
  expect(requests).toHaveLength(0);
});

it('shows a failure of the call', async () => {
  mockApi({ 'POST /api/auth/forgot-password': apiError(429, 'TOO_MANY_ATTEMPTS') });
  const { user } = renderAuth('/forgot-password');
  await fillField(user, screen.getByLabelText('Email'), 'anna@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many attempts. Please try again later.',
  );
  expect(screen.queryByText('Password-reset email sent')).not.toBeInTheDocument();
});

it('is reached from the sign-in page in Spanish too', async () => {
  setLanguage('es');
  mockApi({});
  const { user } = renderAuth('/login');
  await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' }),
  ).toBeInTheDocument();
});
