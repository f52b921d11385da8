import { useQuery } from '@tanstack/react-query';
import { Flex, Select } from 'antd';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, supportAssigneesQueryOptions } from 'shared-api';
import { useAdminT } from '../i18n';
import { PeriodFilter, SearchBox, type ListPatch, type ListState } from '../lists';
import type { SupportFilter } from './list-query';

interface SupportFiltersProps {
  query: ListState<never, SupportFilter>;
  update: (patch: ListPatch<never, SupportFilter>) => void;
}

/** Status, category, assignee (or unassigned), the partner's login and the creation period. */
export function SupportFilters({ query, update }: SupportFiltersProps) {
  const { t } = useAdminT();
  const assignees = useQuery(supportAssigneesQueryOptions());
  const f = query.filters;
  const set = (filters: Partial<Record<SupportFilter, string | undefined>>) => update({ filters });
  return (
    <Flex wrap gap={12}>
      <SearchBox
        value={f.login ?? ''}
        placeholder={t('support.filters.login')}
        onSearch={(login) => set({ login: login || undefined })}
      />
      <Select
        aria-label={t('support.filters.status')}
        placeholder={t('support.filters.status')}
        allowClear
        value={f.status}
        onChange={(status?: string) => set({ status })}
        options={SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
        style={{ minWidth: 180 }}
      />
      <Select
        aria-label={t('support.filters.category')}
        placeholder={t('support.filters.category')}
        allowClear
        value={f.category}
        onChange={(category?: string) => set({ category })}
        options={SUPPORT_CATEGORIES.map((c) => ({
          value: c,
          label: t(`support.categories.${c}`),
        }))}
        style={{ minWidth: 200 }}
      />
      <Select
        aria-label={t('support.filters.assignee')}
        placeholder={t('support.filters.assignee')}
        allowClear
        value={f.assignee}
        onChange={(assignee?: string) => set({ assignee })}
        options={[
          { value: 'none', label: t('support.unassigned') },
          ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
        ]}
        style={{ minWidth: 180 }}
      />
      <PeriodFilter from={f.from} to={f.to} onChange={(period) => set(period)} />
    </Flex>
  );
}
