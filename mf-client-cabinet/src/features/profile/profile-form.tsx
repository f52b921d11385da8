import { App, Button, Card, Col, Divider, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { SOCIAL_NETWORKS, updateClientProfile, type Profile } from 'shared-api';
import { applyFieldErrors, ErrorAlert, UnsavedChangesGuard, useUnsavedChanges } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { usePatchMe } from '../me';
import { BirthDateInput } from './birth-date-input';
import { dialCodeOf } from './countries';
import { CountrySelect } from './country-select';
import { toUpdate, toValues, type ProfileValues } from './profile-values';
import { useProfileRules } from './use-profile-rules';
import { ChangeAction, useViewOnly } from '../../components/change-action';

/** Login and email: shown for reference, changed elsewhere (not by the partner here). */
function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} value={value} readOnly variant="filled" />
    </Form.Item>
  );
}

/**
 * The partner's personal data (spec §2 profile, §5 rules): every rule runs here and again on the
 * server, whose field refusals appear beside their fields.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useCabinetT();
  const viewOnly = useViewOnly();
  const rules = useProfileRules();
  const { message } = App.useApp();
  const patchMe = usePatchMe();
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges();
  const [error, setError] = useState<unknown>(null);

  // The dialling code follows the chosen country unless the partner has typed one.
  const onValuesChange = (changed: Partial<ProfileValues>) => {
    unsaved.onValuesChange();
    if (!('country' in changed) || form.getFieldValue('countryCode')) return;
    const dialCode = dialCodeOf(changed.country);
    if (dialCode) form.setFieldValue('countryCode', dialCode);
  };

  const finish = async (values: ProfileValues) => {
    setError(null);
    setSaving(true);
    try {
      const update = toUpdate(values);
      await updateClientProfile(update);
      patchMe({
        firstName: update.firstName,
        lastName: update.lastName,
        phone: update.phone,
      });
      void message.success(t('profile.form.updated'));
      unsaved.markSaved();
    } catch (failure: unknown) {
      if (!applyFieldErrors(t, form, failure)) setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('profile.form.title')}>
      <ErrorAlert error={error} />
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        initialValues={toValues(profile)}
        onValuesChange={onValuesChange}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || saving}
        scrollToFirstError
      >
        <UnsavedChangesGuard when={unsaved.dirty && !saving} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <ReadOnlyField
              id="profile-login"
              label={t('profile.form.login')}
              value={profile.login}
            />
          </Col>
          <Col xs={24} md={12}>
            <ReadOnlyField
              id="profile-email"
              label={t('profile.form.email')}
              value={profile.email}
            />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('profile.form.firstName')}
              name="firstName"
              rules={rules.latinName()}
              extra={t('profile.form.nameHint')}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('profile.form.lastName')} name="lastName" rules={rules.latinName()}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('profile.form.birthDate')}
              name="birthDate"
              rules={rules.birthDate()}
            >
              <BirthDateInput placeholder={t('profile.form.birthDatePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('profile.form.country')} name="country" rules={rules.country()}>
              <CountrySelect placeholder={t('profile.form.countryPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label={t('profile.form.countryCode')}
              name="countryCode"
              rules={rules.countryCode()}
              extra={t('profile.form.countryCodeHint')}
            >
              <Input inputMode="tel" autoComplete="tel-country-code" placeholder="+49" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              label={t('profile.form.phone')}
              name="phone"
              rules={rules.phone()}
              extra={t('profile.form.phoneHint')}
            >
              <Input type="tel" inputMode="tel" autoComplete="tel" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('profile.form.socialsTitle')}</Divider>
        <Row gutter={16}>
          {SOCIAL_NETWORKS.map((network) => (
            <Col xs={24} md={12} key={network}>
              <Form.Item
                label={t(`profile.form.socials.${network}`)}
                name={['socials', network]}
                rules={rules.socialHandle()}
              >
                <Input placeholder="@handle" autoCapitalize="none" spellCheck={false} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
