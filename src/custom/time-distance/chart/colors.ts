/**
 * Colours of the chart (pure). Line colours come from GTFS and may be too light to read on the
 * white chart (S7's yellow #FFF200): such a colour is darkened until it reaches 3:1 contrast
 * against white (WCAG's figure for graphics), keeping its hue.
 */
import { lineFill } from '../../control-center/delayColors';

export const LATE_COLOR = '#d32f2f';
export const GREY = '#9E9E9E';
export const SELECTION = '#0D47A1';
export const NOW_COLOR = '#E53935';
export const GHOST = '#7B1FA2';
export const CONFLICT = '#D32F2F';

function channels(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function lin(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast of a colour against white (1..21). */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

const cache = new Map<string, string>();

/** The colour a path is drawn in: the line colour, darkened when it is too light on white; grey for an unusable value. */
export function strokeColor(color: string | null | undefined): string {
  const base = lineFill(color);
  const hit = cache.get(base);
  if (hit) return hit;
  let [r, g, b] = channels(base);
  let out = base.length === 4 ? `#${hex2(r)}${hex2(g)}${hex2(b)}` : base.toUpperCase();
  for (let k = 0; k < 20 && contrastOnWhite(out) < 3; k++) {
    r *= 0.88;
    g *= 0.88;
    b *= 0.88;
    out = `#${hex2(r)}${hex2(g)}${hex2(b)}`.toUpperCase();
  }
  cache.set(base, out);
  return out;
}
