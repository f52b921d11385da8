import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminPartnerQueryOptions, saveAdminPartnerMutationOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { IdentityFields } from './identity-fields';
import { PartnerForm } from './partner-form';
import { toEditValues, toUpdate, type EditValues } from './partner-form-values';
import { ProfileFields } from './profile-fields';

/** partners/edit/{id} (update-partners): names, contacts, login and the profile fields. */
export function PartnerEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(adminPartnerQueryOptions);
  // Saving invalidates the partner and the lists (shared-api), so the show page is current.
  const save = useMutation(saveAdminPartnerMutationOptions());
  const title = `${t('routes.partnersEdit')}${record.data ? ` ${record.data.login}` : ''}`;
  return (
    <Page title={title}>
      <RecordState record={record} listPath="partners">
        {(partner) => {
          const show = () => void navigate(hrefOf(base, `partners/show/${partner.id}`));
          return (
            <PartnerForm<EditValues>
              initialValues={toEditValues(partner)}
              submit={(values) => save.mutateAsync({ id: partner.id, body: toUpdate(values) })}
              doneText={() => t('partners.updated')}
              onSaved={show}
              onCancel={show}
            >
              <IdentityFields />
              {/* The sponsor is fixed forever (contract): shown for reference only. */}
              <Form.Item
                label={t('partners.columns.sponsor')}
                htmlFor="partner-sponsor"
                extra={t('partners.form.sponsorFixed')}
              >
                <Input
                  id="partner-sponsor"
                  value={partner.sponsor?.login ?? '—'}
                  readOnly
                  variant="filled"
                />
              </Form.Item>
              <ProfileFields />
            </PartnerForm>
          );
        }}
      </RecordState>
    </Page>
  );
}
