import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';

interface Look {
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}

const lookOf = ({ variant = 'default', size = 'middle', block }: Look, className?: string) =>
  classNames(
    'pp-btn',
    variant !== 'default' && `pp-btn-${variant}`,
    size === 'large' && 'pp-btn-lg',
    size === 'small' && 'pp-btn-sm',
    block && 'pp-btn-block',
    className,
  );

type ButtonProps = Look &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Shows a spinner and ignores clicks until the action it started is over. */
    loading?: boolean;
    children: ReactNode;
  };

/** antd's Button for the pages that load no antd: the same variants, sizes and loading state. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // A submit button is never a plain `button` by accident: the form's default is explicit.
      type={type === 'submit' ? 'submit' : type === 'reset' ? 'reset' : 'button'}
      className={lookOf({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="small" />}
      {children}
    </button>
  );
}

type AnchorProps = Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link drawn as a button (a real `<a href>`: open in a new tab works). */
export function ButtonAnchor({ variant, size, block, className, ...rest }: AnchorProps) {
  return <a {...rest} className={lookOf({ variant, size, block }, className)} />;
}
