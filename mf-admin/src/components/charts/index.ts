// Dependency-free SVG charts of daily series (statistics).
export * from './bar-chart';
export * from './line-chart';
export * from './scale';
export type * from './types';
