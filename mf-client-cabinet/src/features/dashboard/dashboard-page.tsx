import { Col, Row } from 'antd';
import { Page } from 'shared-ui';
import { useCabinetT } from '../../i18n';
import { useCurrentPartner } from '../me';
import { BalanceCard } from './balance-card';
import { IncomeCards } from './income-cards';
import { InvitePartnerCard } from './invite-partner-card';
import { LatestOperations } from './latest-operations';
import { NetworkStatusesCard } from './network-statuses-card';
import { ReferralCard } from './referral-card';
import { SponsorCard } from './sponsor-card';

/**
 * The dashboard (spec §2): the balance, the referral link and code, the sponsor, income and
 * package statistics, partner statuses per line, inviting a partner, the latest operations.
 */
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
          <IncomeCards />
        </Col>
        <Col xs={24} xl={12}>
          <NetworkStatusesCard />
        </Col>
        <Col xs={24} xl={12}>
          <InvitePartnerCard />
        </Col>
        <Col xs={24}>
          <LatestOperations />
        </Col>
      </Row>
    </Page>
  );
}
