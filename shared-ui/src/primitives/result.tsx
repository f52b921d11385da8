import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import { StatusIcon, type Status } from './status-icon';

interface ResultProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status: Status;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Buttons under the text. */
  extra?: ReactNode;
}

/** antd's Result for the pages that load no antd: a large status icon, a title and what to do. */
export function Result({ status, title, subTitle, extra, className, ...rest }: ResultProps) {
  return (
    <div {...rest} className={classNames('pp-result', `pp-result-${status}`, className)}>
      <div className="pp-result-icon">
        <StatusIcon status={status} size={72} />
      </div>
      <div className="pp-result-title">{title}</div>
      {subTitle && <div className="pp-result-subtitle">{subTitle}</div>}
      {extra && <div className="pp-result-extra">{extra}</div>}
    </div>
  );
}
