import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { recipientQueryOptions, type RecipientPreview as Recipient } from 'shared-api';
import { apiErrorText, fieldErrorText } from 'shared-ui';
import { useCabinetT } from '../../../i18n';

/** Shortest partner ID worth looking up (codes and logins are longer). */
const MIN_ID = 3;
/** Pause after the last keystroke before asking, so typing is not a request per key. */
const TYPING_PAUSE_MS = 400;

/** The text after the user stops typing for a moment. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The partner a partner ID names, looked up as it is typed (the server resolves it as the transfer will). */
export function useRecipient(id: string) {
  const settled = useSettled(id.trim());
  const enabled = settled.length >= MIN_ID;
  const query = useQuery({ ...recipientQueryOptions(settled), enabled });
  return { enabled, query };
}

/** Who the money would reach, or why nobody: under the Partner ID field. */
export function RecipientPreview({ lookup }: { lookup: ReturnType<typeof useRecipient> }) {
  const { t } = useCabinetT();
  const { enabled, query } = lookup;
  if (!enabled) return null;
  if (query.isPending)
    return <Typography.Text type="secondary">{t('transfer.recipientChecking')}</Typography.Text>;
  if (query.isError) {
    // The ID's refusal (nobody, oneself, too long…), else why the lookup failed (offline, 429).
    return (
      <Typography.Text type="danger" data-testid="recipient-refused">
        {fieldErrorText(t, query.error, 'id') ?? apiErrorText(t, query.error)}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="success" data-testid="recipient-preview">
      {recipientText(t, query.data)}
    </Typography.Text>
  );
}

export function recipientText(t: ReturnType<typeof useCabinetT>['t'], r: Recipient): string {
  return t('transfer.recipientFound', {
    name: r.name || r.login,
    login: r.login,
    code: r.partnerCode,
  });
}
