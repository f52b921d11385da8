import { Typography } from 'antd';
import { CLIENT_LOG_ACTIONS, clientLogsQueryOptions } from 'shared-api';
import { TimeCell } from '../components/time-cell';
import { useAdminT } from '../i18n';
import { ActionTag, PersonCell } from './log-cells';
import { LogScreen } from './log-screen';
import { SnapshotDiff } from './snapshot-diff';

/** client-logs (view-client-logs): partners' sign-ins, password and 2FA events, login-as. */
export function ClientLogList() {
  const { t } = useAdminT();
  return (
    <LogScreen
      routeKey="clientLogs"
      exportList="clientLogs"
      actions={CLIENT_LOG_ACTIONS}
      actor="partner"
      options={clientLogsQueryOptions}
      columns={[
        {
          key: 'time',
          title: t('logs.columns.time'),
          render: (_, e) => <TimeCell iso={e.createdAt} />,
        },
        {
          key: 'partner',
          title: t('logs.columns.partner'),
          render: (_, e) => <PersonCell person={e.partner} />,
        },
        {
          key: 'action',
          title: t('logs.columns.action'),
          render: (_, e) => <ActionTag action={e.action} />,
        },
        {
          key: 'details',
          title: t('logs.columns.details'),
          render: (_, e) => <SnapshotDiff action={e.action} before={null} after={e.details} />,
        },
        {
          key: 'impersonator',
          title: t('logs.columns.impersonator'),
          render: (_, e) =>
            e.impersonator ? (
              <PersonCell person={e.impersonator} />
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            ),
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
