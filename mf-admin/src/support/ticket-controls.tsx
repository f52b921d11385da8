import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  SUPPORT_STATUSES,
  supportAssigneesQueryOptions,
  updateAdminSupportTicketMutationOptions,
  type AdminSupportTicket,
  type SupportTicketUpdate,
  toApiError,
} from 'shared-api';
import { ActionError } from '../components/action-error';
import { useAdminT } from '../i18n';

const refusesAssignee = (error: unknown) =>
  !!error && toApiError(error).fields.assigneeId !== undefined;

/**
 * The ticket's status and assignee, changed at once (manage-support); the thread and the queues
 * refetch once the change is made.
 */
export function TicketControls({ ticket }: { ticket: AdminSupportTicket }) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const assignees = useQuery(supportAssigneesQueryOptions());
  const update = useMutation(updateAdminSupportTicketMutationOptions());
  const [error, setError] = useState<unknown>(null);
  const saving = update.isPending;

  const change = async (body: SupportTicketUpdate) => {
    setError(null);
    try {
      await update.mutateAsync({ id: ticket.id, body });
      void message.success(t('support.updated'));
    } catch (failure: unknown) {
      setError(failure);
      // 422 `fields.assigneeId`: the admin lost the support permission meanwhile.
      if (refusesAssignee(failure)) void assignees.refetch();
    }
  };

  return (
    <Flex vertical gap={8}>
      <ActionError
        error={error}
        texts={
          refusesAssignee(error) ? { VALIDATION_FAILED: t('support.assigneeRefused') } : undefined
        }
      />
      <Flex wrap gap={16} align="center">
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('support.columns.status')}</Typography.Text>
          <Select
            aria-label={t('support.columns.status')}
            value={ticket.status}
            disabled={saving}
            onChange={(status) => void change({ status })}
            options={SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
            style={{ minWidth: 200 }}
          />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('support.columns.assignee')}</Typography.Text>
          <Select<number>
            aria-label={t('support.columns.assignee')}
            value={ticket.assignee?.id ?? 0}
            disabled={saving}
            onChange={(id) => void change({ assigneeId: id || null })}
            options={[
              { value: 0, label: t('support.unassigned') },
              ...(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name })),
            ]}
            style={{ minWidth: 200 }}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
