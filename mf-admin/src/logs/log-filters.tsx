import { DatePicker, Flex, Input, Select } from 'antd';
import { useAdminT } from '../i18n';
import type { ListPatch, ListState } from '../lists';
import type { LogFilter } from './log-query';
import { periodFilters, periodValue } from './period';

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
      <Input.Search
        key={actorId ?? ''}
        defaultValue={actorId}
        placeholder={actorLabel}
        aria-label={actorLabel}
        inputMode="numeric"
        allowClear
        maxLength={10}
        // An id is digits only; anything else would be dropped from the URL anyway.
        onSearch={(value) =>
          update({ filters: { actorId: value.replace(/\D/g, '') || undefined } })
        }
        style={{ width: 200 }}
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
      <DatePicker.RangePicker
        aria-label={t('logs.filters.period')}
        allowEmpty={[true, true]}
        value={periodValue(from, to)}
        onChange={(range) => update({ filters: periodFilters(range) })}
        placeholder={[t('logs.filters.from'), t('logs.filters.to')]}
      />
    </Flex>
  );
}
