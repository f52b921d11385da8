import { Col, Divider, Form, Input, Row } from 'antd';
import { fields, SOCIAL_NETWORKS } from 'shared-api';
import { useRules, zodRules } from 'shared-ui';
import { useAdminT, type AdminKeysUnder } from '../i18n';

/** The optional profile fields of partners/edit: empty clears them (contract, spec §5 rules). */
export function ProfileFields() {
  const { t } = useAdminT();
  const rules = useRules();
  const optional = { required: false };
  const label = (field: AdminKeysUnder<'partners.columns'>) => t(`partners.columns.${field}`);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            label={label('birthDate')}
            name="birthDate"
            rules={zodRules(t, fields.birthDate(), optional)}
          >
            <Input inputMode="numeric" placeholder={t('partners.form.birthDatePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={label('country')}
            name="country"
            rules={zodRules(t, fields.country(), optional)}
          >
            <Input maxLength={2} placeholder={t('partners.form.countryPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={label('countryCode')}
            name="countryCode"
            rules={zodRules(t, fields.countryCode(), optional)}
          >
            <Input inputMode="tel" placeholder={t('partners.form.countryCodePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('partners.form.socialsTitle')}</Divider>
      <Row gutter={16}>
        {SOCIAL_NETWORKS.map((network) => (
          <Col xs={24} md={12} key={network}>
            <Form.Item
              label={t(`partners.form.socials.${network}`)}
              name={['socials', network]}
              rules={rules.socialHandle(optional)}
            >
              <Input placeholder="@handle" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
