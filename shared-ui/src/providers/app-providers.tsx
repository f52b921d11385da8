import { App, ConfigProvider } from 'antd';
import { use, type ReactNode } from 'react';
import { antdLocaleOf, loadAntdLocale } from '../i18n/antd-locale';
import { useLanguage } from '../i18n/i18n';
import { PublicProviders } from './public-providers';
import { theme } from './theme';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Card titles wrap instead of ending in '…': on a phone a title beside its tags ("Двухфакторная
 * аутентификация" beside "Выключена", "Календарь доходов" beside the legend) lost its end.
 */
const CARD = { styles: { title: { whiteSpace: 'normal' } } } as const;

/** The theme without motion: no collapse, fade or colour transitions. */
const REDUCED_MOTION_THEME = { ...theme, token: { ...theme.token, motion: false } };

/**
 * antd's theme and locale and antd's App (message/notification context), for what renders antd:
 * the shell puts it around the signed-in remotes only, so that the public pages load no antd.
 * Suspends until antd's texts of the current language are there.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  // setLanguage fetches antd's texts before it switches, so a switch never suspends here.
  const locale = antdLocaleOf(lang) ?? use(loadAntdLocale(lang));
  const still = useReducedMotion();
  return (
    <ConfigProvider theme={still ? REDUCED_MOTION_THEME : theme} locale={locale} card={CARD}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** Everything a page of antd screens needs: i18n, then antd's theme, locale and App. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PublicProviders>
      <AntdProviders>{children}</AntdProviders>
    </PublicProviders>
  );
}
