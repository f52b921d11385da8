import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { adminPartnerNetworkQueryOptions, type AdminPartnerNetwork } from 'shared-api';
import { useLanguage, useLocalized } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { LoadFailed, retryOf, shownError } from '../lists';
import { MoneyText, PartnerLink } from '../money';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Where the partner sits in the binary tree: the basket, the top, or a side under a parent. */
function BinaryPlace({ binary }: { binary: AdminPartnerNetwork['binary'] }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  if (!binary) return <>{t('partners.network.basket')}</>;
  const place =
    binary.side && binary.parentLogin
      ? t('partners.network.placement', {
          side: t(`partners.network.sides.${binary.side}`),
          parent: binary.parentLogin,
          depth: binary.depth,
        })
      : t('partners.network.binaryTop');
  return (
    <>
      {place}{' '}
      <Typography.Text type="secondary">
        ({t('partners.network.placedAt', { date: dateText(binary.placedAt, lang) })})
      </Typography.Text>
    </>
  );
}

/**
 * The partner's place in the network (spec §3: line, level, career status, binary placement,
 * mentor, personal volume), loaded beside the profile: a failure here leaves the profile usable.
 */
export function PartnerNetwork({ partnerId }: { partnerId: number }) {
  const { t } = useAdminT();
  const localized = useLocalized();
  const network = useQuery(adminPartnerNetworkQueryOptions(partnerId));
  const error = shownError(network);
  const label = (field: AdminKeysUnder<'partners.columns'>) => t(`partners.columns.${field}`);
  const n = network.data;
  return (
    <Card title={t('partners.networkTitle')} size="small" data-testid="partner-network">
      {error ? (
        <LoadFailed
          title={t('partners.networkLoadFailed')}
          error={error}
          onRetry={retryOf(network)}
        />
      ) : !n ? (
        <Skeleton active />
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={label('line')}>
            {n.line === 0 ? t('partners.network.topLine', { line: n.line }) : n.line}
          </Descriptions.Item>
          <Descriptions.Item label={label('level')}>
            {n.linearLevels > 0 ? n.linearLevels : t('partners.network.noLevels')}
          </Descriptions.Item>
          <Descriptions.Item label={label('careerStatus')}>
            {n.careerStatusI18n ? localized(n.careerStatusI18n) : (n.careerStatus ?? none)}
          </Descriptions.Item>
          <Descriptions.Item label={label('mentor')}>
            <PartnerLink partner={n.mentor} />
          </Descriptions.Item>
          <Descriptions.Item label={label('personalVolume')}>
            <MoneyText micro={n.personalVolume} currency="GTC" />
          </Descriptions.Item>
          <Descriptions.Item label={label('binary')}>
            <BinaryPlace binary={n.binary} />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
