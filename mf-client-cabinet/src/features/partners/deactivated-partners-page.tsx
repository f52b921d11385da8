import { Page } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { PartnersList } from './partners-list';

/** `/client/partners/deactivated`: the downline without an active package. */
export function DeactivatedPartnersPage() {
  const { t } = useCabinetT();
  return (
    <Page title={t('routes.partnersDeactivated.title')}>
      <PartnersList
        active="false"
        hint={t('partners.deactivatedHint')}
        empty={t('partners.emptyDeactivated')}
        testId="deactivated-table"
      />
    </Page>
  );
}
