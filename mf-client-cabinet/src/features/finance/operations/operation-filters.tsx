import { DatePicker, Flex, Select } from 'antd';
import { OPERATION_TYPES, type OperationType } from 'shared-api';
import { dayjs, ISO_DAY, type Dayjs } from '../../../dates/dayjs';
import { useCabinetT } from '../../../i18n';
import type { OperationState } from './operation-query';

interface Props {
  query: OperationState;
  update: (patch: Partial<OperationState>) => void;
}

/** Type and period (ISO days, inclusive) of the operations list; each change goes to the URL. */
export function OperationFilters({ query, update }: Props) {
  const { t } = useCabinetT();
  const range: [Dayjs | null, Dayjs | null] | null =
    query.from || query.to
      ? [query.from ? dayjs(query.from, ISO_DAY) : null, query.to ? dayjs(query.to, ISO_DAY) : null]
      : null;
  return (
    <Flex wrap gap={12}>
      <Select<OperationType>
        aria-label={t('operations.filters.type')}
        placeholder={t('operations.filters.type')}
        allowClear
        value={query.type}
        onChange={(type?: OperationType) => update({ type })}
        options={OPERATION_TYPES.map((type) => ({
          value: type,
          label: t(`operations.types.${type}`),
        }))}
        style={{ minWidth: 240 }}
      />
      <DatePicker.RangePicker
        value={range}
        allowEmpty={[true, true]}
        format={ISO_DAY}
        placeholder={[t('operations.filters.from'), t('operations.filters.to')]}
        onChange={(dates) =>
          update({
            from: dates?.[0]?.format(ISO_DAY) ?? undefined,
            to: dates?.[1]?.format(ISO_DAY) ?? undefined,
          })
        }
      />
    </Flex>
  );
}
