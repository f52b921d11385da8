import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { AdminPartner } from 'shared-api';
import { hrefOf, type Language } from 'shared-ui';
import { dateText } from '../components/date-text';
import { Icon } from '../components/icon';
import { TwoFaTag } from '../components/two-fa-tag';
import { sortColumn, type ListState } from '../lists';
import type { PartnerSortField } from './list-query';
import { AccessTag, StatusTag } from './status-tag';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  lang: Language;
  sort: ListState<PartnerSortField>['sort'];
  base: string;
}

export function partnerColumns({
  t,
  lang,
  sort,
  base,
}: ColumnOptions): TableColumnsType<AdminPartner> {
  const title = (field: AdminKeysUnder<'partners.columns'>) => t(`partners.columns.${field}`);
  return [
    { ...sortColumn('id', sort), title: title('id'), width: 80 },
    {
      ...sortColumn('login', sort),
      title: title('login'),
      render: (login: string) => <Typography.Text strong>{login}</Typography.Text>,
    },
    {
      key: 'name',
      title: title('name'),
      render: (_: unknown, p: AdminPartner) => `${p.firstName} ${p.lastName}`,
    },
    { ...sortColumn('email', sort), title: title('email') },
    { key: 'partnerCode', dataIndex: 'partnerCode', title: title('partnerCode') },
    {
      key: 'sponsor',
      title: title('sponsor'),
      render: (_: unknown, p: AdminPartner) => p.sponsor?.login ?? '—',
    },
    {
      key: 'active',
      title: title('status'),
      // The block only when there is one: most partners may sign in.
      render: (_: unknown, p: AdminPartner) => (
        <>
          <StatusTag active={p.active} />
          {p.disabled && <AccessTag disabled />}
        </>
      ),
    },
    {
      key: 'twoFa',
      title: t('twoFa.label'),
      render: (_: unknown, p: AdminPartner) => <TwoFaTag enabled={p.twoFactorEnabled} />,
    },
    {
      ...sortColumn('registeredAt', sort),
      title: title('registeredAt'),
      render: (iso: string) => dateText(iso, lang),
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, p: AdminPartner) => (
        <Link
          to={hrefOf(base, `partners/show/${p.id}`)}
          aria-label={`${t('actions.view')} ${p.login}`}
        >
          <Icon name="eye" /> {t('actions.view')}
        </Link>
      ),
    },
  ];
}
