import { classNames } from './class-names';

/**
 * A spinning ring. `label` makes it a status announced to screen readers (a page that is
 * loading); without it, it is decorative (inside a button that says what it does).
 */
export function Spinner({ size = 'large', label }: { size?: 'small' | 'large'; label?: string }) {
  return (
    <span
      className={classNames('pp-spinner', size === 'small' && 'pp-spinner-sm')}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

/** Grey lines where text is loading. */
export function Skeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <ul className="pp-skeleton" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} />
      ))}
    </ul>
  );
}
