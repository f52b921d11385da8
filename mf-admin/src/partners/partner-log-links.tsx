import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { useCan } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

/** From a partner to their client log and partner log, filtered to them (view-client-logs). */
export function PartnerLogLinks({ partnerId }: { partnerId: number }) {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  if (!can('view-client-logs')) return null;
  return (
    <Space size={16} wrap>
      <Link to={`${hrefOf(base, 'client-logs')}?actorId=${partnerId}`}>
        <Icon name="fileSearch" /> {t('partners.clientLogs')}
      </Link>
      <Link to={`${hrefOf(base, 'partner-logs')}?actorId=${partnerId}`}>
        <Icon name="fileSearch" /> {t('partners.partnerLogs')}
      </Link>
    </Space>
  );
}
