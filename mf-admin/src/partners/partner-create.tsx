import { useMutation } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fields, saveAdminPartnerMutationOptions } from 'shared-api';
import {
  hrefOf,
  LANGUAGE_NAMES,
  LANGUAGES,
  Page,
  useBasePath,
  useLanguage,
  zodRules,
} from 'shared-ui';
import { useAdminT } from '../i18n';
import { IdentityFields } from './identity-fields';
import { PartnerForm } from './partner-form';
import { emptyCreateValues, toCreate, type CreateValues } from './partner-form-values';

/**
 * partners/create (create-partners): any partner may be the sponsor, by partner code; the new
 * partner sets a password from the mailed link and opens on their show page.
 */
export function PartnerCreate() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const lang = useLanguage();
  const save = useMutation(saveAdminPartnerMutationOptions());
  return (
    <Page title={t('routes.partnersCreate')}>
      <PartnerForm<CreateValues>
        initialValues={emptyCreateValues(lang)}
        submit={(values) => save.mutateAsync({ id: null, body: toCreate(values) })}
        doneText={(partner) => t('partners.registered', { email: partner.email })}
        onSaved={(partner) => void navigate(hrefOf(base, `partners/show/${partner.id}`))}
        onCancel={() => void navigate(hrefOf(base, 'partners'))}
      >
        <Alert
          type="info"
          showIcon
          title={t('partners.form.passwordNote')}
          style={{ marginBottom: 16 }}
        />
        <IdentityFields />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('partners.form.sponsorCode')}
              name="sponsorCode"
              rules={zodRules(t, fields.partnerCode(), { required: false })}
              extra={t('partners.form.sponsorCodeHint')}
            >
              <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('partners.form.language')} name="language">
              <Select
                options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </PartnerForm>
    </Page>
  );
}
