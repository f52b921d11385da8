import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { InvestmentPackage } from 'shared-api';
import { hrefOf, inCurrentLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { sortColumn, type ListState } from '../lists';
import { MoneyText } from '../money';
import type { PackageSortField } from './list-query';
import { PackageStatusTag } from './package-status-tag';
import { DailyIncome, PackagePeriod } from './package-terms';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  sort: ListState<PackageSortField>['sort'];
  base: string;
  can: (permission: string) => boolean;
}

/** The catalogue's columns: the terms of each package, its status and how often it sold. */
export function packageColumns({
  t,
  sort,
  base,
  can,
}: ColumnOptions): TableColumnsType<InvestmentPackage> {
  const title = (field: AdminKeysUnder<'packages.columns'>) => t(`packages.columns.${field}`);
  const gtc = (micro: string) => <MoneyText micro={micro} currency="GTC" />;
  return [
    { ...sortColumn('id', sort), title: title('id'), width: 70 },
    {
      ...sortColumn('name', sort),
      title: title('name'),
      render: (_: unknown, p: InvestmentPackage) => (
        <Typography.Text strong>{inCurrentLanguage(p.nameI18n)}</Typography.Text>
      ),
    },
    { ...sortColumn('price', sort), title: title('price'), render: gtc },
    {
      key: 'dailyIncome',
      title: title('dailyIncome'),
      render: (_: unknown, p: InvestmentPackage) => <DailyIncome bp={p.dailyIncomeBp} />,
    },
    {
      key: 'period',
      title: title('period'),
      render: (_: unknown, p: InvestmentPackage) => <PackagePeriod pkg={p} />,
    },
    { key: 'linearLevels', dataIndex: 'linearLevels', title: title('linearLevels') },
    {
      key: 'binaryDailyLimit',
      dataIndex: 'binaryDailyLimit',
      title: title('binaryDailyLimit'),
      render: gtc,
    },
    { key: 'totalIncome', dataIndex: 'totalIncome', title: title('totalIncome'), render: gtc },
    {
      key: 'status',
      title: title('status'),
      render: (_: unknown, p: InvestmentPackage) => <PackageStatusTag status={p.status} />,
    },
    { key: 'soldCount', dataIndex: 'soldCount', title: title('soldCount') },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, p: InvestmentPackage) => (
        <Space>
          <Link
            to={hrefOf(base, `packages/show/${p.id}`)}
            aria-label={`${t('actions.view')} ${inCurrentLanguage(p.nameI18n)}`}
          >
            <Icon name="eye" /> {t('actions.view')}
          </Link>
          {can('update-packages') && (
            <Link
              to={hrefOf(base, `packages/edit/${p.id}`)}
              aria-label={`${t('actions.edit')} ${inCurrentLanguage(p.nameI18n)}`}
            >
              <Icon name="edit" /> {t('actions.edit')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
}
