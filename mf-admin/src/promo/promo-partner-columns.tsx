import { Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PromoPartner } from 'shared-api';
import { inCurrentLanguage } from 'shared-ui';
import { MoneyText, PartnerLink } from '../money';
import type { AdminKeysUnder } from '../i18n';

/** Who reached which level: turnover, the prize it wins and whether the form was filed. */
export function promoPartnerColumns(t: TFunction): TableColumnsType<PromoPartner> {
  const title = (field: AdminKeysUnder<'promo.columns'>) => t(`promo.columns.${field}`);
  return [
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, p: PromoPartner) => (
        <span>
          <PartnerLink partner={p.partner} />{' '}
          <Typography.Text type="secondary">{p.partner.name}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'turnover',
      title: title('turnover'),
      align: 'right',
      render: (_: unknown, p: PromoPartner) => <MoneyText micro={p.turnover} currency="GTC" />,
    },
    { key: 'level', dataIndex: 'level', title: title('level'), align: 'right' },
    {
      key: 'prize',
      title: title('prize'),
      render: (_: unknown, p: PromoPartner) => inCurrentLanguage(p.prizeI18n),
    },
    {
      key: 'requested',
      title: title('requested'),
      render: (_: unknown, p: PromoPartner) => (
        <Tag color={p.requested ? 'success' : 'default'}>
          {t(p.requested ? 'promo.yes' : 'promo.no')}
        </Tag>
      ),
    },
  ];
}
