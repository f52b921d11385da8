import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CareerStatus } from 'shared-api';
import { inCurrentLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { MoneyText } from '../../money';
import type { CareerAmount } from './career-form-values';
import type { AdminKeysUnder } from '../../i18n';

interface ColumnOptions {
  t: TFunction;
  /** Set when the admin may edit (update-packages). */
  onEdit?: (status: CareerStatus) => void;
}

/** The statuses by rank: what each asks for (business rules, Career) and what it pays. */
export function careerColumns({ t, onEdit }: ColumnOptions): TableColumnsType<CareerStatus> {
  const title = (field: AdminKeysUnder<'career.columns'>) => t(`career.columns.${field}`);
  const gtc = (field: CareerAmount) => ({
    key: field,
    title: title(field),
    align: 'right' as const,
    render: (_: unknown, s: CareerStatus) => <MoneyText micro={s[field]} currency="GTC" />,
  });
  const columns: TableColumnsType<CareerStatus> = [
    { key: 'rank', dataIndex: 'rank', title: title('rank'), width: 70 },
    {
      key: 'name',
      title: title('name'),
      render: (_: unknown, s: CareerStatus) => inCurrentLanguage(s.nameI18n),
    },
    gtc('personal'),
    gtc('firstLine'),
    gtc('mainBranch'),
    {
      key: 'secondary',
      title: title('secondary'),
      align: 'right',
      render: (_: unknown, s: CareerStatus) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {s.secondaryBranches} × <MoneyText micro={s.secondaryThreshold} currency="GTC" />
        </span>
      ),
    },
    gtc('side'),
    gtc('reward'),
    gtc('mentorReward'),
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, s: CareerStatus) => (
        <Button
          type="link"
          icon={<Icon name="edit" />}
          aria-label={`${t('actions.edit')} ${inCurrentLanguage(s.nameI18n)}`}
          onClick={() => onEdit(s)}
        >
          {t('actions.edit')}
        </Button>
      ),
    },
  ];
}
