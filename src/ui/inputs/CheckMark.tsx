/**
 * A checkbox's picture without an input, for a choice whose element already says its state (an
 * option of a multiple select: aria-selected): MUI's small Checkbox icons (plainControls.css).
 */
import './plainControls.css';

const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-7 7z';
const INDETERMINATE = 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z';

export function CheckIcon({ checked, indeterminate = false }: { checked: boolean; indeterminate?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={indeterminate ? INDETERMINATE : checked ? CHECKED : BLANK} />
    </svg>
  );
}

export function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span className="pl-checkbox" data-checked={checked} aria-hidden="true">
      <CheckIcon checked={checked} />
    </span>
  );
}
