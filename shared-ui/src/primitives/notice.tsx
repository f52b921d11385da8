import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import { StatusIcon, type Status } from './status-icon';

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: Status;
  title: ReactNode;
  description?: ReactNode;
  /** A control on the right ("Sign in again"). */
  action?: ReactNode;
}

/**
 * antd's Alert for the pages that load no antd: a tinted box with its status icon. The caller
 * gives `role` ("alert" for a refusal, "status" for news) where the notice must be announced.
 */
export function Notice({ type, title, description, action, className, ...rest }: NoticeProps) {
  return (
    <div
      {...rest}
      className={classNames(
        'pp-notice',
        `pp-notice-${type}`,
        description !== undefined && 'pp-notice-described',
        className,
      )}
    >
      <span className="pp-notice-icon">
        <StatusIcon status={type} size={description !== undefined ? 24 : 14} />
      </span>
      <div className="pp-notice-body">
        <div className="pp-notice-title">{title}</div>
        {description !== undefined && <div>{description}</div>}
      </div>
      {action && <div className="pp-notice-action">{action}</div>}
    </div>
  );
}
