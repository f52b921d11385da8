import type { ThemeConfig } from 'antd';

/**
 * Text colours meet WCAG AA (4.5:1) on white and on their own tinted backgrounds: antd derives
 * greys, tag tints and status backgrounds that fall short (a grey-green success background read as
 * disabled), so those are set here. The figures in the comments are the contrast ratios.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
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
    // The preset tag colours whose text (shade 7 on shade 1) fell below 4.5: one shade darker.
    green7: '#237804',
    cyan7: '#006d75',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#0d1b2a' } },
};
