import { ComingSoon } from 'shared-ui';
import { useCabinetT, type RouteKey } from '../i18n';

/** The placeholder of a screen not built yet, titled by its route. */
export function ComingSoonScreen({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useCabinetT();
  return <ComingSoon title={t(`routes.${routeKey}.title`)} />;
}
