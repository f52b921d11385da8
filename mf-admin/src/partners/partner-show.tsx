import { Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { getAdminPartner, useCan } from 'shared-api';
import { ErrorAlert, Page, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { loadById, useRecordId } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { TwoFaTag } from '../components/two-fa-tag';
import { useAdminT } from '../i18n';
import { useLoad } from '../lists';
import { LoginAsButton } from './login-as-button';
import { PartnerMoneyLinks } from './partner-money-links';
import { ResetTwoFaButton } from './reset-two-fa-button';
import { StatusTag } from './status-tag';

/**
 * partners/show/{id} (view-partners): the profile and 2FA state, "Open cabinet", "Reset 2FA",
 * and links to the partner's transactions and balance change.
 */
export function PartnerShow() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const id = useRecordId();
  const record = useLoad(`partner-${id}`, () => loadById(id, getAdminPartner));
  const [actionError, setActionError] = useState<unknown>(null);
  const partner = record.data;
  const label = (field: string) => t(`partners.columns.${field}`);

  const actions = partner && (
    <Flex gap={8} wrap align="center">
      <PartnerMoneyLinks partnerId={partner.id} />
      {can('view-client-profile') && (
        <LoginAsButton partnerId={partner.id} onError={setActionError} />
      )}
      {can('2fa_manage') && partner.twoFactorEnabled && (
        <ResetTwoFaButton
          partnerId={partner.id}
          login={partner.login}
          onDone={record.reload}
          onError={setActionError}
        />
      )}
    </Flex>
  );

  return (
    <Page
      title={partner ? `${t('routes.partnersShow')} ${partner.login}` : t('routes.partnersShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="partners">
        {(p) => (
          <Card>
            <ErrorAlert error={actionError} />
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={label('id')}>{p.id}</Descriptions.Item>
              <Descriptions.Item label={label('login')}>{p.login}</Descriptions.Item>
              <Descriptions.Item label={label('name')}>
                {`${p.firstName} ${p.lastName}`}
              </Descriptions.Item>
              <Descriptions.Item label={label('email')}>{p.email}</Descriptions.Item>
              <Descriptions.Item label={label('phone')}>{p.phone}</Descriptions.Item>
              <Descriptions.Item label={label('partnerCode')}>{p.partnerCode}</Descriptions.Item>
              <Descriptions.Item label={label('sponsor')}>
                {p.sponsor?.login ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={label('status')}>
                <StatusTag active={p.active} />
              </Descriptions.Item>
              <Descriptions.Item label={t('twoFa.label')}>
                <TwoFaTag enabled={p.twoFactorEnabled} />
              </Descriptions.Item>
              <Descriptions.Item label={label('birthDate')}>
                {p.birthDate ? dateText(p.birthDate, lang) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={label('country')}>
                {[p.country, p.countryCode].filter(Boolean).join(' ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label={label('socials')}>
                {Object.entries(p.socials)
                  .map(([network, handle]) => `${network}: ${handle}`)
                  .join(', ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label={label('registeredAt')}>
                {dateText(p.registeredAt, lang, true)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
