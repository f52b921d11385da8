import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPartnerQueryOptions, useCan } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { ActionError } from '../components/action-error';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { AccessButton } from './access-button';
import { LoginAsButton } from './login-as-button';
import { PartnerLogLinks } from './partner-log-links';
import { PartnerMoneyLinks } from './partner-money-links';
import { PartnerNetwork } from './partner-network';
import { PartnerProfile } from './partner-profile';
import { ResetTwoFaButton } from './reset-two-fa-button';

/**
 * partners/show/{id} (view-partners): every partner field of spec §3 (profile and network), Edit,
 * Deactivate / Activate, "Open cabinet", "Reset 2FA", and links to the partner's transactions,
 * balance change and logs.
 */
export function PartnerShow() {
  const { t } = useAdminT();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { record } = useRecordQuery(adminPartnerQueryOptions);
  const [actionError, setActionError] = useState<unknown>(null);
  const partner = record.data;
  // The links card only when the admin may follow at least one of its links.
  const hasLinks = (['view-transactions', 'update-balance', 'view-client-logs'] as const).some(can);

  const actions = partner && (
    <Flex gap={8} wrap align="center">
      {can('update-partners') && (
        <>
          <Button
            icon={<Icon name="edit" />}
            onClick={() => void navigate(hrefOf(base, `partners/edit/${partner.id}`))}
          >
            {t('actions.edit')}
          </Button>
          <AccessButton partner={partner} onError={setActionError} />
        </>
      )}
      {can('view-client-profile') && (
        <LoginAsButton partnerId={partner.id} onError={setActionError} />
      )}
      {can('2fa_manage') && partner.twoFactorEnabled && (
        <ResetTwoFaButton partnerId={partner.id} login={partner.login} onError={setActionError} />
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
          <Flex vertical gap={16}>
            <ActionError
              error={actionError}
              texts={{ INVALID_STATE: t('partners.alreadyInState') }}
            />
            {hasLinks && (
              <Card size="small">
                <Flex gap={16} wrap>
                  <PartnerMoneyLinks partnerId={p.id} />
                  <PartnerLogLinks partnerId={p.id} />
                </Flex>
              </Card>
            )}
            <PartnerProfile partner={p} />
            <PartnerNetwork partnerId={p.id} />
          </Flex>
        )}
      </RecordState>
    </Page>
  );
}
