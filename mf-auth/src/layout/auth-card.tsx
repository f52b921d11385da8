import type { ReactNode } from 'react';
import { Panel } from 'shared-ui/public';
import { SessionEndedNotice } from '../components/session-ended-notice';
import { useDocumentTitle } from '../components/use-document-title';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Links under the form ("No account yet? Register"). */
  footer?: ReactNode;
  width?: number;
  /** Centre the heading, for result screens whose content is centred too. */
  centered?: boolean;
  children: ReactNode;
}

/**
 * The centred card every public form sits in; its title is also the page title. Above the form,
 * the notice of a session that just ended on its own.
 */
export function AuthCard({ title, subtitle, footer, width = 440, centered, children }: Props) {
  useDocumentTitle(title);
  return (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <Panel style={{ width: '100%', maxWidth: width }} padding="32px clamp(20px, 6vw, 32px)">
        <h1
          className="pp-title"
          style={{ fontSize: 26, textAlign: centered ? 'center' : undefined }}
        >
          {title}
        </h1>
        {subtitle && (
          <p className="pp-p pp-secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </p>
        )}
        <SessionEndedNotice />
        {children}
        {footer && (
          <p className="pp-p" style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
            {footer}
          </p>
        )}
      </Panel>
    </div>
  );
}
