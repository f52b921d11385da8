import { Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useAdminT } from '../../i18n';
import { MoneyInput, moneyRules, percentRules, wholeNumberRules } from '../../money';
import { useFieldLabel } from './field-label';

/** The contract allows days 1..28, so every month has each of them. */
const DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

/** Withdrawals: the days of the month, minimum, daily limit, fees and processing time. */
export function WithdrawalFields() {
  const { t } = useAdminT();
  const label = useFieldLabel();
  return (
    <Card title={t('financeSettings.sections.withdrawal')} size="small">
      <Form.Item
        label={label('withdrawalDays')}
        name={['withdrawal', 'days']}
        rules={[{ required: true, message: t('validation.required', { ns: 'common' }) }]}
      >
        <Select mode="multiple" options={DAYS} style={{ maxWidth: 420 }} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          label={label('withdrawalMin')}
          name={['withdrawal', 'minAmount']}
          rules={moneyRules(t)}
        >
          <MoneyInput currency="GTC" />
        </Form.Item>
        <Form.Item
          label={label('dailyLimit')}
          name={['withdrawal', 'dailyLimit']}
          rules={moneyRules(t)}
        >
          <MoneyInput currency="GTC" />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          label={label('feeUsdt')}
          name={['withdrawal', 'feeBp', 'USDT']}
          rules={percentRules(t)}
        >
          <Input inputMode="decimal" autoComplete="off" suffix="%" />
        </Form.Item>
        <Form.Item
          label={label('feeGtc')}
          name={['withdrawal', 'feeBp', 'GTC']}
          rules={percentRules(t)}
        >
          <Input inputMode="decimal" autoComplete="off" suffix="%" />
        </Form.Item>
        <Form.Item
          label={label('processingHours')}
          name={['withdrawal', 'processingHours']}
          rules={wholeNumberRules(t, 1, 24 * 30)}
        >
          <InputNumber min={1} max={24 * 30} precision={0} />
        </Form.Item>
      </Flex>
    </Card>
  );
}
