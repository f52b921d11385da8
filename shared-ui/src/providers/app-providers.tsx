import { App, ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n } from '../i18n/i18n';
import { ANTD_LOCALES } from './antd-locales';
import { theme } from './theme';

/** antd theme and locale, antd's App (message/notification context) and i18n, in that order. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState(currentLanguage);
  useEffect(() => {
    const onChange = () => setLang(currentLanguage());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={theme} locale={ANTD_LOCALES[lang]}>
        <App>{children}</App>
      </ConfigProvider>
    </I18nextProvider>
  );
}
