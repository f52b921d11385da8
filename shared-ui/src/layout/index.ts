// Layout pieces every app may render; the signed-in frame itself is 'shared-ui/frame'.
export { hrefOf, useBasePath } from './base-path';
export type { BrandProps } from './brand';
export * from './coming-soon';
export * from './page';
export * from './page-skeleton';
export * from './remote-not-found';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link';
export { useIsMobile } from './use-is-mobile';
