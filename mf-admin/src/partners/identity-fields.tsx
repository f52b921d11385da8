import { Col, Form, Input, Row } from 'antd';
import { useRules } from 'shared-ui';
import { useAdminT, type AdminKeysUnder } from '../i18n';

/** Names (Latin letters), email, login and phone: the fields both partner forms hold. */
export function IdentityFields() {
  const { t } = useAdminT();
  const rules = useRules();
  const label = (field: AdminKeysUnder<'partners.columns'>) => t(`partners.columns.${field}`);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label={label('firstName')}
          name="firstName"
          rules={rules.latinName()}
          extra={t('partners.form.nameHint')}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={label('lastName')} name="lastName" rules={rules.latinName()}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={label('email')} name="email" rules={rules.email()}>
          <Input inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={label('login')}
          name="login"
          rules={rules.login()}
          extra={t('partners.form.loginHint')}
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={label('phone')} name="phone" rules={rules.phone()}>
          <Input type="tel" inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
