import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { inviteNetworkPartnerMutationOptions, type NetworkInvitation } from 'shared-api';
import { ErrorAlert, useRules } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useSubmission } from '../../hooks/use-submission';
import { useCabinetT } from '../../i18n';
import { useCurrentPartner } from '../me';
import { ChangeAction, useViewOnly } from '../../components/change-action';

/** Surrounding spaces are not part of a value (the contract trims them too). */
const trimmed = (values: NetworkInvitation): NetworkInvitation => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  login: values.login.trim(),
  phone: values.phone.trim(),
});

/**
 * Spec §2: "register a new partner by email". The server registers them under the partner and
 * emails the "set your password" link. Only active partners may invite (business rules), so an
 * inactive one sees why the form is disabled.
 */
export function InvitePartnerCard() {
  const { t } = useCabinetT();
  const viewOnly = useViewOnly();
  const rules = useRules();
  const { message } = App.useApp();
  const partner = useCurrentPartner();
  const [form] = Form.useForm<NetworkInvitation>();
  const { submit, submitting, error } = useSubmission(form);
  const invite = useMutation(inviteNetworkPartnerMutationOptions());

  const finish = async (values: NetworkInvitation) => {
    const result = await submit(() => invite.mutateAsync(trimmed(values)));
    if (!result.ok) return;
    form.resetFields();
    void message.success(t('invite.done'));
  };

  return (
    <Card
      title={
        <Space>
          <Icon name="userAdd" />
          {t('invite.title')}
        </Space>
      }
      data-testid="invite-card"
      style={{ height: '100%' }}
    >
      <Typography.Paragraph type="secondary">{t('invite.hint')}</Typography.Paragraph>
      {!partner.active && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('errors.INVITATION_REQUIRED', { ns: 'common' })}
          description={t('invite.inactive')}
        />
      )}
      <ErrorAlert error={error} />
      <Form<NetworkInvitation>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || !partner.active || submitting}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('invite.firstName')} name="firstName" rules={rules.latinName()}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('invite.lastName')} name="lastName" rules={rules.latinName()}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('invite.email')} name="email" rules={rules.email()}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('invite.login')} name="login" rules={rules.login()}>
              <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('invite.phone')}
              name="phone"
              rules={rules.phone()}
              extra={t('invite.phoneHint')}
            >
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('invite.submit')}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
