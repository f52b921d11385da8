import { useMutation } from '@tanstack/react-query';
import { Form, Radio } from 'antd';
import {
  adjustBalanceMutationOptions,
  type AdminWallet,
  type BalanceAdjustment,
  balanceAdjustmentSchema,
  CURRENCIES,
  toMicro,
  useIdempotencyKey,
} from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { DecisionForm, MoneyInput, moneyRules, ReasonField } from '../money';

interface BalanceFormValues {
  currency: BalanceAdjustment['currency'];
  direction: BalanceAdjustment['direction'];
  /** Whole units with decimals, as typed. */
  amount: string;
  reason: string;
}

const INITIAL: BalanceFormValues = { currency: 'GTC', direction: 'credit', amount: '', reason: '' };

/** The request body: the amount in micro-units (the form's rule has checked it converts). */
function toAdjustment(values: BalanceFormValues): BalanceAdjustment {
  return {
    currency: values.currency,
    direction: values.direction,
    amount: toMicro(values.amount) ?? '',
    reason: values.reason.trim(),
  };
}

interface BalanceFormProps {
  partner: { id: number; login: string };
  onChanged: (wallet: AdminWallet) => void;
}

/**
 * Credits or debits a partner's wallet against the admin-adjustments account, with a reason for
 * the admin log, after a confirmation. A debit below zero is refused (409 INSUFFICIENT_FUNDS).
 */
export function BalanceForm({ partner, onChanged }: BalanceFormProps) {
  const { t } = useAdminT();
  const lang = useLanguage();
  // One key per intended operation (shared-api); the lists, balances and counters it changes
  // are invalidated on success.
  const send = useIdempotencyKey();
  const adjust = useMutation(adjustBalanceMutationOptions());
  const [form] = Form.useForm<BalanceFormValues>();
  const currency = Form.useWatch('currency', form) ?? INITIAL.currency;
  return (
    <DecisionForm<BalanceFormValues, AdminWallet>
      form={form}
      initialValues={INITIAL}
      submitText={t('balance.submit')}
      icon={<Icon name="wallet" />}
      confirm={(values) => {
        const body = toAdjustment(values);
        const amount = formatMoney(body.amount, lang, body.currency);
        return {
          title: t(`balance.confirm.${body.direction}`, { amount, login: partner.login }),
          okText: t('balance.submit'),
          danger: body.direction === 'debit',
        };
      }}
      submit={(values) => {
        const body = toAdjustment(values);
        return send(body, (key) =>
          adjust.mutateAsync({ partnerId: partner.id, body, idempotencyKey: key }),
        );
      }}
      doneText={t('balance.done')}
      onDone={onChanged}
      resetOnDone
      refusals={{ INSUFFICIENT_FUNDS: t('balance.insufficientFunds') }}
    >
      <Form.Item label={t('balance.currency')} name="currency">
        <Radio.Group
          optionType="button"
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
      <Form.Item label={t('balance.direction')} name="direction">
        <Radio.Group
          optionType="button"
          options={(['credit', 'debit'] as const).map((d) => ({
            value: d,
            label: t(`balance.directions.${d}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('balance.amount')} name="amount" rules={moneyRules(t)}>
        <MoneyInput currency={currency} />
      </Form.Item>
      <ReasonField
        schema={balanceAdjustmentSchema.shape.reason}
        label={t('money.reason')}
        hint={t('balance.reasonHint')}
      />
    </DecisionForm>
  );
}
