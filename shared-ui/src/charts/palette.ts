import { theme } from 'antd';

/** Line dashes, so series differ by more than colour. */
export const SERIES_DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2'] as const;

export const dashOf = (index: number) => SERIES_DASHES[index % SERIES_DASHES.length];

/**
 * Series colours in series order, from the shared theme (shared-ui's providers/theme): primary,
 * success, warning, error and purple, so a chart matches the app's buttons and tags and keeps
 * the theme's contrast choices.
 */
export function useSeriesColors(): readonly string[] {
  const { token } = theme.useToken();
  return [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.purple6,
  ];
}

/** The colour of series `index` among `colors` (cycling when there are more series). */
export const colorOf = (colors: readonly string[], index: number) =>
  colors[index % colors.length] ?? 'currentColor';
