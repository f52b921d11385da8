import { screen } from '@testing-library/react';
import { ErrorAlert } from '../errors/error-alert';
import { setLanguage } from '../i18n/i18n';
import { apiError, renderWithProviders } from '../testing';

/** What axios rejects with for an error answer of the API. */
function failureOf(status: number, code: string): unknown {
  const handler = apiError(status, code);
  return Object.assign(new Error(`status ${status}`), {
    isAxiosError: true,
    response: { status: handler.status, data: handler.data },
  });
}

beforeEach(() => setLanguage('en'));

it('shows the translated text of the code, without a link for ordinary errors', () => {
  renderWithProviders(<ErrorAlert error={failureOf(422, 'INVALID_CREDENTIALS')} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Wrong login or password');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('points "Enable 2FA" to Profile → Security → Activate', () => {
  renderWithProviders(<ErrorAlert error={failureOf(409, 'TWO_FA_REQUIRED')} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Operation unavailable. Enable 2FA.');
  expect(screen.getByRole('link', { name: 'Profile → Security → Activate' })).toHaveAttribute(
    'href',
    '/client/security',
  );
});

it('renders nothing without an error', () => {
  renderWithProviders(<ErrorAlert error={null} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the API request id as a reference when the answer has one', () => {
  const failure = failureOf(409, 'INSUFFICIENT_FUNDS') as { response: Record<string, unknown> };
  failure.response.headers = { 'x-request-id': '3f2a9c1e-77aa-4c1b-9d2e-1b2c3d4e5f60' };
  renderWithProviders(<ErrorAlert error={failure} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Reference: 3f2a9c1e-77aa-4c1b-9d2e-1b2c3d4e5f60',
  );
});

it('shows no reference without the header or with an unsafe value', () => {
  const failure = failureOf(409, 'INSUFFICIENT_FUNDS') as { response: Record<string, unknown> };
  failure.response.headers = { 'x-request-id': '<img src=x>' };
  renderWithProviders(<ErrorAlert error={failure} />);
  expect(screen.queryByTestId('error-reference')).not.toBeInTheDocument();
});
