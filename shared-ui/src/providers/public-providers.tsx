import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { addPublicStyles } from '../primitives/public-styles';
import { ToastHost } from '../primitives/toast';

addPublicStyles();

/**
 * What every page needs, antd or not: the one i18n instance, and the primitives' stylesheet (a
 * public page puts `pp-root` on its frame for the text, link and focus styles; antd screens keep
 * antd's). The first paint waits for the current language's strings only.
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        {children}
        <ToastHost />
      </Suspense>
    </I18nextProvider>
  );
}
