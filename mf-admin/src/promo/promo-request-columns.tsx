import { type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { PromoRequest } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { Icon } from '../components/icon';
import { TimeCell } from '../components/time-cell';
import { MoneyText, PartnerLink } from '../money';
import { RequestStatusTag } from './request-status-tag';
import type { AdminKeysUnder } from '../i18n';

/** The filed participant forms: who, when, the level reached and the request's status. */
export function promoRequestColumns(t: TFunction, base: string): TableColumnsType<PromoRequest> {
  const title = (field: AdminKeysUnder<'promo.columns'>) => t(`promo.columns.${field}`);
  return [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 70 },
    {
      key: 'createdAt',
      title: title('createdAt'),
      render: (_: unknown, r: PromoRequest) => <TimeCell iso={r.createdAt} />,
    },
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, r: PromoRequest) => <PartnerLink partner={r.partner} />,
    },
    {
      key: 'name',
      title: title('name'),
      render: (_: unknown, r: PromoRequest) => `${r.firstName} ${r.lastName}`,
    },
    { key: 'country', dataIndex: 'country', title: title('country') },
    { key: 'level', dataIndex: 'level', title: title('level'), align: 'right' },
    {
      key: 'turnover',
      title: title('turnover'),
      align: 'right',
      render: (_: unknown, r: PromoRequest) => <MoneyText micro={r.turnover} currency="GTC" />,
    },
    {
      key: 'status',
      title: title('status'),
      render: (_: unknown, r: PromoRequest) => <RequestStatusTag status={r.status} />,
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, r: PromoRequest) => (
        <Link
          to={hrefOf(base, `promo-requests/${r.id}`)}
          aria-label={`${t('actions.view')} #${r.id}`}
        >
          <Icon name="eye" /> {t('actions.view')}
        </Link>
      ),
    },
  ];
}
