import { useSession } from 'shared-api/public';
import { Notice } from 'shared-ui/public';
import { useAuthT } from '../i18n';

/**
 * Says why the user is on a sign-in page when the session ended on its own (expired, revoked,
 * or a login-as tab whose admin signed out) rather than by a logout.
 */
export function SessionEndedNotice() {
  const { t } = useAuthT();
  const ended = useSession((s) => s.sessionEnded);
  if (!ended) return null;
  return (
    <Notice
      type="info"
      role="status"
      data-testid="session-ended"
      title={t('errors.UNAUTHENTICATED', { ns: 'common' })}
      style={{ marginBottom: 24 }}
    />
  );
}
