/**
 * A row's icon button or icon link, drawn as MUI's `IconButton size="small"` with a small icon
 * but as a plain element with a class (cellParts.css). A list shows two or three of them in every
 * row, and a live update renders the changed rows again: MUI's IconButton (ButtonBase, its ripple,
 * SvgIcon, emotion) per button made most of the circulation list's work per update (issue 15).
 * The icon is a Material icon's path (./rowIcons).
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';
import './cellParts.css';

/** Decorative: the button's aria-label names it. */
function RowIcon({ path }: { path: string }) {
  return (
    <svg className="cp-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export interface RowIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The icon's SVG path (./rowIcons). */
  icon: string;
  /** 'error' draws the icon red, as MUI's color="error" (e.g. an endangered connection). */
  tone?: 'default' | 'error';
  ref?: Ref<HTMLButtonElement>;
}

export function RowIconButton({ icon, tone = 'default', className, ...rest }: RowIconButtonProps) {
  return (
    <button type="button" className={className ? `cp-icon-button ${className}` : 'cp-icon-button'} data-tone={tone} {...rest}>
      <RowIcon path={icon} />
    </button>
  );
}

export interface RowIconLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  icon: string;
  /** An in-app path (react-router). */
  to: string;
}

export function RowIconLink({ icon, to, className, ...rest }: RowIconLinkProps) {
  return (
    <Link to={to} className={className ? `cp-icon-button ${className}` : 'cp-icon-button'} {...rest}>
      <RowIcon path={icon} />
    </Link>
  );
}
