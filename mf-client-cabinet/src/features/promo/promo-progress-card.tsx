import { Card, Col, Flex, Progress, Row, Space, Statistic, Typography } from 'antd';
import { pickLanguage, type ClientPromo, type PromoCampaign } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { MoneyStatistic } from '../../money/money-statistic';
import { progressPercent } from '../../money/progress';

/**
 * The partner's first-line turnover in the campaign, their level and, while it runs, the way to
 * the next one.
 */
export function PromoProgressCard({
  promo,
  campaign,
}: {
  promo: ClientPromo;
  campaign: PromoCampaign;
}) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const next = campaign.tiers.find((tier) => tier.level === promo.level + 1);
  const missing = next ? BigInt(next.threshold) - BigInt(promo.turnover) : 0n;
  return (
    <Card
      title={
        <Space>
          <Icon name="rise" />
          {t('promo.progress.title')}
        </Space>
      }
      data-testid="promo-progress"
      style={{ height: '100%' }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <MoneyStatistic
            title={t('promo.progress.turnover')}
            micro={promo.turnover}
            testId="promo-turnover"
          />
        </Col>
        <Col xs={12}>
          <Statistic
            title={t('promo.progress.level')}
            value={promo.level > 0 ? promo.level : t('promo.progress.noLevel')}
            data-testid="promo-level"
          />
        </Col>
        <Col xs={24}>
          {/* After the end the turnover no longer counts: no way to the next level. */}
          {promo.ended ? null : next ? (
            <Flex vertical>
              <Typography.Text>
                {t('promo.progress.toNext', {
                  level: next.level,
                  amount: formatMoney(missing > 0n ? missing : 0n, lang, 'GTC'),
                  prize: pickLanguage(next.prizeI18n, lang),
                })}
              </Typography.Text>
              <Progress
                percent={progressPercent(promo.turnover, next.threshold)}
                aria-label={t('promo.progress.toNextLabel', { level: next.level })}
              />
            </Flex>
          ) : (
            <Typography.Text type="success">{t('promo.progress.top')}</Typography.Text>
          )}
        </Col>
      </Row>
    </Card>
  );
}
