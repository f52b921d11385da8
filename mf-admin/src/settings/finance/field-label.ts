import { useAdminT, type AdminKeysUnder } from '../../i18n';

/** `financeSettings.fields.<name>`: the label of a settings field. */
export function useFieldLabel() {
  const { t } = useAdminT();
  return (name: AdminKeysUnder<'financeSettings.fields'>) => t(`financeSettings.fields.${name}`);
}
