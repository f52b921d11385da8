import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { pickLanguage, type DownlinePartner } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../components/card-columns';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

/** The columns of a downline table; `withLine` adds the line (a list of several lines). */
export function useDownlineColumns({ withLine = true } = {}): CardColumns<DownlinePartner> {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return useMemo<CardColumns<DownlinePartner>>(
    () => [
      {
        key: 'partner',
        title: t('partners.columns.partner'),
        card: 'title',
        render: (_, p) => (
          <Flex vertical>
            <Typography.Text strong>{p.login}</Typography.Text>
            <Typography.Text type="secondary">{`${p.firstName} ${p.lastName}`}</Typography.Text>
          </Flex>
        ),
      },
      { key: 'code', title: t('partners.columns.code'), dataIndex: 'partnerCode' },
      ...(withLine
        ? [
            {
              key: 'line',
              title: t('partners.columns.line'),
              dataIndex: 'line',
              align: 'right' as const,
            },
          ]
        : []),
      {
        key: 'status',
        title: t('partners.columns.status'),
        card: 'status',
        render: (_, p) =>
          p.active ? (
            <Tag color="success">{t('partners.active')}</Tag>
          ) : (
            <Tag>{t('partners.inactive')}</Tag>
          ),
      },
      {
        key: 'career',
        title: t('partners.columns.career'),
        card: 'status',
        render: (_, p) =>
          p.careerStatus ? (
            <Tag color="warning">
              {p.careerStatusI18n ? pickLanguage(p.careerStatusI18n, lang) : p.careerStatus}
            </Tag>
          ) : (
            '—'
          ),
      },
      {
        key: 'volume',
        title: t('partners.columns.volume'),
        card: 'amount',
        align: 'right',
        render: (_, p) => <Money micro={p.volume} currency="GTC" />,
      },
      {
        key: 'sponsor',
        title: t('partners.columns.sponsor'),
        render: (_, p) => p.sponsorLogin ?? '—',
      },
      {
        key: 'registered',
        title: t('partners.columns.registered'),
        render: (_, p) => formatDate(p.registeredAt, lang),
      },
    ],
    [t, lang, withLine],
  );
}
