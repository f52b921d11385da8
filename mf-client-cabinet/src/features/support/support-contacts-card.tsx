import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { supportContactsQueryOptions } from 'shared-api';
import { hasSupportContacts, SupportContactLinks } from 'shared-ui';
import { useCabinetT } from '../../i18n';

/** The support contacts of the settings, when the back-office has set any. */
export function SupportContactsCard() {
  const { t } = useCabinetT();
  const { data } = useQuery(supportContactsQueryOptions());
  if (!hasSupportContacts(data)) return null;
  return (
    <Card size="small" title={t('support.contacts.title')}>
      <SupportContactLinks contacts={data} />
    </Card>
  );
}
