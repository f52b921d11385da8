import { Card, Col, Row, Statistic } from 'antd';
import type { AdminWallet } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { useAdminT } from '../i18n';

/** A partner's balances: GTC, USDT and the GTC reserved by pending withdrawals. */
export function WalletCard({ wallet, title }: { wallet: AdminWallet; title: string }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const amount = (micro: string, currency: string) => formatMoney(micro, lang, currency);
  return (
    <Card title={title} size="small" data-testid="wallet">
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Statistic title="GTC" value={amount(wallet.GTC, 'GTC')} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title="USDT" value={amount(wallet.USDT, 'USDT')} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title={t('balance.reserved')} value={amount(wallet.reserved, 'GTC')} />
        </Col>
      </Row>
    </Card>
  );
}
