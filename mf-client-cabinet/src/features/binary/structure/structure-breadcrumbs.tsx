import { Breadcrumb, Button } from 'antd';
import type { BinaryStructure } from 'shared-api';
import { useIsMobile } from 'shared-ui';
import { Icon } from '../../../components/icon';
import { useCabinetT } from '../../../i18n';

type Crumb = BinaryStructure['path'][number];

/**
 * Crumbs a phone keeps after the partner: the parent and the current root. A dozen logins wrap
 * to six lines at 390 px; the folded ones join the '…' and stay one click away (the parent's
 * page shows the crumbs above it).
 */
const PHONE_TAIL = 2;

/**
 * The way from the partner down to the current root, from the answer's `path`. Whether `path`
 * ends with the root itself or with its parent, the root is the last crumb.
 */
export function crumbsOf(structure: BinaryStructure): Crumb[] {
  const { path, tree } = structure;
  if (!tree || path.at(-1)?.id === tree.id) return path;
  return [...path, { id: tree.id, login: tree.login }];
}

interface Props {
  crumbs: Crumb[];
  /** Crumbs the server left out after the first (a deep zoom): shown as one '…'. */
  skipped?: number | undefined;
  /** Opens a crumb: the first is the partner themselves (no zoom). */
  onOpen: (root: number | undefined) => void;
}

/** Breadcrumbs of the zoom: every crumb but the last opens that node. */
export function StructureBreadcrumbs({ crumbs: all, skipped: serverSkipped = 0, onOpen }: Props) {
  const { t } = useCabinetT();
  const folded = useIsMobile() ? Math.max(0, all.length - 1 - PHONE_TAIL) : 0;
  const crumbs = folded > 0 ? [...all.slice(0, 1), ...all.slice(-PHONE_TAIL)] : all;
  const skipped = serverSkipped + folded;
  const items = crumbs.map((crumb, i) => ({
    key: crumb.id,
    title:
      i === crumbs.length - 1 ? (
        <span aria-current="page">{crumb.login}</span>
      ) : (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          icon={i === 0 ? <Icon name="home" /> : undefined}
          onClick={() => onOpen(i === 0 ? undefined : crumb.id)}
        >
          {crumb.login}
        </Button>
      ),
  }));
  if (skipped > 0) {
    const label = t('binary.structure.skipped', { count: skipped });
    items.splice(1, 0, {
      key: -1,
      title: (
        <span role="img" title={label} aria-label={label}>
          …
        </span>
      ),
    });
  }
  return <Breadcrumb aria-label={t('binary.structure.path')} items={items} />;
}
