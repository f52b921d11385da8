import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of every screen: its title (the page's one h1), an optional subtitle and actions. */
export function Page({ title, subtitle, extra, children }: PageProps) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
