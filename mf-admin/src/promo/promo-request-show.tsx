import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import {
  adminPromoCampaignsQueryOptions,
  adminPromoRequestQueryOptions,
  pickLanguage,
  type PromoRequest,
} from 'shared-api';
import { Page, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { MoneyText, PartnerLink } from '../money';
import { RequestStatusTag } from './request-status-tag';

/** The participant form's fields, in the order the partner filled them in (days as ISO, as typed). */
const FORM_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'country',
  'city',
  'passportNumber',
  'passportExpiry',
  'phone',
] as const satisfies readonly (keyof PromoRequest)[];

/** promo-requests/{id} (partners_promo_view): the request with every field of the form. */
export function PromoRequestShow() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const { record } = useRecordQuery(adminPromoRequestQueryOptions);
  const campaigns = useQuery(adminPromoCampaignsQueryOptions());
  const campaignName = (id: number) => {
    const campaign = campaigns.data?.find((c) => c.id === id);
    return campaign ? pickLanguage(campaign.nameI18n, lang) : `#${id}`;
  };
  const title = `${t('routes.promoRequestsShow')}${record.data ? ` #${record.data.id}` : ''}`;
  const column = (field: AdminKeysUnder<'promo.columns'>) => t(`promo.columns.${field}`);
  return (
    <Page title={title}>
      <RecordState record={record} listPath="promo-requests">
        {(r) => (
          <Card>
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={column('status')}>
                <RequestStatusTag status={r.status} />
              </Descriptions.Item>
              <Descriptions.Item label={column('createdAt')}>
                {dateText(r.createdAt, lang, true)}
              </Descriptions.Item>
              <Descriptions.Item label={column('partner')}>
                <PartnerLink partner={r.partner} />
              </Descriptions.Item>
              <Descriptions.Item label={column('campaign')}>
                {campaignName(r.campaignId)}
              </Descriptions.Item>
              <Descriptions.Item label={column('level')}>{r.level}</Descriptions.Item>
              <Descriptions.Item label={column('turnover')}>
                <MoneyText micro={r.turnover} currency="GTC" />
              </Descriptions.Item>
              {FORM_FIELDS.map((field) => (
                <Descriptions.Item key={field} label={t(`promo.form.${field}`)}>
                  <span data-testid={`request-${field}`}>{r[field]}</span>
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
