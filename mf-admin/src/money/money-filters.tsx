import { Flex, Select } from 'antd';
import { useAdminT } from '../i18n';
import { IdFilter, PeriodFilter, type ListPatch } from '../lists';

/** The filters every money list has: the partner and the period. */
export type MoneyFilter = 'partnerId' | 'from' | 'to';

export interface SelectFilter<F extends string> {
  name: F;
  label: string;
  options: { value: string; label: string }[];
}

interface MoneyFiltersProps<F extends string> {
  filters: Partial<Record<F | MoneyFilter, string>>;
  update: (patch: ListPatch<never, F | MoneyFilter>) => void;
  /** The list's own choices (status, kind, currency), before the partner and the period. */
  selects: SelectFilter<F>[];
}

/** A money list's filters; each change goes to the URL (and back to page 1) at once. */
export function MoneyFilters<F extends string>({ filters, update, selects }: MoneyFiltersProps<F>) {
  const { t } = useAdminT();
  type Filters = Partial<Record<F | MoneyFilter, string | undefined>>;
  const set = (name: F | MoneyFilter, value: string | undefined) =>
    update({ filters: { [name]: value } as Filters });
  return (
    <Flex wrap gap={12}>
      {selects.map(({ name, label, options }) => (
        <Select
          key={name}
          aria-label={label}
          placeholder={label}
          allowClear
          value={filters[name]}
          onChange={(value?: string) => set(name, value)}
          options={options}
          style={{ minWidth: 180 }}
        />
      ))}
      <IdFilter
        value={filters.partnerId}
        label={t('money.filters.partnerId')}
        onChange={(id) => set('partnerId', id)}
      />
      <PeriodFilter
        from={filters.from}
        to={filters.to}
        onChange={(period) => update({ filters: period as Filters })}
      />
    </Flex>
  );
}
