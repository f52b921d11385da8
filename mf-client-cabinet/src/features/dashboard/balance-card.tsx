import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { walletQueryOptions } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { Icon } from '../../components/icon';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';

/** The wallet: GTC, USDT and the GTC reserved by pending withdrawals, with the finance actions. */
export function BalanceCard() {
  const { t } = useCabinetT();
  const base = useBasePath();
  const wallet = useQuery(walletQueryOptions());
  return (
    <LoadState state={wallet} failedTitle={t('wallet.loadFailed')}>
      {(data) => (
        <Card
          title={
            <Space>
              <Icon name="wallet" />
              {t('wallet.title')}
            </Space>
          }
          data-testid="balance-card"
          style={{ height: '100%' }}
          actions={[
            <Link key="deposit" to={hrefOf(base, 'balance-deposit')}>
              {t('wallet.topUp')}
            </Link>,
            <Link key="transfer" to={hrefOf(base, 'balance-transfer')}>
              {t('wallet.transfer')}
            </Link>,
            <Link key="withdraw" to={hrefOf(base, 'balance-withdraw')}>
              {t('wallet.withdraw')}
            </Link>,
          ]}
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={8}>
              <Statistic
                title="GTC"
                valueRender={() => <Money micro={data.GTC} currency="GTC" />}
                data-testid="wallet-GTC"
              />
            </Col>
            <Col xs={24} sm={8}>
              <Statistic
                title="USDT"
                valueRender={() => <Money micro={data.USDT} currency="USDT" />}
                data-testid="wallet-USDT"
              />
            </Col>
            <Col xs={24} sm={8}>
              <Statistic
                title={t('wallet.reserved')}
                valueRender={() => <Money micro={data.reserved} currency="GTC" />}
                data-testid="wallet-reserved"
              />
            </Col>
          </Row>
        </Card>
      )}
    </LoadState>
  );
}
