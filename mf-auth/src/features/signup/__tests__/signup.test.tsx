import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'shared-ui/public';
import {
  apiError,
  expectFieldMessage,
  fillField,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';

type User = ReturnType<typeof renderAuth>['user'];

const GOOD = {
  'First name': 'Anna',
  'Last name': 'Smith-Jones',
  Email: 'anna@example.com',
  Login: 'anna_s',
  Phone: '+49 151 2345 6789',
  'Partner code': 'ab12cd34',
};

async function fill(user: User, values: Partial<Record<keyof typeof GOOD, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await fillField(user, screen.getByLabelText(label), value ?? '');
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));
const validCode: MockHandler = { data: { valid: true, sponsorLogin: 'maria' } };

beforeEach(() => setLanguage('en'));

it('shows the spec message of each field and sends nothing', async () => {
  const { requests } = mockApi({});
  const { user } = renderAuth('/signup');
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument(); // set via the email link

  await fill(user, {
    'First name': 'Иван',
    'Last name': 'Smith2',
    Email: 'anna@',
    Login: 'a',
    Phone: '12',
  });
  await submit(user);

  await expectFieldMessage('First name', 'Latin letters only, no symbols');
  await expectFieldMessage('Last name', 'Latin letters only, no symbols');
  await expectFieldMessage('Email', 'Invalid email');
  await expectFieldMessage('Login', '3–32 Latin letters, digits, dots, dashes or underscores');
  await expectFieldMessage('Phone', 'Invalid phone number');
  await expectFieldMessage('Partner code', 'Required field');
  expect(requests).toHaveLength(0);
});

it('flags every empty field as required', async () => {
  mockApi({});
  const { user } = renderAuth('/signup');
  await submit(user);
  expect(await screen.findAllByText('Required field')).toHaveLength(6);
});

it('prefills the partner code from ?ref= and names the sponsor', async () => {
  const { requests } = mockApi({ 'GET /api/auth/invitation/AB12CD34': validCode });
  renderAuth('/signup?ref=ab12cd34');
  const code = screen.getByLabelText('Partner code');
  expect(code).toHaveValue('AB12CD34');
  await expectFieldMessage('Partner code', 'Your sponsor: maria');
  expect(code).not.toHaveAttribute('readonly'); // looks filled in, stays editable
  expect(requests.map((r) => r.url)).toEqual(['/api/auth/invitation/AB12CD34']);
});

it('refuses an unknown or inactive code beside the code field', async () => {
  mockApi({ 'GET /api/auth/invitation/ZZZZ9999': { data: { valid: false } } });
  const { user } = renderAuth('/signup');
  await fill(user, { 'Partner code': 'zzzz9999' });
  await user.tab();
  await expectFieldMessage(
    'Partner code',
    'Registration is by invitation only from active partners',
  );
});

it('registers and tells the partner to check the email', async () => {
  const { requests } = mockApi({
    'GET /api/auth/invitation/AB12CD34': validCode,
    'POST /api/auth/register': { status: 201, data: { ok: true } },
  });
  const { user } = renderAuth('/signup');
  await fill(user, GOOD);
  await submit(user);

  expect(await screen.findByText('You are registered')).toBeInTheDocument();
  expect(
    screen.getByText(/We have sent an email to anna@example\.com\. Follow the link/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  const registration = requests.find((r) => r.url === '/api/auth/register');
  expect(registration?.body).toEqual({
    firstName: 'Anna',
    lastName: 'Smith-Jones',
    email: 'anna@example.com',
    login: 'anna_s',
    phone: '+49 151 2345 6789',
    partnerCode: 'AB12CD34',
    language: 'en',
  });
});

it("puts the server's invitation refusal next to the code field", async () => {
  mockApi({
    'GET /api/auth/invitation/AB12CD34': validCode,
    'POST /api/auth/register': apiError(422, 'INVITATION_REQUIRED', {
      partnerCode: 'invitationOnly',
    }),
  });
  const { user } = renderAuth('/signup');
  await fill(user, GOOD);
  await submit(user);
  await expectFieldMessage(
    'Partner code',
    'Registration is by invitation only from active partners',
  );
  expect(screen.queryByText('You are registered')).not.toBeInTheDocument();
});

// A taken email is answered as a new signup by the server (no account enumeration): the form
// shows the same "check your email" success, see 'registers and tells the partner...'.
it('shows a taken login beside it', async () => {
  mockApi({
    'GET /api/auth/invitation/AB12CD34': validCode,
    'POST /api/auth/register': apiError(409, 'ALREADY_EXISTS', { login: 'taken' }),
  });
  const { user } = renderAuth('/signup');
  await fill(user, GOOD);
  await submit(user);
  await expectFieldMessage('Login', 'Already taken');
  expect(screen.queryByRole('alert', { name: /something went wrong/i })).not.toBeInTheDocument();
  expect(screen.queryByText('You are registered')).not.toBeInTheDocument();
});

it('shows the per-IP limit of taken-login answers as an alert', async () => {
  mockApi({
    'GET /api/auth/invitation/AB12CD34': validCode,
    'POST /api/auth/register': apiError(429, 'TOO_MANY_ATTEMPTS'),
  });
  const { user } = renderAuth('/signup');
  await fill(user, GOOD);
  await submit(user);
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('alert')
        .some((a) => a.textContent === 'Too many attempts. Please try again later.'),
    ).toBe(true),
  );
  expect(screen.queryByText('You are registered')).not.toBeInTheDocument();
});

it('shows any other failure as an alert', async () => {
  mockApi({
    'GET /api/auth/invitation/AB12CD34': validCode,
    'POST /api/auth/register': apiError(500, 'INTERNAL'),
  });
  const { user } = renderAuth('/signup');
  await fill(user, GOOD);
  await submit(user);
  await waitFor(() =>
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Something went wrong')).toBe(
      true,
    ),
  );
});
