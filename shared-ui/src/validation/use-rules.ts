import { useMemo } from 'react';
import { useT } from '../i18n/i18n';
import { makeRules } from './rules';

/** Validators bound to the current language (re-made when it changes). */
export function useRules() {
  const { t, i18n } = useT();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => makeRules(t), [t, i18n.language]);
}
