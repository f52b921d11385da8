import { Flex, Input, Select } from 'antd';
import { useCabinetT } from '../../i18n';
import { DOWNLINE_LINES, type DownlineState } from './downline-query';

interface Props {
  query: DownlineState;
  update: (patch: Partial<DownlineState>) => void;
}

/** The line and the search text of a partners list; each change goes to the URL. */
export function DownlineFilters({ query, update }: Props) {
  const { t } = useCabinetT();
  return (
    <Flex wrap gap={12}>
      <Select<number>
        aria-label={t('partners.filters.line')}
        placeholder={t('partners.filters.allLines')}
        allowClear
        value={query.line}
        onChange={(line?: number) => update({ line })}
        options={DOWNLINE_LINES.map((line) => ({
          value: line,
          label: t('partners.lineN', { line }),
        }))}
        style={{ minWidth: 160 }}
      />
      {/* Typing stays in the box; Enter or the button puts it in the URL. Keyed by the URL's
          text, so clearing the filters clears the box. */}
      <Input.Search
        key={query.search ?? ''}
        aria-label={t('partners.filters.search')}
        placeholder={t('partners.filters.search')}
        allowClear
        defaultValue={query.search}
        onSearch={(value) => update({ search: value.trim() || undefined })}
        style={{ maxWidth: 320 }}
      />
    </Flex>
  );
}
