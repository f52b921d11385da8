import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row } from 'antd';
import { Link } from 'react-router-dom';
import { myPackagesQueryOptions, type PartnerPackage } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { useCabinetT } from '../../../i18n';
import { EarningsCalendar } from './earnings-calendar';
import { PartnerPackageCard } from './partner-package-card';

const ORDER: Record<PartnerPackage['status'], number> = { active: 0, finished: 1, upgraded: 2 };

/** Spec §8 "no packages active", with the way to buy one. */
function NoneActive() {
  const { t } = useCabinetT();
  const base = useBasePath();
  return (
    <Card data-testid="no-active-packages">
      <Empty
        description={
          <>
            <strong>{t('myPackages.noneActive')}</strong>
            <br />
            {t('myPackages.noneActiveText')}
          </>
        }
      >
        <Link to={hrefOf(base, 'invest-package')}>{t('myPackages.buy')}</Link>
      </Empty>
    </Card>
  );
}

/** `/client/my-package`: my packages (active first) and the earnings calendar. */
export function MyPackagePage() {
  const { t } = useCabinetT();
  const mine = useQuery(myPackagesQueryOptions());
  return (
    <Page title={t('routes.myPackage.title')}>
      <LoadState state={mine} failedTitle={t('myPackages.loadFailed')}>
        {(items) => (
          <Flex vertical gap={16}>
            {!items.some((p) => p.status === 'active') && <NoneActive />}
            {items.length > 0 && (
              <Row gutter={[16, 16]}>
                {[...items]
                  .sort((a, b) => ORDER[a.status] - ORDER[b.status])
                  .map((item) => (
                    <Col key={item.id} xs={24} lg={12} xxl={8}>
                      <PartnerPackageCard item={item} />
                    </Col>
                  ))}
              </Row>
            )}
            {items.length > 0 && <EarningsCalendar />}
          </Flex>
        )}
      </LoadState>
    </Page>
  );
}
