import { useMutation } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import {
  confirmDepositMutationOptions,
  type Deposit,
  txHashSchema,
  useIdempotencyKey,
} from 'shared-api';
import { formatMoney, useLanguage, zodRules } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, MoneyText } from '../money';
import { RateText } from './rate-text';

/**
 * Confirms a paid deposit, with the chain's tx hash when known: the server credits the partner's
 * GTC at the current rate, once per hash (409 ALREADY_EXISTS names the hash field).
 */
export function ConfirmDepositForm({ deposit, onDone }: { deposit: Deposit; onDone: () => void }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  // One key per intended operation (shared-api); the lists, balances and counters it changes
  // are invalidated on success.
  const send = useIdempotencyKey();
  const confirm = useMutation(confirmDepositMutationOptions());
  const credit = formatMoney(deposit.credit, lang, 'GTC');
  return (
    <DecisionForm<{ txHash: string }>
      initialValues={{ txHash: deposit.txHash ?? '' }}
      submitText={t('deposits.confirm')}
      icon={<Icon name="check" />}
      confirm={() => ({
        title: t('deposits.confirmDialog', { credit, login: deposit.partner.login }),
        okText: t('deposits.confirm'),
      })}
      submit={({ txHash }) => {
        const hash = txHash.trim();
        const body = hash ? { txHash: hash } : {};
        return send(body, (key) =>
          confirm.mutateAsync({ id: deposit.id, body, idempotencyKey: key }),
        );
      }}
      doneText={t('deposits.confirmed')}
      onDone={onDone}
      refusals={{ INVALID_STATE: t('deposits.confirmRefused') }}
    >
      <Typography.Paragraph data-testid="credit-preview">
        {t('deposits.creditPreview')} <MoneyText micro={deposit.credit} currency="GTC" /> (
        <RateText ppm={deposit.gtcPerUsdtPpm} />)
      </Typography.Paragraph>
      <Form.Item
        label={t('deposits.txHash')}
        name="txHash"
        rules={zodRules(t, txHashSchema, { required: false })}
        extra={t('deposits.txHashHint')}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
    </DecisionForm>
  );
}
