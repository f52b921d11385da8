import { Flex, Skeleton } from 'antd';
import { Panel } from '../components/panel';

/** Stands in for a screen while it (or the data the frame waits for) loads. */
export function PageSkeleton() {
  return (
    <Flex vertical gap={16} data-testid="page-skeleton" aria-busy="true">
      <Skeleton.Input active size="large" style={{ width: 280 }} />
      <Panel>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Panel>
    </Flex>
  );
}
