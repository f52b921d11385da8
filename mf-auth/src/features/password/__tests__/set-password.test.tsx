import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'shared-ui/public';
import { apiError, expectFieldMessage, fillField, mockApi } from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';

type User = ReturnType<typeof renderAuth>['user'];

beforeEach(() => setLanguage('en'));

async function choose(user: User, password: string, confirm: string) {
  await fillField(user, screen.getByLabelText('New password'), password);
  await fillField(user, screen.getByLabelText('Repeat the password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
}

it('sets the password, signs the partner in and goes to /client', async () => {
  const { requests } = mockApi({
    'POST /api/auth/set-password': { data: { token: 'client-tok' } },
  });
  const { user, navigate } = renderAuth('/set-password?token=link-token-1');
  expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();

  await choose(user, 'correct horse battery', 'correct horse battery');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client'));
  expect(localStorage.getItem('clientToken')).toBe('client-tok');
  expect(requests[0]?.body).toEqual({ token: 'link-token-1', password: 'correct horse battery' });
  expect(await screen.findByText('Password updated')).toBeInTheDocument();
});

it('says when the passwords do not match, or the password is too short', async () => {
  const { requests } = mockApi({});
  const { user } = renderAuth('/set-password?token=t');
  await choose(user, 'short', 'different');
  await expectFieldMessage('New password', 'At least 8 characters');
  await expectFieldMessage('Repeat the password', 'Passwords do not match');
  expect(requests).toHaveLength(0);
});

it('offers a new link when the server says the link is invalid', async () => {
  mockApi({ 'POST /api/auth/set-password': apiError(422, 'LINK_INVALID') });
  const { user, navigate } = renderAuth('/set-password?token=expired');
  await choose(user, 'long enough pass', 'long enough pass');
  expect(await screen.findByText('This link is invalid or has expired')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem('clientToken')).toBeNull();
});

it('treats a token the server cannot read as an invalid link, not as a field to check', async () => {
  // The error handler's zod refusal of the body: `fields.token` = the message code.
  mockApi({
    'POST /api/auth/set-password': apiError(422, 'VALIDATION_FAILED', {
      token: 'invalidCharacters',
    }),
  });
  const { user } = renderAuth('/set-password?token=bro%07ken');
  await choose(user, 'long enough pass', 'long enough pass');
  expect(await screen.findByText('This link is invalid or has expired')).toBeInTheDocument();
  expect(screen.queryByText('Please check the highlighted fields')).not.toBeInTheDocument();
});

it('treats a link without a token as invalid', () => {
  mockApi({});
  renderAuth('/set-password');
  expect(screen.getByText('This link is invalid or has expired')).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

it('puts a server field error beside its field', async () => {
  mockApi({
    'POST /api/auth/set-password': apiError(422, 'VALIDATION_FAILED', {
      password: 'passwordTooShort',
    }),
  });
  const { user } = renderAuth('/set-password?token=t');
  await choose(user, 'long enough pass', 'long enough pass');
  await expectFieldMessage('New password', 'At least 8 characters');
});

it('asks a partner with 2FA for a code after the new password, then goes to /client', async () => {
  const api = mockApi({
    'POST /api/auth/set-password': { data: { twoFactorRequired: true, challenge: 'ch-9' } },
    'POST /api/auth/login/two-fa': { data: { token: 'client-tok' } },
  });
  const { user, navigate } = renderAuth('/set-password?token=link-token-2');
  await choose(user, 'correct horse battery', 'correct horse battery');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' }),
  ).toBeInTheDocument();
  // The password is saved, but nothing opens the cabinet before the code.
  expect(await screen.findByText('Password updated')).toBeInTheDocument();
  expect(localStorage.getItem('clientToken')).toBeNull();
  expect(navigate).not.toHaveBeenCalled();

  await fillField(user, screen.getByLabelText('Code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/client'));
  expect(localStorage.getItem('clientToken')).toBe('client-tok');
  expect(api.requestsTo('POST /api/auth/login/two-fa')[0]?.body).toEqual({
    challenge: 'ch-9',
    code: '123456',
  });
});

it('leads back to the login page from the code step: the link is spent', async () => {
  mockApi({
    'POST /api/auth/set-password': { data: { twoFactorRequired: true, challenge: 'ch-10' } },
  });
  const { user } = renderAuth('/set-password?token=link-token-3');
  await choose(user, 'correct horse battery', 'correct horse battery');
  await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});
