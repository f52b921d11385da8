import { Alert, Col, Flex, Row, Typography, theme as antdTheme } from 'antd';
import { Panel } from 'shared-ui';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthT } from '../../i18n';

const FEATURES = ['packages', 'network', 'finance', 'security'] as const;
const STEPS = ['invite', 'register', 'invest'] as const;

export function HomePage() {
  const { t } = useAuthT();
  const { token } = antdTheme.useToken();
  useDocumentTitle(t('home.title'));

  return (
    <Flex vertical gap={48}>
      <section style={{ textAlign: 'center', maxWidth: 760, margin: '24px auto 0' }}>
        <Typography.Title level={1} style={{ fontSize: 40, lineHeight: 1.2 }}>
          {t('home.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>
          {t('home.lead')}
        </Typography.Paragraph>
        <Flex gap={12} justify="center" wrap style={{ marginTop: 24 }}>
          <ButtonLink to={AUTH_PATHS.signup} type="primary" size="large">
            {t('home.signup')}
          </ButtonLink>
          <ButtonLink to={AUTH_PATHS.login} size="large">
            {t('home.login')}
          </ButtonLink>
        </Flex>
      </section>

      <Alert
        type="info"
        showIcon
        title={t('home.invitationTitle')}
        description={t('home.invitationText')}
        style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}
      />

      <section aria-labelledby="home-features">
        <Typography.Title level={2} id="home-features" style={{ textAlign: 'center' }}>
          {t('home.featuresTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {FEATURES.map((key) => (
            <Col key={key} xs={24} sm={12} lg={6}>
              <Panel style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                  {t(`home.features.${key}.title`)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(`home.features.${key}.text`)}
                </Typography.Paragraph>
              </Panel>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="home-steps">
        <Typography.Title level={2} id="home-steps" style={{ textAlign: 'center' }}>
          {t('home.stepsTitle')}
        </Typography.Title>
        <ol
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
            gap: 16,
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {STEPS.map((key, index) => (
            <li key={key}>
              <Flex gap={16} align="start">
                <span
                  aria-hidden="true"
                  style={{
                    flex: 'none',
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    background: token.colorPrimaryBg,
                    color: token.colorPrimary,
                    fontWeight: 600,
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {index + 1}
                </span>
                <div>
                  <Typography.Title level={3} style={{ fontSize: 18, marginTop: 4 }}>
                    {t(`home.steps.${key}.title`)}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">
                    {t(`home.steps.${key}.text`)}
                  </Typography.Paragraph>
                </div>
              </Flex>
            </li>
          ))}
        </ol>
      </section>
    </Flex>
  );
}
