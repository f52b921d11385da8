import { Menu, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';
import { hrefOf, useBasePath, useRelativePath } from './base-path';

/** A screen in the menu. */
export interface NavItem {
  /** Its child path under the base ('' is the remote's home screen). */
  path: string;
  /** The translated menu label. */
  label: string;
  icon?: ReactNode;
  /** Shown after the label, e.g. a count of what waits on that screen. */
  badge?: ReactNode;
}

/** A menu group: several items make a submenu titled `label`, a single one a plain item. */
export interface NavGroup {
  key: string;
  label: string;
  icon: ReactNode;
  /** Shown after the label of a submenu, so a closed one still tells what waits inside. */
  badge?: ReactNode;
  items: readonly NavItem[];
}

/** Where a location sits in the menu: the item to highlight (its path) and its group. */
export interface NavPlace {
  path: string;
  group: string;
}

/** The menu of a remote: its groups (empty ones are dropped) and how to find the current place. */
export interface NavModel {
  groups: readonly NavGroup[];
  /** The place of a location relative to the base (no slashes at either end), if it has one. */
  locate: (relativePath: string) => NavPlace | undefined;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

const menuKey = (path: string) => `/${path}`;
const groupKey = (group: string) => `group:${group}`;

function menuItems(groups: readonly NavGroup[], base: string): MenuItem[] {
  const link = (item: NavItem) => (
    <Link to={hrefOf(base, item.path)}>
      {item.label}
      {item.badge && <> {item.badge}</>}
    </Link>
  );
  return groups.flatMap(({ key, label, icon, badge, items }): MenuItem[] => {
    const [only] = items;
    if (!only) return [];
    if (items.length === 1) return [{ key: menuKey(only.path), icon, label: link(only) }];
    return [
      {
        key: groupKey(key),
        icon,
        label: badge ? (
          <>
            {label} {badge}
          </>
        ) : (
          label
        ),
        children: items.map((item) => ({
          key: menuKey(item.path),
          ...(item.icon ? { icon: item.icon } : {}),
          label: link(item),
        })),
      },
    ];
  });
}

interface SideMenuProps {
  nav: NavModel;
  theme: 'dark' | 'light';
  /** The sider is collapsed: submenus open as pop-ups, so antd manages them. */
  collapsed?: boolean;
  /** Called after a screen is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The grouped menu; highlights the current screen and opens its group. */
export function SideMenu({ nav, theme, collapsed = false, onNavigate }: SideMenuProps) {
  const { t } = useT();
  const base = useBasePath();
  const current = nav.locate(useRelativePath());
  const currentGroup = current ? groupKey(current.group) : undefined;

  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [shownGroup, setShownGroup] = useState(currentGroup);
  if (shownGroup !== currentGroup) {
    // Navigating into another group (a link on a page, the back button) opens that group too.
    setShownGroup(currentGroup);
    if (currentGroup && !openKeys.includes(currentGroup)) setOpenKeys([...openKeys, currentGroup]);
  }

  const items = useMemo(() => menuItems(nav.groups, base), [nav.groups, base]);
  return (
    <nav aria-label={t('layout.navigation')}>
      <Menu
        mode="inline"
        theme={theme}
        items={items}
        selectedKeys={current ? [menuKey(current.path)] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={onNavigate}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  );
}
