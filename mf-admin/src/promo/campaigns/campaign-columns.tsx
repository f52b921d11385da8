import { Button, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PromoCampaign } from 'shared-api';
import { inCurrentLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { TimeCell } from '../../components/time-cell';
import { campaignState, type CampaignState } from './campaign-state';
import type { AdminKeysUnder } from '../../i18n';

const STATE_COLORS: Record<CampaignState, string> = {
  upcoming: 'blue',
  running: 'success',
  ended: 'default',
};

interface ColumnOptions {
  t: TFunction;
  /** Set when the admin may edit (partners_promo_create). */
  onEdit?: (campaign: PromoCampaign) => void;
}

/** The campaigns: name, dates, how many levels, where each stands now; edit when allowed. */
export function campaignColumns({ t, onEdit }: ColumnOptions): TableColumnsType<PromoCampaign> {
  const title = (field: AdminKeysUnder<'promo.campaigns.columns'>) =>
    t(`promo.campaigns.columns.${field}`);
  const columns: TableColumnsType<PromoCampaign> = [
    {
      key: 'name',
      title: title('name'),
      render: (_: unknown, c: PromoCampaign) => inCurrentLanguage(c.nameI18n),
    },
    {
      key: 'startsAt',
      title: title('startsAt'),
      render: (_: unknown, c: PromoCampaign) => <TimeCell iso={c.startsAt} />,
    },
    {
      key: 'endsAt',
      title: title('endsAt'),
      render: (_: unknown, c: PromoCampaign) => <TimeCell iso={c.endsAt} />,
    },
    {
      key: 'tiers',
      title: title('tiers'),
      align: 'right',
      render: (_: unknown, c: PromoCampaign) => c.tiers.length,
    },
    {
      key: 'state',
      title: title('state'),
      render: (_: unknown, c: PromoCampaign) => {
        const state = campaignState(c);
        return <Tag color={STATE_COLORS[state]}>{t(`promo.campaigns.states.${state}`)}</Tag>;
      },
    },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, c: PromoCampaign) => (
        <Button
          type="link"
          icon={<Icon name="edit" />}
          aria-label={`${t('actions.edit')} ${inCurrentLanguage(c.nameI18n)}`}
          onClick={() => onEdit(c)}
        >
          {t('actions.edit')}
        </Button>
      ),
    },
  ];
}
