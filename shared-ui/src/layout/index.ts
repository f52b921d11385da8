// The frame the remotes mounted under a prefix share: the shell gives each its own route subtree.
export * from './app-frame';
export { hrefOf, useBasePath } from './base-path';
export type { BrandProps } from './brand';
export * from './coming-soon';
export * from './page';
export * from './page-skeleton';
export * from './remote-not-found';
export type { NavGroup, NavItem, NavModel, NavPlace } from './side-menu';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link';
export { useIsMobile } from './use-is-mobile';
