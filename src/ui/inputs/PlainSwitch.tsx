/**
 * A labelled switch (role "switch") and a labelled checkbox, drawn like MUI's small Switch and
 * Checkbox in a FormControlLabel, from a native input (plainControls.css): the same keyboard and
 * screen-reader behaviour, without MUI's switch base and ripple (issue 15).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon } from './CheckMark';
import './plainControls.css';

interface ControlProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The input's title (a hint on hover). */
  title?: string;
  /** The label in body2 (14 px) instead of body1. */
  small?: boolean;
}

export function PlainSwitch({ label, checked, onChange, title, small }: ControlProps) {
  return (
    <label className="pl-control">
      <span className="pl-switch">
        <input type="checkbox" role="switch" className="pl-switch-input" checked={checked} title={title} onChange={(e) => onChange(e.target.checked)} />
        <span className="pl-switch-track" />
        <span className="pl-switch-thumb" />
      </span>
      <span className={`pl-control-label${small ? ' pl-body2' : ''}`}>{label}</span>
    </label>
  );
}

export function PlainCheckbox({ label, checked, indeterminate = false, onChange, title, small }: ControlProps & { indeterminate?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // A DOM property only: no attribute for it.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="pl-control">
      <span className="pl-checkbox" data-checked={checked || indeterminate}>
        <input ref={input} type="checkbox" className="pl-checkbox-input" checked={checked} title={title} onChange={(e) => onChange(e.target.checked)} />
        <CheckIcon checked={checked} indeterminate={indeterminate} />
      </span>
      <span className={`pl-control-label${small ? ' pl-body2' : ''}`}>{label}</span>
    </label>
  );
}
