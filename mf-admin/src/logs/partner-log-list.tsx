import { PARTNER_LOG_ACTIONS, partnerLogsQueryOptions } from 'shared-api';
import { TimeCell } from '../components/time-cell';
import { useAdminT } from '../i18n';
import { ActionTag, PersonCell } from './log-cells';
import { LogScreen } from './log-screen';
import { SnapshotDiff } from './snapshot-diff';

/** partner-logs (view-client-logs): profile and status changes, by whom, before and after. */
export function PartnerLogList() {
  const { t } = useAdminT();
  return (
    <LogScreen
      routeKey="partnerLogs"
      exportList="partnerLogs"
      actions={PARTNER_LOG_ACTIONS}
      actor="partner"
      options={partnerLogsQueryOptions}
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
          key: 'actor',
          title: t('logs.columns.actor'),
          render: (_, e) =>
            `${t(`logs.actorKinds.${e.actor.kind}`)}${e.actor.name ? `: ${e.actor.name}` : ''}`,
        },
        {
          key: 'change',
          title: t('logs.columns.change'),
          render: (_, e) => <SnapshotDiff action={e.action} before={e.before} after={e.after} />,
        },
      ]}
    />
  );
}
