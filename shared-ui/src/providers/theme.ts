import type { ThemeConfig } from 'antd';
import { TOKENS } from '../primitives/tokens';

/**
 * antd's theme from the platform's tokens (primitives/tokens.ts, with their contrast ratios):
 * antd derives greys, tag tints and status backgrounds that fall short of WCAG AA (a grey-green
 * success background read as disabled), so those are set here.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: TOKENS.colorPrimary,
    colorInfo: TOKENS.colorInfo,
    colorInfoBg: TOKENS.colorInfoBg,
    colorSuccess: TOKENS.colorSuccess,
    colorSuccessBg: TOKENS.colorSuccessBg,
    colorSuccessBorder: TOKENS.colorSuccessBorder,
    colorWarning: TOKENS.colorWarning,
    colorWarningBg: TOKENS.colorWarningBg,
    colorWarningBorder: TOKENS.colorWarningBorder,
    colorError: TOKENS.colorError,
    colorTextTertiary: TOKENS.colorTextSecondary,
    colorTextDescription: TOKENS.colorTextSecondary,
    colorTextPlaceholder: TOKENS.colorTextPlaceholder,
    // Preset tag palettes (green, gold, ...) cannot be darkened here: antd derives them from their
    // seeds after the overrides, and green/gold text on its tint falls below 4.5. Status tags
    // therefore use the status colours above (success, warning, error, processing).
    borderRadius: TOKENS.borderRadius,
    fontFamily: TOKENS.fontFamily,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#0d1b2a' },
    // Text that is shown, not greyed out of use: the calendar's days of the next and previous
    // month and a read-only amount's currency (4.6 on the disabled input's grey).
    Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    Input: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};
