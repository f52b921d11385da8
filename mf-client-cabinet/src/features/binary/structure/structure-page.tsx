import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex } from 'antd';
import { binaryStructureQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { Icon } from '../../../components/icon';
import { LoadState } from '../../../components/load-state';
import { useCabinetT } from '../../../i18n';
import { BinaryTree, TREE_DEPTH } from './binary-tree';
import { crumbsOf, StructureBreadcrumbs } from './structure-breadcrumbs';
import { StructureSearch } from './structure-search';
import { useStructureRoot } from './use-structure-root';

/**
 * `/client/binary-structure`: the binary tree, TREE_DEPTH levels at a time (the server loads no
 * more), zoomed into any descendant by a click or a login search, with breadcrumbs back up.
 */
export function BinaryStructurePage() {
  const { t } = useCabinetT();
  const [root, setRoot] = useStructureRoot();
  // The previous subtree stays on screen while the next one loads.
  const structure = useQuery({
    ...binaryStructureQueryOptions({ ...(root ? { root } : {}), depth: TREE_DEPTH }),
    placeholderData: keepPreviousData,
  });

  return (
    <Page
      title={t('routes.binaryStructure.title')}
      extra={
        root !== undefined && (
          <Button icon={<Icon name="home" />} onClick={() => setRoot(undefined)}>
            {t('binary.structure.home')}
          </Button>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <StructureSearch onOpen={setRoot} />
          <LoadState state={structure} failedTitle={t('binary.structure.loadFailed')}>
            {(data) =>
              data.tree ? (
                <Flex vertical gap={16}>
                  <StructureBreadcrumbs
                    crumbs={crumbsOf(data)}
                    skipped={data.pathSkipped}
                    onOpen={setRoot}
                  />
                  <BinaryTree root={data.tree} onOpen={setRoot} />
                </Flex>
              ) : (
                <Empty description={t('binary.structure.notPlaced')} />
              )
            }
          </LoadState>
        </Flex>
      </Card>
    </Page>
  );
}
