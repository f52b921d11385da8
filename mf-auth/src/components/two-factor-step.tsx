import { useState } from 'react';
import { fields, toApiError, type TwoFactorLogin } from 'shared-api/public';
import {
  Button,
  ErrorAlert,
  fieldErrorsOf,
  Notice,
  TextField,
  useForm,
  zodRule,
} from 'shared-ui/public';
import { useAuthT } from '../i18n';

interface Props {
  /** The challenge the password step answered with. */
  challenge: string;
  /** Finishes the sign-in; navigation after success is the API layer's (spec §7). */
  complete: (body: TwoFactorLogin) => Promise<void>;
  /** Back to login and password (a new challenge). */
  onBack: () => void;
}

/**
 * The second step of a sign-in with 2FA: a code from the authenticator app or a recovery code. A
 * wrong code is shown beside the field; a lock or an expired challenge above it, with the way back.
 */
export function TwoFactorStep({ challenge, complete, onBack }: Props) {
  const { t } = useAuthT();
  const [error, setError] = useState<unknown>(null);
  const [expired, setExpired] = useState(false);

  const form = useForm({
    initial: { code: '' },
    rules: { code: zodRule(t, fields.twoFaCode()) },
    onSubmit: async ({ code }) => {
      setError(null);
      try {
        await complete({ challenge, code: code.trim() });
      } catch (failure: unknown) {
        refused(failure);
      }
    },
  });
  const { submitting } = form;

  const refused = (failure: unknown) => {
    const info = toApiError(failure);
    // A malformed code, as the server read it: beside the field.
    if (form.placeServerErrors(fieldErrorsOf(t, failure, new Set(['code'])))) return;
    if (info.code === 'TWO_FA_INVALID') {
      // A wrong (422 TWO_FA_INVALID) code: beside the field too.
      form.placeServerErrors({ code: t('validation.wrongTwoFaCode', { ns: 'common' }) });
    } else if (info.code === 'ACCOUNT_DISABLED') {
      setError(failure); // deactivated meanwhile: said as it is, not as an expired sign-in
    } else if (info.status === 401 || info.status === 422) {
      // The server answers a challenge that is unknown, used or past its 5 minutes with 401
      // UNAUTHENTICATED (a malformed one with 422): only a new password step helps. The API
      // client also sends a 401 to the sign-in, but on the sign-in page that changes no state,
      // so the step itself leaves the code form.
      setExpired(true);
    } else {
      setError(failure); // 429 TWO_FA_LOCKED, TOO_MANY_ATTEMPTS, a network failure...
    }
  };

  if (expired) {
    return (
      <Notice
        type="warning"
        role="alert"
        title={t('twoFactor.expired')}
        description={t('twoFactor.expiredText')}
        action={
          <Button variant="primary" size="small" onClick={onBack}>
            {t('twoFactor.signInAgain')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ErrorAlert error={error} />
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <TextField
          label={t('twoFactor.code')}
          hint={t('twoFactor.codeHint')}
          {...form.field('code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={9}
          autoFocus
          mono
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Button type="submit" variant="primary" size="large" block loading={submitting}>
            {t('twoFactor.submit')}
          </Button>
          <Button variant="link" block onClick={onBack} disabled={submitting}>
            {t('twoFactor.back')}
          </Button>
        </div>
      </form>
    </>
  );
}
