import { Alert } from 'antd';
import { toApiError, type ErrorCode } from 'shared-api';
import { ErrorAlert } from 'shared-ui';

interface ActionErrorProps {
  error: unknown;
  /** What a refusal means on this screen, by code (409 INVALID_STATE: "already processed"). */
  texts?: Partial<Record<ErrorCode, string>>;
}

/**
 * A refused action's message, shown beside the action: this screen's own text for the codes it
 * explains, else the common translated text of the code.
 */
export function ActionError({ error, texts = {} }: ActionErrorProps) {
  if (!error) return null;
  const { code } = toApiError(error);
  const text = code === 'NETWORK' ? undefined : texts[code];
  if (!text) return <ErrorAlert error={error} />;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text}
      data-code={code}
      style={{ marginBottom: 16 }}
    />
  );
}
