import { Card, Flex, Progress, Result, Space, Typography } from 'antd';
import { pickLanguage, type CareerProgress, type CareerStatus } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { requirementsOf } from './career-requirements';

function Requirement({
  label,
  detail,
  percent,
  met,
  testId,
}: {
  label: string;
  detail: string;
  percent: number;
  met: boolean;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type={met ? 'success' : 'secondary'}>{detail}</Typography.Text>
      </Flex>
      <Progress percent={percent} status={met ? 'success' : 'active'} aria-label={label} />
    </div>
  );
}

function Requirements({
  next,
  figures,
}: {
  next: CareerStatus;
  figures: CareerProgress['figures'];
}) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const { volumes, branches } = requirementsOf(next, figures);
  const money = (micro: string) => formatMoney(micro, lang, 'GTC');
  return (
    <Flex vertical gap={12}>
      {volumes.map((v) => (
        <Requirement
          key={v.key}
          testId={`requirement-${v.key}`}
          label={t(`career.columns.${v.key}`)}
          detail={t('career.progress.ofAmount', { have: money(v.have), need: money(v.need) })}
          percent={v.percent}
          met={v.met}
        />
      ))}
      <Requirement
        testId="requirement-secondary"
        label={t('career.columns.secondary')}
        detail={t('career.progress.ofBranches', {
          have: branches.have,
          need: branches.need,
          amount: money(branches.threshold),
        })}
        percent={branches.percent}
        met={branches.met}
      />
    </Flex>
  );
}

/** The next status's thresholds against the partner's figures, each with a progress bar. */
export function NextLevelCard({ progress }: { progress: CareerProgress }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const { next } = progress;
  return (
    <Card
      title={
        <Space>
          <Icon name="rise" />
          {next
            ? t('career.progress.nextTitle', { status: pickLanguage(next.nameI18n, lang) })
            : t('career.progress.nextNone')}
        </Space>
      }
      data-testid="next-level"
      style={{ height: '100%' }}
    >
      {next ? (
        <Requirements next={next} figures={progress.figures} />
      ) : (
        <Result status="success" title={t('career.progress.top')} />
      )}
    </Card>
  );
}
