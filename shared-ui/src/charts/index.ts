// Dependency-free SVG charts of series (admin statistics, cabinet statistics pages). A subpath of
// its own ('shared-ui/charts'), not the main index: shared-ui is a federation singleton, and a
// shared module is not tree-shaken, so charts there would load with the login page; imported
// through this path they are bundled into the lazy screens that draw them.
export * from './bar-chart';
export * from './line-chart';
export * from './scale';
export type * from './types';
