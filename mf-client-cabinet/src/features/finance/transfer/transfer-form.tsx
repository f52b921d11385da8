import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import {
  createTransferMutationOptions,
  recipientQueryOptions,
  toMicro,
  transferRequestSchema,
} from 'shared-api';
import { ErrorAlert, formatMoney, useLanguage, zodRules } from 'shared-ui';
import { TwoFaCodeField } from '../../../components/two-fa-code-field';
import { TwoFaRequired } from '../../../components/two-fa-required';
import { useSubmission } from '../../../hooks/use-submission';
import { useCabinetT } from '../../../i18n';
import { amountChecks, amountRules } from '../../../money/amount-rules';
import { useCurrentPartner } from '../../me';
import { ChangeAction, useViewOnly } from '../../../components/change-action';
import { RecipientPreview, recipientText, useRecipient } from './recipient-preview';

interface Values {
  amount: string;
  recipient: string;
  code: string;
}

/**
 * GTC to another partner by partner ID (code or login), confirmed with a 2FA code. The recipient
 * is looked up as the ID is typed, and nothing leaves before the partner confirms the amount and
 * the recipient's name. Without 2FA the form is disabled under spec §8's "Operation unavailable.
 * Enable 2FA.".
 */
export function TransferForm() {
  const { t, i18n } = useCabinetT();
  const viewOnly = useViewOnly();
  const lang = useLanguage();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const partner = useCurrentPartner();
  const [form] = Form.useForm<Values>();
  const lookup = useRecipient(Form.useWatch('recipient', form) ?? '');
  const { submit, submitting, error } = useSubmission(form);
  // Balances (/me), operations, the dashboard and the history refresh on success.
  const transfer = useMutation(createTransferMutationOptions());
  const balance = partner.balances.GTC;
  const amount = amountRules(t, [amountChecks(t, lang, 'GTC').covered(balance)]);
  const recipient = useMemo(
    () => zodRules(t, transferRequestSchema.shape.recipient),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const send = async (values: Values, micro: string) => {
    const body = { amount: micro, recipient: values.recipient.trim(), code: values.code };
    const result = await submit(
      (idempotencyKey) => transfer.mutateAsync({ body, idempotencyKey }),
      body,
    );
    if (!result.ok) return;
    form.resetFields();
    void message.success(t('transfer.done'));
  };

  const finish = async (values: Values) => {
    const micro = toMicro(values.amount);
    if (!micro) return;
    // The preview's answer when it has one (cached); a refusal shows under the field.
    const found = await queryClient
      .fetchQuery(recipientQueryOptions(values.recipient.trim()))
      .catch(() => null);
    if (!found) return;
    modal.confirm({
      title: t('transfer.confirmTitle', {
        amount: formatMoney(micro, lang, 'GTC'),
        login: found.login,
      }),
      content: (
        <Flex vertical gap={4} data-testid="transfer-confirm">
          <span>{recipientText(t, found)}</span>
          <span>{t('transfer.confirmText', { name: found.name || found.login })}</span>
        </Flex>
      ),
      okText: t('transfer.confirmOk'),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () => void send(values, micro),
    });
  };

  return (
    <Card title={t('transfer.title')}>
      {!partner.twoFactorEnabled && <TwoFaRequired />}
      <ErrorAlert error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void finish(values)}
        disabled={viewOnly || !partner.twoFactorEnabled || submitting}
        style={{ marginTop: partner.twoFactorEnabled ? 0 : 16 }}
      >
        <Form.Item
          label={t('transfer.amount')}
          name="amount"
          rules={amount}
          extra={
            <Typography.Text type="secondary" data-testid="transfer-available">
              {t('money.available')}: {formatMoney(balance, lang, 'GTC')}
            </Typography.Text>
          }
        >
          <Input inputMode="decimal" autoComplete="off" suffix="GTC" style={{ maxWidth: 280 }} />
        </Form.Item>
        <Form.Item
          label={t('transfer.recipient')}
          name="recipient"
          rules={recipient}
          extra={
            <Flex vertical gap={2}>
              <span>{t('transfer.recipientHint')}</span>
              <RecipientPreview lookup={lookup} />
            </Flex>
          }
        >
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            style={{ maxWidth: 280 }}
          />
        </Form.Item>
        <TwoFaCodeField label={t('transfer.code')} />
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('transfer.submit')}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
