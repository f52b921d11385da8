import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from 'shared-ui';
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
    <Flex justify="center">
      <Panel style={{ width: '100%', maxWidth: width }} padding={32}>
        <Typography.Title
          level={1}
          style={{
            fontSize: 26,
            marginTop: 0,
            marginBottom: 8,
            textAlign: centered ? 'center' : undefined,
          }}
        >
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        <SessionEndedNotice />
        {children}
        {footer && (
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
            {footer}
          </Typography.Paragraph>
        )}
      </Panel>
    </Flex>
  );
}
