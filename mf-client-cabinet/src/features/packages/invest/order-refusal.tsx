import { Alert } from 'antd';
import { toApiError } from 'shared-api';
import { ErrorAlert, fieldErrorText } from 'shared-ui';
import { InsufficientFunds } from '../../../components/insufficient-funds';
import { useCabinetT } from '../../../i18n';

/**
 * A refusal of a purchase or upgrade, beside its button: "Insufficient funds" with a top-up
 * link, the package's own refusal (unavailable, not more expensive), or the general text.
 */
export function OrderRefusal({ error }: { error: unknown }) {
  const { t } = useCabinetT();
  if (!error) return null;
  if (toApiError(error).code === 'INSUFFICIENT_FUNDS') return <InsufficientFunds />;
  const packageText = fieldErrorText(t, error, 'packageId');
  if (packageText) return <Alert type="error" showIcon role="alert" title={packageText} />;
  return <ErrorAlert error={error} />;
}
