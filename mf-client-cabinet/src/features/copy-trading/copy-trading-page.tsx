import { Alert, Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { Icon, type IconName } from '../../components/icon';
import { useCabinetT } from '../../i18n';

const STEPS = [
  { key: 'choose', icon: 'star' },
  { key: 'follow', icon: 'userAdd' },
  { key: 'copy', icon: 'swap' },
  { key: 'control', icon: 'lineChart' },
] as const satisfies readonly { key: string; icon: IconName }[];

const BENEFITS = ['verified', 'automatic', 'transparent', 'flexible'] as const;

/** Spec §1: the about page on copy trading (following verified traders, copying their trades). */
export function CopyTradingPage() {
  const { t } = useCabinetT();
  const base = useBasePath();
  const navigate = useNavigate();
  return (
    <Page title={t('routes.copyTrading.title')} subtitle={t('copyTrading.subtitle')}>
      <Card>
        <Flex gap={16} align="flex-start">
          <Typography.Text style={{ fontSize: 32, lineHeight: 1 }} aria-hidden>
            <Icon name="rise" />
          </Typography.Text>
          <div>
            <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
              {t('copyTrading.intro.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t('copyTrading.intro.text')}
            </Typography.Paragraph>
          </div>
        </Flex>
      </Card>

      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {t('copyTrading.steps.title')}
      </Typography.Title>
      <Row gutter={[16, 16]} data-testid="copy-trading-steps">
        {STEPS.map(({ key, icon }, index) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Card style={{ height: '100%' }}>
              <Flex vertical gap={8}>
                <Space>
                  <Typography.Text strong style={{ fontSize: 18 }}>
                    {index + 1}
                  </Typography.Text>
                  <Icon name={icon} />
                </Space>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {t(`copyTrading.steps.${key}.title`)}
                </Typography.Title>
                <Typography.Text>{t(`copyTrading.steps.${key}.text`)}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>

      <Card title={t('copyTrading.benefits.title')}>
        <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {BENEFITS.map((key) => (
            <li key={key}>
              <Space align="start">
                <Icon name="check" />
                <Typography.Text>{t(`copyTrading.benefits.${key}`)}</Typography.Text>
              </Space>
            </li>
          ))}
        </Flex>
      </Card>

      <Alert
        type="warning"
        showIcon
        title={t('copyTrading.risk.title')}
        description={t('copyTrading.risk.text')}
      />

      <Flex gap={12} align="center" wrap>
        <Typography.Text>{t('copyTrading.questions')}</Typography.Text>
        <Button
          icon={<Icon name="customerService" />}
          onClick={() => void navigate(hrefOf(base, 'support'))}
        >
          {t('copyTrading.askSupport')}
        </Button>
      </Flex>
    </Page>
  );
}
