import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { classNames } from './class-names';

interface FieldProps {
  /** The control's id (its label points at it); the hint and error ids are made from it. */
  id: string;
  label?: ReactNode;
  hint?: ReactNode;
  /** The message beside the field; announced when it appears. */
  error?: string | null;
  children: ReactNode;
}

/** The ids a control names in `aria-describedby`: its hint and its error. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/** A label above a control, with its hint and its error below (antd's vertical Form.Item). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="pp-field">
      {label && (
        <label className="pp-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      {error && (
        <div id={`${id}-error`} className="pp-field-error" role="alert">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="pp-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  /** antd's `filled` variant: a value given for the user (from an invitation link). */
  filled?: boolean;
  /** Monospaced and spaced, for codes. */
  mono?: boolean;
}

/** A labelled text input with its hint and error. */
export function TextField({
  label,
  hint,
  error,
  id,
  filled,
  mono,
  className,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={inputId}
        className={classNames(
          'pp-input',
          filled && 'pp-input-filled',
          mono && 'pp-input-mono',
          className,
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
      />
    </Field>
  );
}

/** An eye, open or struck through. Decorative: the button carries the name. */
function EyeIcon({ shut }: { shut: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {shut && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}

/** A password input with a show/hide switch (antd's Input.Password). */
export function PasswordField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const { t } = useT();
  const ownId = useId();
  const inputId = id ?? ownId;
  const [shown, setShown] = useState(false);
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <div className="pp-password">
        <input
          {...input}
          id={inputId}
          type={shown ? 'text' : 'password'}
          className={classNames('pp-input', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
        />
        <button
          type="button"
          className="pp-password-toggle"
          aria-label={t('password.show')}
          aria-pressed={shown}
          disabled={input.disabled}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon shut={shown} />
        </button>
      </div>
    </Field>
  );
}
