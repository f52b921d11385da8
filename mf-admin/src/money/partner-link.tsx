import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCan } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';

/** A partner by login, linked to their page when the admin may view partners. */
export function PartnerLink({ partner }: { partner: { id: number; login: string } | null }) {
  const can = useCan();
  const base = useBasePath();
  if (!partner) return <Typography.Text type="secondary">—</Typography.Text>;
  return can('view-partners') ? (
    <Link to={hrefOf(base, `partners/show/${partner.id}`)}>{partner.login}</Link>
  ) : (
    <span>
      {partner.login} <Typography.Text type="secondary">#{partner.id}</Typography.Text>
    </span>
  );
}
