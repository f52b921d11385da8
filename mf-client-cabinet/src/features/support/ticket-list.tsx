import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Pagination, Result, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  SUPPORT_STATUSES,
  supportTicketsQueryOptions,
  type SupportStatus,
  type SupportTicket,
} from 'shared-api';
import { ErrorAlert, formatDate, useLanguage } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { SupportStatusTag } from './support-status-tag';

/** The partner's tickets as cards (one column on phones), latest activity first. */
export function TicketList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useCabinetT();
  const [status, setStatus] = useState<SupportStatus | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useQuery({
    ...supportTicketsQueryOptions({ ...paging, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
  const loading = list.isFetching;

  const items = list.data?.items ?? [];
  if (list.isError && !loading) {
    return (
      <Result
        status="warning"
        title={t('support.loadFailed')}
        extra={
          <>
            <ErrorAlert error={list.error} />
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <Flex vertical gap={12}>
      <Select<SupportStatus | ''>
        aria-label={t('support.allStatuses')}
        value={status ?? ''}
        onChange={(v) => {
          setStatus(v || undefined);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        style={{ width: 220, maxWidth: '100%' }}
        options={[
          { value: '', label: t('support.allStatuses') },
          ...SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) })),
        ]}
      />
      <Spin spinning={loading}>
        <Flex vertical gap={12} data-testid="support-tickets">
          {items.length === 0 && !loading && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('support.empty')} />
          )}
          {items.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} onOpen={onOpen} />
          ))}
        </Flex>
      </Spin>
      {(list.data?.total ?? 0) > paging.pageSize && (
        <Pagination
          align="end"
          current={paging.page}
          pageSize={paging.pageSize}
          total={list.data?.total ?? 0}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      )}
    </Flex>
  );
}

/** One ticket: subject, number and category; status and last activity on the right. */
function TicketCard({ ticket, onOpen }: { ticket: SupportTicket; onOpen: (id: number) => void }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Card
      hoverable
      size="small"
      style={{ width: '100%' }}
      onClick={() => onOpen(ticket.id)}
      data-testid={`support-ticket-${ticket.id}`}
    >
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Link
            to={{ search: `?ticket=${ticket.id}` }}
            onClick={(e) => e.stopPropagation()}
            style={{ overflowWrap: 'anywhere', fontWeight: 600 }}
          >
            {ticket.subject}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('support.ticketN', { id: ticket.id })} · {t(`support.categories.${ticket.category}`)}
          </Typography.Text>
        </Flex>
        <Flex vertical align="end" gap={4}>
          <SupportStatusTag status={ticket.status} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {formatDate(ticket.lastMessageAt, lang, true)}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
