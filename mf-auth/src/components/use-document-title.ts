import { useEffect } from 'react';
import { useT } from 'shared-ui/public';

/** Sets the browser tab title to "<page> · <app name>" while the page is shown. */
export function useDocumentTitle(title: string) {
  const { t } = useT();
  const app = t('app.name');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${app}`;
    return () => {
      document.title = previous;
    };
  }, [title, app]);
}
