import { useState, type ReactNode } from 'react';
import { toApiError } from 'shared-api/public';
import {
  Button,
  ErrorAlert,
  PasswordField,
  TextField,
  useForm,
  useT,
  zodRule,
} from 'shared-ui/public';
import { CaptchaField, useCaptcha } from './captcha-field';

export interface Credentials {
  login: string;
  password: string;
  captchaToken?: string;
}

type FieldSchema = Parameters<typeof zodRule>[1];

interface Props {
  /** The contract's request fields: the same rules as the server's. */
  fields: { login: FieldSchema; password: FieldSchema };
  loginLabel: string;
  passwordLabel: string;
  submitLabel: string;
  /** Signs in; navigation after success is the API layer's (spec §7). */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  /** Shown between the password and the captcha ("Forgot password?"). */
  afterPassword?: ReactNode;
}

/**
 * Login + password, for the partner and the admin sign-in. A refusal (wrong credentials, too many
 * attempts, captcha) is shown above the form in the user's language. The captcha (when on) is
 * asked only once the server wants it: after failed sign-ins on the account it answers
 * CAPTCHA_REQUIRED, and from then on the form shows the challenge and sends its token.
 */
export function CredentialsForm({
  fields,
  loginLabel,
  passwordLabel,
  submitLabel,
  onSubmit,
  afterPassword,
}: Props) {
  const { t } = useT();
  const captcha = useCaptcha();
  const [error, setError] = useState<unknown>(null);
  const [challenged, setChallenged] = useState(false);

  const form = useForm({
    initial: { login: '', password: '' },
    rules: { login: zodRule(t, fields.login), password: zodRule(t, fields.password) },
    alsoCheck: () => captcha.check(challenged),
    onSubmit: async (values) => {
      setError(null);
      try {
        await onSubmit(challenged ? { ...values, captchaToken: captcha.token } : values);
      } catch (failure) {
        setError(failure);
        const { code } = toApiError(failure);
        if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_FAILED') setChallenged(true);
        captcha.reset();
      }
    },
  });
  const { submitting } = form;

  return (
    <>
      <ErrorAlert error={error} />
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <TextField
          label={loginLabel}
          {...form.field('login')}
          disabled={submitting}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <PasswordField
          label={passwordLabel}
          {...form.field('password')}
          disabled={submitting}
          autoComplete="current-password"
        />
        {afterPassword}
        <CaptchaField captcha={captcha} shown={challenged} />
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
