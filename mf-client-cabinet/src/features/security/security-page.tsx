import { Col, Row } from 'antd';
import { fetchClientTwoFactor } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { useFetch } from '../../hooks/use-fetch';
import { useCabinetT } from '../../i18n';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';

/** `/client/security`: 2FA on and off, and the password change (which asks for a code with 2FA). */
export function SecurityPage() {
  const { t } = useCabinetT();
  const twoFactor = useFetch(fetchClientTwoFactor);
  return (
    <Page title={t('routes.security.title')}>
      <LoadState state={twoFactor} failedTitle={t('security.loadFailed')}>
        {(status) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <TwoFactorCard status={status} onChange={twoFactor.setData} />
            </Col>
            <Col xs={24} xl={12}>
              <PasswordCard twoFactorEnabled={status.enabled} />
            </Col>
          </Row>
        )}
      </LoadState>
    </Page>
  );
}
