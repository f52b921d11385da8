import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import {
  createWithdrawalMutationOptions,
  type Currency,
  toMicro,
  trc20AddressSchema,
  type WithdrawalInfo,
  type WithdrawalRequest,
} from 'shared-api';
import { ErrorAlert, useLanguage, zodRules } from 'shared-ui';
import { TwoFaCodeField } from '../../../components/two-fa-code-field';
import { TwoFaRequired } from '../../../components/two-fa-required';
import { useSubmission } from '../../../hooks/use-submission';
import { useCabinetT } from '../../../i18n';
import { amountChecks, amountRules, microOf } from '../../../money/amount-rules';
import { dailyLimitLeft } from './withdrawal-quote';
import { WithdrawalSummary } from './withdrawal-summary';
import { ChangeAction, useViewOnly } from '../../../components/change-action';

interface Values {
  currency: Currency;
  wallet?: string;
  amount: string;
  code: string;
}

interface Props {
  info: WithdrawalInfo;
  /** The GTC wallet the amount is taken from. */
  balance: string;
}

/** The request body of the contract's discriminated union, from the form's values. */
function toRequest(values: Values, amount: string): WithdrawalRequest {
  return values.currency === 'USDT'
    ? { currency: 'USDT', amount, wallet: (values.wallet ?? '').trim(), code: values.code }
    : { currency: 'GTC', amount, code: values.code };
}

/**
 * A withdrawal request: USDT to a TRC20 wallet or GTC, an amount checked against the minimum,
 * the balance and today's limit, the fee and the amount to receive shown live, a 2FA code, and a
 * confirmation before it is sent. Closed windows, a request already made and 2FA off disable it.
 */
export function WithdrawForm({ info, balance }: Props) {
  const { t, i18n } = useCabinetT();
  const viewOnly = useViewOnly();
  const lang = useLanguage();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit, submitting, error } = useSubmission(form);
  // The info (limit, window), the history and the balance (/me) refresh on success.
  const create = useMutation(createWithdrawalMutationOptions());
  const currency = Form.useWatch('currency', form) ?? 'USDT';
  const amount = microOf(Form.useWatch('amount', form));
  const blocked = !info.open || info.requestedInWindow || !info.twoFactorEnabled;

  const checks = amountChecks(t, lang, 'GTC');
  const amountRuleList = amountRules(t, [
    checks.atLeast(info.minAmount, 'minWithdrawal'),
    checks.covered(balance),
    checks.withinLimit(dailyLimitLeft(info)),
  ]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const walletRules = useMemo(() => zodRules(t, trc20AddressSchema), [t, i18n.language]);

  const send = async (values: Values, micro: string) => {
    const body = toRequest(values, micro);
    const result = await submit(
      (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
      body,
    );
    if (!result.ok) return;
    form.resetFields();
    void message.success(t('withdraw.created'));
  };

  const finish = (values: Values) => {
    const micro = toMicro(values.amount);
    if (!micro) return;
    modal.confirm({
      title: t('withdraw.confirm.title'),
      okText: t('withdraw.confirm.ok'),
      cancelText: t('actions.cancel', { ns: 'common' }),
      content: (
        <WithdrawalSummary
          amount={BigInt(micro)}
          currency={values.currency}
          info={info}
          wallet={values.wallet}
          confirming
        />
      ),
      onOk: () => void send(values, micro),
    });
  };

  return (
    <Card title={t('withdraw.form.title')}>
      {!info.twoFactorEnabled && <TwoFaRequired />}
      <ErrorAlert error={error} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ currency: 'USDT' }}
        onFinish={finish}
        disabled={viewOnly || blocked || submitting}
        style={{ marginTop: info.twoFactorEnabled ? 0 : 16 }}
      >
        <Form.Item label={t('withdraw.form.currency')} name="currency">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'USDT', label: t('withdraw.form.usdt') },
              { value: 'GTC', label: t('withdraw.form.gtc') },
            ]}
          />
        </Form.Item>
        {currency === 'USDT' && (
          <Form.Item
            label={t('withdraw.form.wallet')}
            name="wallet"
            rules={walletRules}
            extra={t('withdraw.form.walletHint')}
            normalize={(value: string) => value.trim()}
          >
            <Input autoComplete="off" spellCheck={false} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        )}
        <Form.Item label={t('withdraw.form.amount')} name="amount" rules={amountRuleList}>
          <Input inputMode="decimal" autoComplete="off" suffix="GTC" style={{ maxWidth: 280 }} />
        </Form.Item>
        <div style={{ marginBottom: 16 }}>
          <WithdrawalSummary amount={amount ?? 0n} currency={currency} info={info} />
        </div>
        <TwoFaCodeField label={t('withdraw.form.code')} />
        <ChangeAction>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('withdraw.form.submit')}
          </Button>
        </ChangeAction>
      </Form>
    </Card>
  );
}
