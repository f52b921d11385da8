import { useParams } from 'react-router-dom';
import { ComingSoon } from 'shared-ui';
import { useAdminT, type AdminRouteKey } from '../i18n';

/** The placeholder of a screen not built yet, titled by its route (and the record's id, if any). */
export function ComingSoonScreen({ routeKey }: { routeKey: AdminRouteKey }) {
  const { t } = useAdminT();
  const { id } = useParams();
  const title = t(`routes.${routeKey}`);
  return <ComingSoon title={id ? `${title} #${id}` : title} />;
}
