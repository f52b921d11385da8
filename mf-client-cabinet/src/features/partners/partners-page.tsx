import { Page } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { PartnersList } from './partners-list';

/** `/client/partners`: my partners, the active downline to depth 6. */
export function PartnersPage() {
  const { t } = useCabinetT();
  return (
    <Page title={t('routes.partners.title')}>
      <PartnersList
        active="true"
        hint={t('partners.activeHint')}
        empty={t('partners.empty')}
        testId="partners-table"
      />
    </Page>
  );
}
