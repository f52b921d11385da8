import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { register } from 'shared-api/public';
import {
  Button,
  currentLanguage,
  ErrorAlert,
  fieldErrorsOf,
  makeFieldRules,
  TextField,
  useForm,
} from 'shared-ui/public';
import { AUTH_PATHS } from '../../auth-paths';
import { CaptchaField, useCaptcha } from '../../components/captcha-field';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';
import { normalizePartnerCode, useInvitationRule } from './use-invitation-rule';

export interface SignupValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  phone: string;
  partnerCode: string;
}

/**
 * Spec §2: first name, last name, email, login, phone and partner code; no password (it is set
 * through the emailed link) and no consent (that comes with the first purchase).
 */
export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useAuthT();
  const rules = makeFieldRules(t);
  const captcha = useCaptcha();
  const invitation = useInvitationRule();
  const [searchParams] = useSearchParams();
  const refCode = normalizePartnerCode(searchParams.get('ref'));
  const [error, setError] = useState<unknown>(null);
  const partnerCodeFormat = rules.partnerCode<SignupValues>();

  const form = useForm<SignupValues>({
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      login: '',
      phone: '',
      partnerCode: refCode,
    },
    rules: {
      firstName: rules.latinName(),
      lastName: rules.latinName(),
      email: rules.email(),
      login: rules.login(),
      phone: rules.phone(),
      // The format first; a well-formed code then asks the server.
      partnerCode: async (value, values) =>
        (await partnerCodeFormat(value, values)) ?? invitation.rule(value, values),
    },
    normalize: { partnerCode: normalizePartnerCode },
    alsoCheck: () => captcha.check(),
    onSubmit: async (values) => {
      setError(null);
      try {
        await register({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          login: values.login.trim(),
          phone: values.phone.trim(),
          partnerCode: normalizePartnerCode(values.partnerCode),
          language: currentLanguage(),
          captchaToken: captcha.token,
        });
        onRegistered(values.email.trim());
      } catch (failure) {
        captcha.reset();
        // 422 INVITATION_REQUIRED and 409 ALREADY_EXISTS name their fields: show them there.
        if (!form.placeServerErrors(fieldErrorsOf(t, failure, new Set(Object.keys(values)))))
          setError(failure);
      }
    },
  });
  const { submitting } = form;

  // A code from the invitation link is checked at once, so the sponsor shows before typing.
  const { check } = form;
  useEffect(() => {
    if (refCode) void check('partnerCode');
  }, [check, refCode]);

  const code = form.values.partnerCode;
  const sponsor = invitation.sponsorFor(code);
  const fromLink = refCode !== '' && code === refCode;
  const codeHint = sponsor ? (
    <span className="pp-success-text">{t('signup.sponsor', { login: sponsor })}</span>
  ) : fromLink ? (
    t('signup.partnerCodeFromLink')
  ) : (
    t('signup.partnerCodeHint')
  );

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      width={600}
      footer={
        <>
          {t('signup.haveAccount')} <Link to={AUTH_PATHS.login}>{t('signup.loginLink')}</Link>
        </>
      }
    >
      <ErrorAlert error={error} />
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <fieldset disabled={submitting} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <div className="pp-row-2">
            <TextField
              label={t('signup.firstName')}
              hint={t('signup.nameHint')}
              {...form.field('firstName')}
              autoComplete="given-name"
              autoFocus
            />
            <TextField
              label={t('signup.lastName')}
              {...form.field('lastName')}
              autoComplete="family-name"
            />
          </div>
          <TextField
            label={t('signup.email')}
            hint={t('signup.emailHint')}
            {...form.field('email')}
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <div className="pp-row-2">
            <TextField
              label={t('signup.login')}
              hint={t('signup.loginHint')}
              {...form.field('login')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField
              label={t('signup.phone')}
              hint={t('signup.phoneHint')}
              {...form.field('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+49 151 2345 6789"
            />
          </div>
          <TextField
            label={t('signup.partnerCode')}
            hint={codeHint}
            {...form.field('partnerCode')}
            filled={fromLink}
            mono
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <CaptchaField captcha={captcha} />
          <Button type="submit" variant="primary" size="large" block loading={submitting}>
            {t('signup.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
