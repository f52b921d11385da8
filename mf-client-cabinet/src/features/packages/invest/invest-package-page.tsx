import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Row, Statistic } from 'antd';
import { useState } from 'react';
import { Page } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { investDataQueryOptions, upgradeSources } from './load-invest-data';
import { OrderModal, type Order } from './order-modal';
import { PackageCard } from './package-card';

/**
 * `/client/invest-package`: the catalogue with each package's terms and total income; buy one,
 * or upgrade one of my active packages to a more expensive one for the difference.
 */
export function InvestPackagePage() {
  const { t } = useCabinetT();
  const data = useQuery(investDataQueryOptions());
  const [order, setOrder] = useState<Order | null>(null);

  return (
    <Page
      title={t('routes.investPackage.title')}
      extra={
        data.data && (
          <Statistic
            title={t('packages.balance')}
            valueRender={() => <Money micro={data.data.wallet.GTC} currency="GTC" />}
          />
        )
      }
    >
      <LoadState state={data} failedTitle={t('packages.loadFailed')}>
        {({ catalogue, wallet, mine }) =>
          catalogue.length === 0 ? (
            <Empty description={t('packages.empty')} />
          ) : (
            <>
              <Row gutter={[16, 16]}>
                {catalogue.map((pkg) => (
                  <Col key={pkg.id} xs={24} md={12} xl={8}>
                    <PackageCard
                      pkg={pkg}
                      canUpgrade={upgradeSources(mine, pkg).length > 0}
                      held={mine.some((p) => p.status === 'active' && p.package.id === pkg.id)}
                      onBuy={() => setOrder({ pkg, mode: 'buy' })}
                      onUpgrade={() => setOrder({ pkg, mode: 'upgrade' })}
                    />
                  </Col>
                ))}
              </Row>
              {order && (
                <OrderModal
                  order={order}
                  sources={upgradeSources(mine, order.pkg)}
                  balance={wallet.GTC}
                  onClose={() => setOrder(null)}
                />
              )}
            </>
          )
        }
      </LoadState>
    </Page>
  );
}
