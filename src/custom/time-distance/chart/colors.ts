/**
 * Colours of the chart (pure). Line colours come from GTFS and may be too light to read on the
 * white chart (S7's yellow #FFF200): such a colour is darkened until it reaches 3:1 contrast
 * against white (WCAG's figure for graphics), keeping its hue.
 */
import { lineFill } from '../../control-center/delayColors';
import { contrastRatio, rgbOf } from '../../../ui/color/contrast';

export const LATE_COLOR = '#d32f2f';
export const GREY = '#9E9E9E';
export const SELECTION = '#0D47A1';
export const NOW_COLOR = '#E53935';
export const GHOST = '#7B1FA2';
export const CONFLICT = '#D32F2F';

function channels(hex: string): [number, number, number] {
  return rgbOf(hex) ?? [0, 0, 0];
}

/** Contrast of a colour against white (1..21). */
export function contrastOnWhite(hex: string): number {
  return contrastRatio(hex, '#FFFFFF') ?? 1;
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
