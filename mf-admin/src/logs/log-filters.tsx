import { Flex, Select } from 'antd';
import { useAdminT } from '../i18n';
import { IdFilter, PeriodFilter, type ListPatch, type ListState } from '../lists';
import type { LogFilter } from './log-query';

interface LogFiltersProps {
  query: ListState<never, LogFilter>;
  update: (patch: ListPatch<never, LogFilter>) => void;
  actions: readonly string[];
  /** What the actor id means on this log (admin id, partner id). */
  actorLabel: string;
}

/** Actor id, action and period of a log screen; each change goes to the URL at once. */
export function LogFilters({ query, update, actions, actorLabel }: LogFiltersProps) {
  const { t } = useAdminT();
  const { actorId, action, from, to } = query.filters;
  return (
    <Flex wrap gap={12}>
      <IdFilter
        value={actorId}
        label={actorLabel}
        onChange={(id) => update({ filters: { actorId: id } })}
      />
      <Select
        aria-label={t('logs.filters.action')}
        placeholder={t('logs.filters.action')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={action}
        onChange={(value?: string) => update({ filters: { action: value } })}
        options={actions.map((a) => ({ value: a, label: t(`logs.actions.${a}`) }))}
        style={{ minWidth: 220 }}
      />
      <PeriodFilter from={from} to={to} onChange={(period) => update({ filters: period })} />
    </Flex>
  );
}
