import { Col, Row } from 'antd';
import { Page } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { useCurrentPartner } from '../me';
import { BalanceCard } from './balance-card';
import { LatestOperations } from './latest-operations';
import { ReferralCard } from './referral-card';
import { SponsorCard } from './sponsor-card';

/** The dashboard: the balance, the referral link and code, the sponsor, the latest operations. */
export function DashboardPage() {
  const { t } = useCabinetT();
  const partner = useCurrentPartner();
  return (
    <Page
      title={t('routes.dashboard.title')}
      subtitle={t('dashboard.welcome', { name: partner.firstName })}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <BalanceCard />
        </Col>
        <Col xs={24} xl={14}>
          <ReferralCard partner={partner} />
        </Col>
        <Col xs={24} xl={10}>
          <SponsorCard sponsor={partner.sponsor} />
        </Col>
        <Col xs={24}>
          <LatestOperations />
        </Col>
      </Row>
    </Page>
  );
}
