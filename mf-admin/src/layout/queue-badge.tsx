import { Badge } from 'antd';
import { useAdminT } from '../i18n';

/** A menu count of what waits; nothing when none does. Read out as "3 pending". */
export function QueueBadge({ count }: { count: number }) {
  const { t } = useAdminT();
  if (count <= 0) return null;
  const label = t('workQueue.badge', { count });
  return (
    <Badge
      count={count}
      overflowCount={99}
      size="small"
      title={label}
      role="img"
      aria-label={label}
    />
  );
}
