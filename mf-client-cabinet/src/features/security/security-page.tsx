import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { clientTwoFactorQueryOptions, type TwoFactorStatus } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';

/** `/client/security`: 2FA on and off, and the password change (which asks for a code with 2FA). */
export function SecurityPage() {
  const { t } = useCabinetT();
  const client = useQueryClient();
  const twoFactor = useQuery(clientTwoFactorQueryOptions());
  // A change made here is known: shown at once, without another round trip.
  const changed = (status: TwoFactorStatus) =>
    client.setQueryData(clientTwoFactorQueryOptions().queryKey, status);
  return (
    <Page title={t('routes.security.title')}>
      <LoadState state={twoFactor} failedTitle={t('security.loadFailed')}>
        {(status) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <TwoFactorCard status={status} onChange={changed} />
            </Col>
            <Col xs={24} xl={12}>
              <PasswordCard
                twoFactorEnabled={status.enabled}
                onTwoFactorStale={() => void twoFactor.refetch()}
              />
            </Col>
          </Row>
        )}
      </LoadState>
    </Page>
  );
}
