import { Alert } from 'antd';
import { useT } from '../i18n/i18n';
import { apiErrorText } from './api-error-text';

/** A failed call's translated message, for errors that belong to no single field. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useT();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={apiErrorText(t, error)}
      style={{ marginBottom: 16 }}
    />
  );
}
