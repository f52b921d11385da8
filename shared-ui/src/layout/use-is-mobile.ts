import { Grid } from 'antd';

/**
 * Phones: below antd's `md` breakpoint the menu moves into a drawer. Unknown screens (no media
 * query matches, e.g. a test DOM) count as desktop.
 */
export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}
