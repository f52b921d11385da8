import { Button, Flex, Form, Typography, type FormRule } from 'antd';
import { promoCampaignInputSchema } from 'shared-api';
import { verdict } from 'shared-ui';
import { Icon } from '../../components/icon';
import { LocalizedTextFields } from '../../components/localized-text-fields';
import { useAdminT, type AdminKeysUnder } from '../../i18n';
import { MoneyInput, moneyRules } from '../../money';
import { emptyTier, isAbovePrevious, MAX_TIERS } from './campaign-form-values';

const prizeSchema = promoCampaignInputSchema.shape.tiers.element.shape.prizeI18n;

/**
 * A campaign's levels, in order: level N is the Nth row. Each asks for more first-line turnover
 * than the one before; there are 1 to 20 of them.
 */
export function TierList() {
  const { t } = useAdminT();
  const count = {
    validator: (_rule: unknown, tiers?: unknown[]) => {
      const n = tiers?.length ?? 0;
      return verdict(n < 1 || n > MAX_TIERS ? t('promo.campaigns.form.tiersCount') : null);
    },
  };
  const abovePrevious =
    (index: number): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        if (index === 0 || typeof value !== 'string') return verdict(null);
        const previous = getFieldValue(['tiers', index - 1, 'threshold']) as string | undefined;
        return verdict(
          isAbovePrevious(value, previous) === false
            ? t('promo.campaigns.form.thresholdOrder')
            : null,
        );
      },
    });
  const column = (name: AdminKeysUnder<'promo.campaigns.columns'>) =>
    t(`promo.campaigns.columns.${name}`);

  return (
    <Form.List name="tiers" rules={[count]}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} role="group" aria-label={t('promo.campaigns.levels')}>
          <Typography.Text strong>{t('promo.campaigns.levels')}</Typography.Text>
          {fields.map((field, index) => {
            const level = index + 1;
            const label = (name: AdminKeysUnder<'promo.campaigns.columns'>) =>
              t('promo.campaigns.tierField', { field: column(name), level });
            return (
              <Flex key={field.key} gap={8} align="start" wrap>
                <Typography.Text style={{ width: 80, lineHeight: '32px' }}>
                  {t('promo.campaigns.tierLabel', { level })}
                </Typography.Text>
                <Form.Item
                  name={[field.name, 'threshold']}
                  rules={[...moneyRules(t), abovePrevious(index)]}
                  dependencies={index > 0 ? [['tiers', index - 1, 'threshold']] : []}
                  style={{ margin: 0, flex: '1 1 180px' }}
                >
                  <MoneyInput
                    currency="GTC"
                    aria-label={label('threshold')}
                    placeholder={column('threshold')}
                  />
                </Form.Item>
                <LocalizedTextFields
                  name={[field.name, 'prizeI18n']}
                  label={label('prize')}
                  schema={prizeSchema}
                  inline
                />
                <Button
                  icon={<Icon name="delete" />}
                  aria-label={t('promo.campaigns.removeTier', { level })}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<Icon name="plus" />}
            disabled={fields.length >= MAX_TIERS}
            onClick={() => add(emptyTier())}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('promo.campaigns.addTier')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
