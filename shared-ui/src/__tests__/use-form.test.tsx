import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, useT } from '../i18n/i18n';
import { PublicProviders } from '../providers/public-providers';
import { Button } from '../primitives/button';
import { TextField } from '../primitives/field';
import { useForm } from '../primitives/use-form';

/** A one-field form whose rule is "required" in the current language and whose submit waits. */
function LoginForm({ onSubmit }: { onSubmit: (values: { login: string }) => Promise<void> }) {
  const { t } = useT();
  const form = useForm({
    initial: { login: '' },
    rules: { login: (value) => (value ? null : t('validation.required')) },
    onSubmit,
  });
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <TextField label="Login" {...form.field('login')} />
      <button type="button" onClick={() => form.placeServerErrors({ login: 'Already taken' })}>
        server says
      </button>
      <Button type="submit" loading={form.submitting}>
        Send
      </Button>
    </form>
  );
}

const renderForm = (onSubmit = jest.fn(() => Promise.resolve())) => {
  const user = userEvent.setup({ delay: null });
  render(
    <PublicProviders>
      <LoginForm onSubmit={onSubmit} />
    </PublicProviders>,
  );
  return { user, onSubmit };
};

beforeEach(() => setLanguage('en'));

it('checks every field on submit, focuses the wrong one and sends nothing', async () => {
  const { user, onSubmit } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Required field');
  expect(screen.getByLabelText('Login')).toHaveFocus();
  expect(screen.getByLabelText('Login')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('a rule message follows a language change; a server message stays until the field is edited', async () => {
  const { user } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Required field');
  act(() => setLanguage('de'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Pflichtfeld');

  await user.type(screen.getByLabelText('Login'), 'anna');
  await user.click(screen.getByRole('button', { name: 'server says' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Already taken');
  act(() => setLanguage('en'));
  // Re-checking the rule would have cleared the server's word on the value.
  expect(await screen.findByRole('alert')).toHaveTextContent('Already taken');
  await user.type(screen.getByLabelText('Login'), 'x');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('ignores a second submit while the first runs (Enter pressed twice)', async () => {
  let finish: () => void = () => {};
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = renderForm(onSubmit);
  await user.type(screen.getByLabelText('Login'), 'anna{Enter}');
  await user.type(screen.getByLabelText('Login'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await act(async () => finish());
  await user.type(screen.getByLabelText('Login'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(2);
});
