import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { useWorkQueue } from './use-work-queue';
import { queueHref } from './work-queues';

/**
 * The first screen's "waiting for you": one card per queue the admin may open, each a link to
 * its list filtered to what waits. Nothing before the counts arrive or without any queue.
 */
export function WorkQueueCards() {
  const { t } = useAdminT();
  const base = useBasePath();
  const queues = useWorkQueue();
  const titleId = useId();
  if (queues.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title id={titleId} level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {t('workQueue.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {queues.map((queue) => (
          <Col key={queue.name} xs={24} sm={12} xl={6}>
            <Link to={queueHref(base, queue)} title={t('workQueue.open')}>
              <Card hoverable size="small">
                <Statistic title={t(`workQueue.queues.${queue.name}`)} value={queue.count} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
