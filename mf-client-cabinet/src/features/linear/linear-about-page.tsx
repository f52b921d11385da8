import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type LinearRules, linearRulesQueryOptions } from 'shared-api';
import { hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { formatBp } from '../../money/format';
import { LevelStateTag } from './level-state-tag';

type Level = LinearRules['levels'][number];

function RewardTable({ rules }: { rules: LinearRules }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const base = useBasePath();
  const columns = useMemo<TableColumnsType<Level>>(
    () => [
      {
        key: 'level',
        title: t('linear.level'),
        render: (_, l) => t('linear.levelN', { level: l.level }),
      },
      {
        key: 'percent',
        title: t('linear.reward'),
        align: 'right',
        render: (_, l) => formatBp(l.percentBp, lang),
      },
      { key: 'state', title: t('linear.state'), render: (_, l) => <LevelStateTag open={l.open} /> },
    ],
    [t, lang],
  );
  const allOpen = rules.levels.every((l) => l.open);
  return (
    <Card
      title={
        <Space>
          <Icon name="orderedList" />
          {t('linear.about.tableTitle')}
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text data-testid="open-levels">
          {t('linear.about.openLevels', { count: rules.openLevels, total: rules.levels.length })}
        </Typography.Text>
        <Table<Level>
          data-testid="linear-reward-table"
          rowKey="level"
          size="small"
          columns={columns}
          dataSource={rules.levels}
          pagination={false}
        />
        {!allOpen && (
          <Alert
            type="info"
            showIcon
            title={t('linear.about.lockedHint')}
            action={<Link to={hrefOf(base, 'invest-package')}>{t('linear.about.openMore')}</Link>}
          />
        )}
      </Flex>
    </Card>
  );
}

/** `/client/linear-about`: the partner purchase bonus rules and the reward per level. */
export function LinearAboutPage() {
  const { t } = useCabinetT();
  const rules = useQuery(linearRulesQueryOptions());
  return (
    <Page title={t('routes.linearAbout.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('linear.about.rulesTitle')} style={{ height: '100%' }}>
            {(['p1', 'p2', 'p3'] as const).map((key) => (
              <Typography.Paragraph key={key}>{t(`linear.about.${key}`)}</Typography.Paragraph>
            ))}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <LoadState state={rules} failedTitle={t('linear.about.loadFailed')}>
            {(data) => <RewardTable rules={data} />}
          </LoadState>
        </Col>
      </Row>
    </Page>
  );
}
