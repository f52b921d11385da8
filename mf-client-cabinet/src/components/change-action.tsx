import { ConfigProvider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from 'shared-api';
import { useMe } from '../features/me';
import { useCabinetT } from '../i18n';

/**
 * True while an administrator looks into this cabinet through login-as: that session is
 * view-only, and the server refuses every change (403 IMPERSONATION_READ_ONLY).
 */
export function useViewOnly(): boolean {
  const fromServer = useMe()?.impersonated ?? false;
  const fromTab = useSession((s) => s.impersonating);
  return fromServer || fromTab;
}

/**
 * Wraps a control that changes something (submit, buy, place, cancel, upload). In a view-only
 * session it is shown disabled with the reason in a tooltip, never as a button that fails.
 */
export function ChangeAction({ children }: { children: ReactNode }) {
  const viewOnly = useViewOnly();
  const { t } = useCabinetT();
  if (!viewOnly) return children;
  return (
    <Tooltip title={t('impersonation.viewOnly')}>
      {/* A disabled button swallows pointer events: the tooltip hangs on this focusable wrapper. */}
      <span
        data-testid="view-only-action"
        aria-label={t('impersonation.viewOnly')}
        tabIndex={0}
        style={{ display: 'inline-block', cursor: 'not-allowed' }}
      >
        <span style={{ display: 'inline-block', pointerEvents: 'none' }}>
          <ConfigProvider componentDisabled>{children}</ConfigProvider>
        </span>
      </span>
    </Tooltip>
  );
}
