import { App, ConfigProvider } from 'antd';
import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { antdLocaleOf, loadAntdLocale } from '../i18n/antd-locale';
import { i18n, useLanguage } from '../i18n/i18n';
import { theme } from './theme';
import { useReducedMotion } from './use-reduced-motion';

/** antd theme and locale, antd's App (message/notification context) and i18n, in that order. */
export function AppProviders({ children }: { children: ReactNode }) {
  // The first paint waits for the current language only (its strings and antd's texts).
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </Suspense>
    </I18nextProvider>
  );
}

/** The theme without motion: no collapse, fade or colour transitions. */
const REDUCED_MOTION_THEME = { ...theme, token: { ...theme.token, motion: false } };

function LocalizedAntd({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  // setLanguage fetches antd's texts before it switches, so a switch never suspends here.
  const locale = antdLocaleOf(lang) ?? use(loadAntdLocale(lang));
  const still = useReducedMotion();
  return (
    <ConfigProvider theme={still ? REDUCED_MOTION_THEME : theme} locale={locale}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
