import { Card, Col, Row, Statistic } from 'antd';
import type { Statistics } from 'shared-api';
import { BCP47, formatMoney, useLanguage } from 'shared-ui';
import { useAdminT } from '../i18n';
import { BONUS_TYPES } from './figures';

const COLUMNS = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** One figure, already formatted (antd would format a number as a float). */
function Figure({ name, title, text }: { name: string; title: string; text: string }) {
  return (
    <Col {...COLUMNS} data-testid={`total-${name}`}>
      <Statistic title={title} value={text} formatter={() => text} />
    </Col>
  );
}

/** The period's totals: partners, packages, money in and out, and the bonuses by type. */
export function TotalsCards({ totals }: { totals: Statistics['totals'] }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const gtc = (micro: string) => formatMoney(micro, lang, 'GTC');
  const count = (n: number) => new Intl.NumberFormat(BCP47[lang]).format(n);
  const figure = (name: Exclude<keyof Statistics['totals'], 'bonuses'>, text: string) => (
    <Figure name={name} title={t(`statistics.totals.${name}`)} text={text} />
  );
  return (
    <>
      <Card size="small">
        <Row gutter={[12, 12]}>
          {figure('newPartners', count(totals.newPartners))}
          {figure('activePartners', count(totals.activePartners))}
          {figure('packagesSold', count(totals.packagesSold))}
          {figure('packagesAmount', gtc(totals.packagesAmount))}
          {figure('deposits', gtc(totals.deposits))}
          {figure('withdrawals', gtc(totals.withdrawals))}
        </Row>
      </Card>
      <Card size="small" title={t('statistics.bonusesTitle')}>
        <Row gutter={[12, 12]}>
          {BONUS_TYPES.map((type) => (
            <Figure
              key={type}
              name={type}
              title={t(`statistics.bonuses.${type}`)}
              text={gtc(totals.bonuses[type])}
            />
          ))}
        </Row>
      </Card>
    </>
  );
}
