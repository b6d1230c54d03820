/**
 * The login page's controls in plain React (login.css draws them like the app's MUI fields and
 * buttons): a filled text field with a floating label, a button with a start icon that shows a
 * spinner while it works, an alert.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  autoFocus?: boolean;
  /** Placed at the end inside the field (the password's visibility toggle). */
  end?: ReactNode;
}

export function Field(props: FieldProps) {
  return (
    <div className={`lp-field${props.disabled ? ' lp-field-disabled' : ''}`}>
      {/* The label follows the input so that CSS can float it on focus or content (":placeholder-shown"
          needs a placeholder, hence the blank one); it is bound by id, the order does not matter. */}
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        className="lp-input"
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
        required
        placeholder=" "
        autoFocus={props.autoFocus}
      />
      <label htmlFor={props.id} className="lp-label">
        {props.label}
        <span aria-hidden="true">{'\u2009*'}</span>
      </label>
      <span className="lp-line" aria-hidden="true" />
      {props.end}
    </div>
  );
}

interface ButtonProps {
  type: 'submit' | 'button';
  variant: 'contained' | 'outlined';
  icon: IconName;
  loading: boolean;
  disabled: boolean;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}

/** A full-width button; while loading it is disabled and a spinner takes the icon's place. */
export function Button(props: ButtonProps) {
  return (
    <button
      type={props.type}
      className={`lp-button lp-${props.variant}${props.className ? ` ${props.className}` : ''}`}
      disabled={props.disabled || props.loading}
      onClick={props.onClick}
    >
      <span className="lp-start" aria-hidden="true">
        {props.loading ? <span className="lp-spinner" /> : <Icon name={props.icon} />}
      </span>
      {props.children}
    </button>
  );
}

export function Alert({ severity, children, testId }: { severity: 'error' | 'warning'; children: ReactNode; testId?: string }) {
  return (
    <div className={`lp-alert lp-alert-${severity}`} role="alert" data-testid={testId}>
      <span className="lp-alert-icon">
        <Icon name={severity} />
      </span>
      <div className="lp-alert-text">{children}</div>
    </div>
  );
}
