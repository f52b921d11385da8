import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { AdminSupportTicket } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { Icon } from '../components/icon';
import { TimeCell } from '../components/time-cell';
import { PartnerLink } from '../money';
import { SupportStatusTag } from './support-status-tag';
import type { AdminKeysUnder } from '../i18n';

/** The queue: subject, partner, category, status, assignee and the last activity. */
export function supportColumns(t: TFunction, base: string): TableColumnsType<AdminSupportTicket> {
  const title = (field: AdminKeysUnder<'support.columns'>) => t(`support.columns.${field}`);
  const show = (r: AdminSupportTicket) => hrefOf(base, `support/show/${r.id}`);
  return [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 70 },
    {
      key: 'subject',
      title: title('subject'),
      render: (_: unknown, r: AdminSupportTicket) => (
        <Link to={show(r)} style={{ overflowWrap: 'anywhere' }}>
          {r.subject}
        </Link>
      ),
    },
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, r: AdminSupportTicket) => <PartnerLink partner={r.partner} />,
    },
    {
      key: 'category',
      title: title('category'),
      render: (_: unknown, r: AdminSupportTicket) => t(`support.categories.${r.category}`),
    },
    {
      key: 'status',
      title: title('status'),
      render: (_: unknown, r: AdminSupportTicket) => <SupportStatusTag status={r.status} />,
    },
    {
      key: 'assignee',
      title: title('assignee'),
      render: (_: unknown, r: AdminSupportTicket) => r.assignee?.name ?? t('support.unassigned'),
    },
    {
      key: 'lastMessageAt',
      title: title('lastMessageAt'),
      render: (_: unknown, r: AdminSupportTicket) => <TimeCell iso={r.lastMessageAt} />,
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, r: AdminSupportTicket) => (
        <Link to={show(r)} aria-label={`${t('actions.view')} #${r.id}`}>
          <Icon name="eye" /> {t('actions.view')}
        </Link>
      ),
    },
  ];
}
