import { Card, Flex, Form, InputNumber } from 'antd';
import { toMicro } from 'shared-api';
import { verdict } from 'shared-ui';
import { useAdminT } from '../../i18n';
import { MoneyInput, moneyRules, wholeNumberRules } from '../../money';
import { useFieldLabel } from './field-label';

/** The contract's ceiling of the rate: 10¹² millionths. */
const MAX_RATE_PPM = 1_000_000_000_000n;

/** The rate, the transfer minimum and the accrual interval: one number each. */
export function GeneralFields() {
  const { t } = useAdminT();
  const label = useFieldLabel();
  return (
    <Card title={t('financeSettings.sections.general')} size="small">
      <Flex gap={12} wrap>
        <Form.Item
          label={label('rate')}
          name="gtcPerUsdtPpm"
          extra={t('financeSettings.rateHint')}
          rules={[
            ...moneyRules(t),
            {
              validator: (_rule, value: unknown) => {
                const ppm = typeof value === 'string' ? toMicro(value) : null;
                return verdict(
                  ppm !== null && BigInt(ppm) > MAX_RATE_PPM
                    ? t('validation.invalidAmount', { ns: 'common' })
                    : null,
                );
              },
            },
          ]}
        >
          <MoneyInput currency="GTC" />
        </Form.Item>
        <Form.Item
          label={label('transferMin')}
          name={['transfer', 'minAmount']}
          rules={moneyRules(t)}
        >
          <MoneyInput currency="GTC" />
        </Form.Item>
        <Form.Item
          label={label('accrualHours')}
          name={['packages', 'accrualIntervalHours']}
          rules={wholeNumberRules(t, 1, 24 * 7)}
        >
          <InputNumber min={1} max={24 * 7} precision={0} />
        </Form.Item>
      </Flex>
    </Card>
  );
}
