/**
 * Plain parts for table cells and other long lists (issue 15): a pill drawn like MUI's small Chip,
 * a meter drawn like MUI's determinate LinearProgress, and the class names of cellParts.css
 * (`CELL.row`: a line of parts, `CELL.strong`, `CELL.nowrap`, `CELL.muted`, `CELL.italic`). A MUI
 * Chip, Box or Typography per cell is a styled component that React renders and emotion
 * serializes for every row; these are a span with a class.
 */
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './cellParts.css';

export const CELL = { row: 'cp-row', strong: 'cp-strong', nowrap: 'cp-nowrap', muted: 'cp-muted', italic: 'cp-italic' } as const;

export interface PillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  label: ReactNode;
  /** Outlined (a border, no fill), as MUI's Chip variant="outlined". */
  outlined?: boolean;
  /** Text, fill and border colours; the default is MUI's grey chip. */
  color?: string;
  background?: string;
  borderColor?: string;
  fontWeight?: CSSProperties['fontWeight'];
  minWidth?: number;
}

export function Pill({ label, outlined, color, background, borderColor, fontWeight, minWidth, className, style, ...rest }: PillProps) {
  return (
    <span
      className={`cp-pill${outlined ? ' cp-outlined' : ''}${className ? ` ${className}` : ''}`}
      style={{ color, backgroundColor: background, borderColor, fontWeight, minWidth, ...style }}
      {...rest}
    >
      {label}
    </span>
  );
}

export interface MeterProps {
  /** 0–100 (clamped). */
  value: number;
  /** The bar's colour; the track is the same colour lightened as MUI's LinearProgress does (62 %). */
  color: string;
}

/** A small horizontal bar (40 × 6 px), hidden from assistive technology: the cell says the value in text. */
export function Meter({ value, color }: MeterProps) {
  const width = `${Math.max(0, Math.min(100, value))}%`;
  return (
    <span aria-hidden className="cp-meter" style={{ backgroundColor: `color-mix(in srgb, ${color} 38%, white)` }}>
      <span style={{ width, backgroundColor: color }} />
    </span>
  );
}
