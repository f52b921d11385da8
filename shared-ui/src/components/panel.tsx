import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes } from 'react';

interface PanelProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner spacing; antd Card's body padding by default. */
  padding?: CSSProperties['padding'];
}

/**
 * A bordered surface drawn like antd's Card, for the pages every visitor loads. antd's Card
 * imports Tabs for its tab list, ~17 KB that /login would download for a feature it never uses.
 */
export function Panel({ padding, style, children, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: padding ?? token.paddingLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
