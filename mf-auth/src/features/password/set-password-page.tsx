import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { completeClientLogin, setPassword, toApiError } from 'shared-api/public';
import {
  Button,
  ErrorAlert,
  fieldErrorsOf,
  makeFieldRules,
  PasswordField,
  Result,
  showToast,
  useForm,
} from 'shared-ui/public';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { TwoFactorStep } from '../../components/two-factor-step';
import { useChallenge } from '../../components/use-challenge';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';

function LinkInvalid() {
  const { t } = useAuthT();
  return (
    <AuthCard centered title={t('setPassword.title')}>
      <Result
        status="warning"
        title={t('setPassword.invalidTitle')}
        subTitle={t('setPassword.invalidText')}
        extra={
          <ButtonLink to={AUTH_PATHS.forgotPassword} variant="primary">
            {t('setPassword.requestNew')}
          </ButtonLink>
        }
        style={{ padding: 0 }}
      />
    </AuthCard>
  );
}

/**
 * `/set-password?token=…`, the link of the signup and password-reset emails. On success the
 * partner is signed in: shared-api stores the client token and goes to /client. A partner with
 * 2FA on is asked for a code first, as after a login; the link is spent by then, so the way back
 * is the login page.
 */
export function SetPasswordPage() {
  const { t } = useAuthT();
  const rules = makeFieldRules(t);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [error, setError] = useState<unknown>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const navigate = useNavigate();
  const { challenge, signIn } = useChallenge(setPassword);

  const form = useForm({
    initial: { password: '', confirm: '' },
    rules: { password: rules.password(), confirm: rules.sameAs('password') },
    onSubmit: async ({ password }) => {
      setError(null);
      try {
        await signIn({ token, password });
        // Outlives this page: the cabinet opening next still says so.
        showToast('success', t('setPassword.success'));
      } catch (failure) {
        const info = toApiError(failure);
        // A token the server cannot read (cut short, a stray control character: 422 with
        // `fields.token`) is a broken link too: the partner can only ask for a new one.
        if (info.code === 'LINK_INVALID' || info.fields.token) setLinkInvalid(true);
        else if (!form.placeServerErrors(fieldErrorsOf(t, failure, new Set(['password']))))
          setError(failure);
      }
    },
  });
  const { submitting } = form;

  if (challenge) {
    return (
      <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
        <TwoFactorStep
          challenge={challenge}
          complete={completeClientLogin}
          onBack={() => void navigate(AUTH_PATHS.login)}
        />
      </AuthCard>
    );
  }
  if (!token || linkInvalid) return <LinkInvalid />;

  return (
    <AuthCard title={t('setPassword.title')} subtitle={t('setPassword.subtitle')}>
      <ErrorAlert error={error} />
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <PasswordField
          label={t('setPassword.password')}
          hint={t('setPassword.passwordHint')}
          {...form.field('password')}
          onChange={(event) => {
            form.setValue('password', event.target.value);
            // The confirmation depends on it (antd's `dependencies`).
            if (form.errors.confirm || form.values.confirm) void form.check('confirm');
          }}
          disabled={submitting}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          label={t('setPassword.confirm')}
          {...form.field('confirm')}
          disabled={submitting}
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {t('setPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
