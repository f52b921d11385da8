import { Flex, Input, Select, Tag } from 'antd';
import { useCan } from 'shared-api';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { PeriodFilter, type ListPatch, type ListState } from '../lists';
import type { LogFilter } from './log-query';

interface LogFiltersProps {
  query: ListState<never, LogFilter>;
  update: (patch: ListPatch<never, LogFilter>) => void;
  actions: readonly string[];
  /** Whose rows the log keeps: admins or partners. */
  actor: 'admin' | 'partner';
}

/**
 * Who (part of a login, name or e-mail, those the admin may see), action and period of a log
 * screen; each change goes to the URL at once. A link from a record's page filters by its exact
 * id, shown as a closable tag.
 */
export function LogFilters({ query, update, actions, actor }: LogFiltersProps) {
  const { t } = useAdminT();
  const { actorId, actor: actorText, action, from, to } = query.filters;
  const can = useCan();
  // The server searches names and e-mails only for an admin who may see them.
  const searchLabel = t(
    actor === 'admin'
      ? can('view-users')
        ? 'logs.filters.adminSearch'
        : 'logs.filters.adminSearchNoEmail'
      : can('view-partners')
        ? 'logs.filters.partnerSearch'
        : 'logs.filters.partnerSearchLogin',
  );
  const idLabel = t(actor === 'admin' ? 'logs.filters.adminId' : 'logs.filters.partnerId');
  return (
    <Flex wrap gap={12} align="center">
      <Input.Search
        // Remount on a URL change (back, clear), so the field shows the URL's text.
        key={actorText ?? ''}
        defaultValue={actorText}
        placeholder={searchLabel}
        aria-label={searchLabel}
        allowClear
        maxLength={100}
        onSearch={(text) => update({ filters: { actor: text.trim() || undefined } })}
        style={{ width: 300 }}
      />
      {actorId && (
        <Tag closable onClose={() => update({ filters: { actorId: undefined } })}>
          {idLabel}: {actorId}
        </Tag>
      )}
      <Select
        aria-label={t('logs.filters.action')}
        placeholder={t('logs.filters.action')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={action}
        onChange={(value?: string) => update({ filters: { action: value } })}
        options={actions.map((a) => ({
          value: a,
          label: t(`logs.actions.${a as AdminKeysUnder<'logs.actions'>}`, { defaultValue: a }),
        }))}
        style={{ minWidth: 220 }}
      />
      <PeriodFilter from={from} to={to} onChange={(period) => update({ filters: period })} />
    </Flex>
  );
}
