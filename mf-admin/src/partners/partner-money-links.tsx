import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { useCan } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';

/** From a partner to their money: the ledger filtered to them, and the balance change screen. */
export function PartnerMoneyLinks({ partnerId }: { partnerId: number }) {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  return (
    <Space size={16} wrap>
      {can('view-transactions') && (
        <Link to={`${hrefOf(base, 'transactions')}?partnerId=${partnerId}`}>
          <Icon name="list" /> {t('partners.transactions')}
        </Link>
      )}
      {can('update-balance') && (
        <Link to={hrefOf(base, `partners/change-partner-balance/${partnerId}`)}>
          <Icon name="wallet" /> {t('partners.changeBalance')}
        </Link>
      )}
    </Space>
  );
}
