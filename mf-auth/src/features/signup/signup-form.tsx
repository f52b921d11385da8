import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { register } from 'shared-api/public';
import { ErrorAlert, applyFieldErrors, currentLanguage, useRules } from 'shared-ui';
import { AUTH_PATHS } from '../../auth-paths';
import { CaptchaField, useCaptchaReset } from '../../components/captcha-field';
import { useAuthT } from '../../i18n';
import { AuthCard } from '../../layout/auth-card';
import { normalizePartnerCode, useInvitationRule } from './use-invitation-rule';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  phone: string;
  partnerCode: string;
  captchaToken?: string;
}

/**
 * Spec §2: first name, last name, email, login, phone and partner code; no password (it is set
 * through the emailed link) and no consent (that comes with the first purchase).
 */
export function SignupForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useAuthT();
  const rules = useRules();
  const [form] = Form.useForm<SignupValues>();
  const { captchaRef, resetCaptcha } = useCaptchaReset(form);
  const invitation = useInvitationRule();
  const [searchParams] = useSearchParams();
  const refCode = normalizePartnerCode(searchParams.get('ref'));
  const code = Form.useWatch('partnerCode', form);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // A code from the invitation link is checked at once, so the sponsor shows before typing.
  useEffect(() => {
    if (refCode) form.validateFields(['partnerCode']).catch(() => {});
  }, [form, refCode]);

  const finish = async ({ captchaToken, ...values }: SignupValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        login: values.login.trim(),
        phone: values.phone.trim(),
        partnerCode: normalizePartnerCode(values.partnerCode),
        language: currentLanguage(),
        captchaToken,
      });
      onRegistered(values.email.trim());
    } catch (failure) {
      resetCaptcha();
      // 422 INVITATION_REQUIRED and 409 ALREADY_EXISTS name their fields: show them there.
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSubmitting(false);
    }
  };

  const sponsor = invitation.sponsorFor(code);
  const fromLink = refCode !== '' && normalizePartnerCode(code) === refCode;
  const codeHint = sponsor ? (
    <Typography.Text type="success">{t('signup.sponsor', { login: sponsor })}</Typography.Text>
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
      <Form<SignupValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void finish(values)}
        disabled={submitting}
        initialValues={{ partnerCode: refCode }}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('signup.firstName')}
              name="firstName"
              rules={rules.latinName()}
              extra={t('signup.nameHint')}
            >
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('signup.lastName')} name="lastName" rules={rules.latinName()}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={t('signup.email')}
          name="email"
          rules={rules.email()}
          extra={t('signup.emailHint')}
        >
          <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('signup.login')}
              name="login"
              rules={rules.login()}
              extra={t('signup.loginHint')}
            >
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('signup.phone')}
              name="phone"
              rules={rules.phone()}
              extra={t('signup.phoneHint')}
            >
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+49 151 2345 6789"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={t('signup.partnerCode')}
          name="partnerCode"
          rules={[...rules.partnerCode(), invitation.rule]}
          validateTrigger={['onChange', 'onBlur']}
          validateFirst
          normalize={normalizePartnerCode}
          extra={codeHint}
          hasFeedback
        >
          <Input
            variant={fromLink ? 'filled' : 'outlined'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            style={{ fontFamily: 'monospace', letterSpacing: 2 }}
          />
        </Form.Item>
        <CaptchaField captchaRef={captchaRef} />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('signup.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
