import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { BinaryNode } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';

interface Props {
  node: BinaryNode;
  /** Zooms into this node; absent on the current root. */
  onOpen?: (id: number) => void;
  /** The node sits on the last loaded level: its children are one zoom away. */
  more: boolean;
}

function Leg({ label, volume, count }: { label: string; volume: string; count: number }) {
  return (
    <Flex vertical align="center" style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label} · {count}
      </Typography.Text>
      <Typography.Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        <Money micro={volume} />
      </Typography.Text>
    </Flex>
  );
}

/** One partner of the binary tree: login, name, status, package, both legs' volume and count. */
export function NodeCard({ node, onOpen, more }: Props) {
  const { t } = useCabinetT();
  const localized = useLocalized();
  const open = onOpen && (() => onOpen(node.id));
  return (
    <Card
      size="small"
      hoverable={Boolean(open)}
      data-testid={`node-${node.login}`}
      // The whole card answers a pointer; keyboards and screen readers use the login's button,
      // named by the login it shows (a card-wide label would not match its visible text).
      onClick={open}
      style={{
        width: '100%',
        maxWidth: 220,
        textAlign: 'center',
        borderColor: onOpen ? undefined : '#1677ff',
      }}
    >
      <Flex vertical gap={4} align="center">
        {open ? (
          <Button
            type="link"
            size="small"
            title={t('binary.structure.open', { login: node.login })}
            onClick={(e) => {
              e.stopPropagation();
              open();
            }}
            style={{ fontWeight: 600, padding: 0, maxWidth: '100%' }}
          >
            {node.login}
          </Button>
        ) : (
          <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
            {node.login}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: 12 }}>
          {`${node.firstName} ${node.lastName}`}
        </Typography.Text>
        <Flex wrap gap={4} justify="center">
          <Tag color={node.active ? 'success' : undefined}>
            {node.active ? t('partners.active') : t('partners.inactive')}
          </Tag>
          {node.packageName && (
            <Tag color="blue">
              {node.packageNameI18n ? localized(node.packageNameI18n) : node.packageName}
            </Tag>
          )}
        </Flex>
        <Flex justify="space-around" style={{ width: '100%' }}>
          <Leg label={t('binary.left')} volume={node.leftVolume} count={node.leftCount} />
          <Leg label={t('binary.right')} volume={node.rightVolume} count={node.rightCount} />
        </Flex>
        {more && node.hasChildren && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('binary.structure.more')}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
