import { Card, Flex, Form, Input, InputNumber } from 'antd';
import { verdict } from 'shared-ui';
import { useAdminT } from '../../i18n';
import {
  MoneyInput,
  moneyRules,
  percentRules,
  textLengthRules,
  wholeNumberRules,
} from '../../money';
import { useFieldLabel } from './field-label';

const WEEK_MINUTES = 7 * 24 * 60;

/** Top-ups: minimum, fee, the platform wallet, the payment timer and the processing range. */
export function DepositFields() {
  const { t } = useAdminT();
  const label = useFieldLabel();
  return (
    <Card title={t('financeSettings.sections.deposit')} size="small">
      <Flex gap={12} wrap>
        <Form.Item
          label={label('depositMin')}
          name={['deposit', 'minAmount']}
          rules={moneyRules(t)}
        >
          <MoneyInput currency="USDT" />
        </Form.Item>
        <Form.Item label={label('depositFee')} name={['deposit', 'feeBp']} rules={percentRules(t)}>
          <Input inputMode="decimal" autoComplete="off" suffix="%" />
        </Form.Item>
      </Flex>
      <Form.Item
        label={label('wallet')}
        name={['deposit', 'walletAddress']}
        rules={textLengthRules(t, 20, 64)}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          label={label('network')}
          name={['deposit', 'network']}
          rules={textLengthRules(t, 1, 16)}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={label('paymentMinutes')}
          name={['deposit', 'paymentMinutes']}
          rules={wholeNumberRules(t, 1, 24 * 60)}
        >
          <InputNumber min={1} max={24 * 60} precision={0} />
        </Form.Item>
        <Form.Item
          label={label('processingMin')}
          name={['deposit', 'processingMinMinutes']}
          rules={wholeNumberRules(t, 0, WEEK_MINUTES)}
        >
          <InputNumber min={0} max={WEEK_MINUTES} precision={0} />
        </Form.Item>
        <Form.Item
          label={label('processingMax')}
          name={['deposit', 'processingMaxMinutes']}
          dependencies={[['deposit', 'processingMinMinutes']]}
          rules={[
            ...wholeNumberRules(t, 1, WEEK_MINUTES),
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) => {
                const min: unknown = getFieldValue(['deposit', 'processingMinMinutes']);
                return verdict(
                  typeof value === 'number' && typeof min === 'number' && value < min
                    ? t('financeSettings.maxBelowMin')
                    : null,
                );
              },
            }),
          ]}
        >
          <InputNumber min={1} max={WEEK_MINUTES} precision={0} />
        </Form.Item>
      </Flex>
    </Card>
  );
}
