import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { InvestmentPackage } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { PackageTerms } from './package-terms';
import { ChangeAction } from '../../../components/change-action';

interface Props {
  pkg: InvestmentPackage;
  /** One of my active packages is cheaper: this one can be an upgrade. */
  canUpgrade: boolean;
  /** The partner holds an active package of this kind. */
  held: boolean;
  onBuy: () => void;
  onUpgrade: () => void;
}

/** A catalogue package with its price, terms and total income, to buy or to upgrade to. */
export function PackageCard({ pkg, canUpgrade, held, onBuy, onUpgrade }: Props) {
  const { t } = useCabinetT();
  const localized = useLocalized();
  return (
    <Card
      title={localized(pkg.nameI18n)}
      extra={held ? <Tag color="success">{t('packages.held')}</Tag> : null}
      data-testid={`package-${pkg.id}`}
      style={{ height: '100%' }}
      actions={[
        <ChangeAction key="buy">
          <Button type="primary" onClick={onBuy}>
            {t('packages.buy')}
          </Button>
        </ChangeAction>,
        ...(canUpgrade
          ? [
              <ChangeAction key="upgrade">
                <Button onClick={onUpgrade}>{t('packages.upgrade')}</Button>
              </ChangeAction>,
            ]
          : []),
      ]}
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Text type="secondary">{t('packages.price')}</Typography.Text>
          <Typography.Title level={3} style={{ margin: 0 }}>
            <Money micro={pkg.price} currency="GTC" />
          </Typography.Title>
        </div>
        <PackageTerms pkg={pkg} />
      </Flex>
    </Card>
  );
}
