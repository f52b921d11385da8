import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Typography } from 'antd';
import { packageCatalogueQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { Icon } from '../../../components/icon';
import { LoadState } from '../../../components/load-state';
import { useCabinetT } from '../../../i18n';
import { RewardLimitTable } from './reward-limit-table';

const RULES = ['tree', 'basket', 'volume', 'close', 'limit'] as const;

/** `/client/binary-about`: the binary programme rules and the reward limit of each package. */
export function BinaryAboutPage() {
  const { t } = useCabinetT();
  const catalogue = useQuery(packageCatalogueQueryOptions());
  return (
    <Page title={t('routes.binaryAbout.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('binary.about.rulesTitle')} style={{ height: '100%' }}>
            {RULES.map((rule) => (
              <Typography.Paragraph key={rule}>
                <Typography.Text strong>{t(`binary.about.rules.${rule}.title`)}. </Typography.Text>
                {t(`binary.about.rules.${rule}.text`)}
              </Typography.Paragraph>
            ))}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <LoadState state={catalogue} failedTitle={t('packages.loadFailed')}>
            {(packages) => (
              <Card
                title={
                  <Space>
                    <Icon name="wallet" />
                    {t('binary.about.limitTitle')}
                  </Space>
                }
              >
                <Typography.Paragraph type="secondary">
                  {t('binary.about.limitHint')}
                </Typography.Paragraph>
                <RewardLimitTable packages={packages} />
              </Card>
            )}
          </LoadState>
        </Col>
      </Row>
    </Page>
  );
}
