import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { pickLanguage, type PromoCampaign } from 'shared-api';
import { formatDate, formatMoney, Page, useLanguage } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { promoPageQueryOptions, type PromoData } from './load-promo';
import { PromoProgressCard } from './promo-progress-card';
import { PromoRequestForm } from './promo-request-form';
import { PromoRequestStatus } from './promo-request-status';
import { PromoTiersTable } from './promo-tiers-table';

function CampaignCard({ campaign, ended }: { campaign: PromoCampaign; ended: boolean }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Card data-testid="promo-campaign" style={{ height: '100%' }}>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {pickLanguage(campaign.nameI18n, lang)}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'start',
            label: t('promo.starts'),
            children: formatDate(campaign.startsAt, lang, true),
          },
          { key: 'end', label: t('promo.ends'), children: formatDate(campaign.endsAt, lang, true) },
        ]}
      />
      {ended && (
        <Alert
          type="info"
          showIcon
          role="status"
          data-testid="promo-ended"
          title={t('promo.ended')}
        />
      )}
    </Card>
  );
}

/** Where the partner stands with the form: filed, to file, or why not (yet). */
function Participation({ data, onFiled }: { data: PromoData; onFiled: () => void }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const { promo, profile } = data;
  if (promo.request) return <PromoRequestStatus request={promo.request} />;
  if (promo.ended) return null;
  if (promo.level >= 1) return <PromoRequestForm profile={profile} onFiled={onFiled} />;
  const first = promo.campaign?.tiers.find((tier) => tier.level === 1);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="promo-not-qualified"
      title={t('promo.notQualified', {
        amount: first ? formatMoney(first.threshold, lang, 'GTC') : '',
      })}
    />
  );
}

/**
 * `/client/promo`: the launch campaign (business rules, Promo): dates, levels and prizes, the
 * partner's first-line turnover and level, and the participant form once qualified.
 */
export function PromoPage() {
  const { t } = useCabinetT();
  const state = useQuery(promoPageQueryOptions());
  return (
    <Page title={t('routes.promo.title')}>
      <LoadState state={state} failedTitle={t('promo.loadFailed')}>
        {(data) =>
          data.promo.campaign ? (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <CampaignCard campaign={data.promo.campaign} ended={data.promo.ended} />
              </Col>
              <Col xs={24} xl={12}>
                <PromoProgressCard promo={data.promo} campaign={data.promo.campaign} />
              </Col>
              <Col xs={24}>
                <Card title={t('promo.tiers.title')}>
                  <PromoTiersTable tiers={data.promo.campaign.tiers} level={data.promo.level} />
                </Card>
              </Col>
              <Col xs={24}>
                <Participation data={data} onFiled={() => void state.refetch()} />
              </Col>
            </Row>
          ) : (
            <Card>
              <Empty description={t('promo.none')} />
            </Card>
          )
        }
      </LoadState>
    </Page>
  );
}
