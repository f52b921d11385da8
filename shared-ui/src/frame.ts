// The signed-in frame (header, side menu, drawer): an entry of its own, so that the public pages,
// which never render it, do not download antd's Menu and Drawer with shared-ui.
export * from './layout/app-frame';
export type { NavGroup, NavItem, NavModel, NavPlace } from './layout/side-menu';
