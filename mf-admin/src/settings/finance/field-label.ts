import { useAdminT } from '../../i18n';

/** `financeSettings.fields.<name>`: the label of a settings field. */
export function useFieldLabel() {
  const { t } = useAdminT();
  return (name: string) => t(`financeSettings.fields.${name}`);
}
