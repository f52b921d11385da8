import type { ThemeConfig } from 'antd';

/**
 * Text colours meet WCAG AA (4.5:1) on white and on their own tinted backgrounds: antd derives
 * greys, tag tints and status backgrounds that fall short (a grey-green success background read as
 * disabled), so those are set here. The figures in the comments are the contrast ratios.
 */
export const theme: ThemeConfig = {
  token: {
    // 4.6 on the selected menu item's tint (controlItemBgActive), 5.2 on white.
    colorPrimary: '#0969da',
    colorInfo: '#0969da', // 4.8 on colorInfoBg: the "processing" tags
    colorInfoBg: '#eef6ff',
    colorSuccess: '#1a7f37', // 4.8 on colorSuccessBg, 5.1 on white
    colorSuccessBg: '#effbf1',
    colorSuccessBorder: '#aceebb',
    colorWarning: '#9a6700', // 4.7 on colorWarningBg
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf222e',
    // Secondary text (Typography "secondary", descriptions, labels) 5.7, placeholders 5.0.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Preset tag palettes (green, gold, ...) cannot be darkened here: antd derives them from their
    // seeds after the overrides, and green/gold text on its tint falls below 4.5. Status tags
    // therefore use the status colours above (success, warning, error, processing).
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#0d1b2a' },
    // Text that is shown, not greyed out of use: the calendar's days of the next and previous
    // month and a read-only amount's currency (4.6 on the disabled input's grey).
    Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    Input: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};
