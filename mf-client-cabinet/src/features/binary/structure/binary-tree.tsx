import { Card, Flex, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import type { BinaryNode, BinarySide } from 'shared-api';
import { useCabinetT } from '../../../i18n';
import { NodeCard } from './node-card';

/** Levels shown at once: the root, its children and grandchildren (the request's depth). */
export const TREE_DEPTH = 3;

function EmptySlot({ side }: { side: BinarySide }) {
  const { t } = useCabinetT();
  return (
    <Card
      size="small"
      data-testid={`empty-${side}`}
      style={{ width: '100%', maxWidth: 220, borderStyle: 'dashed', textAlign: 'center' }}
    >
      <Typography.Text type="secondary">{t(`binary.structure.empty.${side}`)}</Typography.Text>
    </Card>
  );
}

interface SubtreeProps {
  node: BinaryNode;
  level: number;
  onOpen: (id: number) => void;
}

/** A node with its two slots below, down to TREE_DEPTH levels; an empty slot is shown as such. */
function Subtree({ node, level, onOpen }: SubtreeProps) {
  const last = level === TREE_DEPTH - 1;
  return (
    <Flex vertical align="center" gap={12} style={{ flex: 1, minWidth: 0 }}>
      <NodeCard node={node} onOpen={level === 0 ? undefined : onOpen} more={last} />
      {!last && (
        <Flex gap={8} style={{ width: '100%' }}>
          {(['left', 'right'] as const).map((side) => {
            const child = node[side];
            return child ? (
              <Subtree key={side} node={child} level={level + 1} onOpen={onOpen} />
            ) : (
              <Flex key={side} justify="center" style={{ flex: 1, minWidth: 0 }}>
                <EmptySlot side={side} />
              </Flex>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}

/**
 * Scrolls a tree wider than its box (a phone: 720 px in 310) to its middle, where the root is:
 * from the left edge a partner saw half the node they had just opened and no hint of the rest.
 */
function useCentredOn(rootId: number) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && el.scrollWidth > el.clientWidth)
      el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 });
  }, [rootId]);
  return box;
}

/** The binary tree from `root`: click a descendant to zoom into it. */
export function BinaryTree({ root, onOpen }: { root: BinaryNode; onOpen: (id: number) => void }) {
  const box = useCentredOn(root.id);
  return (
    <div ref={box} style={{ overflowX: 'auto' }} data-testid="binary-tree">
      <div style={{ minWidth: 720 }}>
        <Subtree node={root} level={0} onOpen={onOpen} />
      </div>
    </div>
  );
}
