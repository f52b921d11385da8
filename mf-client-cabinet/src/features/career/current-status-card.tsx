import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { CareerProgress } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';

/** The partner's career status and their mentor (the nearest upline with a status). */
export function CurrentStatusCard({ progress }: { progress: CareerProgress }) {
  const { t } = useCabinetT();
  const { current, mentor } = progress;
  const localized = useLocalized();
  return (
    <Card
      title={
        <Space>
          <Icon name="trophy" />
          {t('career.progress.currentTitle')}
        </Space>
      }
      data-testid="current-status"
      style={{ height: '100%' }}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'status',
            label: t('career.progress.status'),
            children: current ? (
              <Tag color="warning" style={{ fontSize: 14 }}>
                {localized(current.nameI18n)}
              </Tag>
            ) : (
              <Typography.Text type="secondary">{t('career.progress.noStatus')}</Typography.Text>
            ),
          },
          {
            key: 'mentor',
            label: t('career.progress.mentor'),
            children: mentor ? (
              <span data-testid="mentor">
                {mentor.login} <Tag color="warning">{localized(mentor.statusI18n)}</Tag>
              </span>
            ) : (
              <Typography.Text type="secondary">{t('career.progress.noMentor')}</Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
