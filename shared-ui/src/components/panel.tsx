import type { CSSProperties, HTMLAttributes } from 'react';
import { classNames } from '../primitives/class-names';

interface PanelProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner spacing; antd Card's body padding (24) by default. */
  padding?: CSSProperties['padding'];
}

/**
 * A bordered surface drawn like antd's Card, with the platform's tokens: the public pages render
 * it without antd, and antd's Card would bring Tabs for a tab list it never shows.
 */
export function Panel({ padding, style, className, children, ...rest }: PanelProps) {
  return (
    <div
      {...rest}
      className={classNames('pp-panel', className)}
      style={padding === undefined ? style : { padding, ...style }}
    >
      {children}
    </div>
  );
}
