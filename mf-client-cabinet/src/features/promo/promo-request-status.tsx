import { Card, Descriptions, Tag } from 'antd';
import type { PromoRequest } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import { useCabinetT } from '../../i18n';

const COLORS = { submitted: 'processing', approved: 'success', rejected: 'error' } as const;

/** The participant form already filed: its status, when, and the level it was filed at. */
export function PromoRequestStatus({ request }: { request: PromoRequest }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Card title={t('promo.request.title')} data-testid="promo-request">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'status',
            label: t('promo.request.status'),
            children: (
              <Tag color={COLORS[request.status]}>
                {t(`promo.request.statuses.${request.status}`)}
              </Tag>
            ),
          },
          {
            key: 'date',
            label: t('promo.request.date'),
            children: formatDate(request.createdAt, lang, true),
          },
          {
            key: 'level',
            label: t('promo.request.level'),
            children: t('promo.tiers.levelN', { level: request.level }),
          },
          {
            key: 'name',
            label: t('promo.request.name'),
            children: `${request.firstName} ${request.lastName}`,
          },
        ]}
      />
    </Card>
  );
}
