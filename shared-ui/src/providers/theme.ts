import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorInfo: '#1f6feb',
    colorSuccess: '#1a7f37',
    colorWarning: '#bf8700',
    colorError: '#cf222e',
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#0d1b2a' } },
};
