import { ADMIN_LOG_ACTIONS, adminLogsQueryOptions } from 'shared-api';
import { TimeCell } from '../components/time-cell';
import { useAdminT } from '../i18n';
import { ActionTag, PersonCell, SubjectCell } from './log-cells';
import { LogScreen } from './log-screen';
import { SnapshotDiff } from './snapshot-diff';

/** admin-logs (view-admin-logs): who did what to which record, with before/after, IP and time. */
export function AdminLogList() {
  const { t } = useAdminT();
  return (
    <LogScreen
      routeKey="adminLogs"
      exportList="adminLogs"
      actions={ADMIN_LOG_ACTIONS}
      actor="admin"
      options={adminLogsQueryOptions}
      columns={[
        {
          key: 'time',
          title: t('logs.columns.time'),
          render: (_, e) => <TimeCell iso={e.createdAt} />,
        },
        {
          key: 'actor',
          title: t('logs.columns.actor'),
          render: (_, e) => <PersonCell person={e.actor} />,
        },
        {
          key: 'action',
          title: t('logs.columns.action'),
          render: (_, e) => <ActionTag action={e.action} />,
        },
        {
          key: 'subject',
          title: t('logs.columns.subject'),
          render: (_, e) => <SubjectCell subject={e.subject} />,
        },
        {
          key: 'change',
          title: t('logs.columns.change'),
          render: (_, e) => <SnapshotDiff action={e.action} before={e.before} after={e.after} />,
        },
        {
          key: 'ip',
          dataIndex: 'ip',
          title: t('logs.columns.ip'),
          render: (ip: string | null) => ip ?? '—',
        },
      ]}
    />
  );
}
