/**
 * The platform's colours and shapes, in one place for both ways of drawing: antd's theme
 * (providers/theme.ts, the signed-in screens) and the public pages' CSS variables
 * (public-styles.ts), which render without antd. Text colours meet WCAG AA (4.5:1) on white and
 * on their own tinted backgrounds; the figures in the comments are the contrast ratios.
 */
export const TOKENS = {
  // 4.6 on the selected menu item's tint, 5.2 on white.
  colorPrimary: '#0969da',
  colorPrimaryHover: '#0756b3',
  colorPrimaryBg: '#e8f1fc',
  colorInfo: '#0969da', // 4.8 on colorInfoBg: the "processing" tags
  colorInfoBg: '#eef6ff',
  colorInfoBorder: '#b6d7ff',
  colorSuccess: '#1a7f37', // 4.8 on colorSuccessBg, 5.1 on white
  colorSuccessBg: '#effbf1',
  colorSuccessBorder: '#aceebb',
  colorWarning: '#9a6700', // 4.7 on colorWarningBg
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#cf222e', // 4.9 on colorErrorBg
  colorErrorBg: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  colorText: 'rgba(0, 0, 0, 0.88)',
  // Secondary text (descriptions, hints, labels) 5.7, placeholders 5.0.
  colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  colorBgLayout: '#f5f5f5',
  colorBgContainer: '#ffffff',
  borderRadius: 8,
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;
