/**
 * A brand's colours for the parts drawn without MUI (the login page, the shell), derived from
 * the brand's primary colour the way the MUI theme derives them (palette.augmentColor: dark =
 * main darkened by 0.3, contrast text at threshold 4.5), so they look like the app without
 * loading MUI to compute four colours (issue 15).
 */
import { contrastRatio as ratio, rgbOf as parse } from '../ui/color/contrast';

/** "#rgb" or "#rrggbb" to channels 0–255 (black for anything else: the brands' colours are constants). */
function rgbOf(hex: string): readonly [number, number, number] {
  return parse(hex) ?? [0, 0, 0];
}

/** WCAG contrast ratio of two opaque colours (1 for anything that is not a colour). */
function contrastRatio(a: string, b: string): number {
  return ratio(a, b) ?? 1;
}

/** MUI's darken(): each channel times (1 − amount), truncated. */
export function darken(hex: string, amount: number): string {
  const hex2 = (c: number) => Math.trunc(c * (1 - amount)).toString(16).padStart(2, '0');
  return `#${rgbOf(hex).map(hex2).join('')}`;
}

export function alpha(hex: string, opacity: number): string {
  return `rgba(${rgbOf(hex).join(', ')}, ${opacity})`;
}

const WHITE = '#ffffff';
/** A filled field's background: 6 % black over white. */
const FIELD = '#f0f0f0';
const AA = 4.5;

export interface BrandColors {
  main: string;
  dark: string;
  /** Text on a `main` background (white or near-black, whichever reaches 4.5:1). */
  onMain: string;
  /** The brand colour as text on white: main where it reaches 4.5:1, else the dark shade. */
  text: string;
  /** The same on a filled field's grey (a focused field's label). */
  onField: string;
}

export function brandColors(primary: string): BrandColors {
  const dark = darken(primary, 0.3);
  return {
    main: primary,
    dark,
    onMain: contrastRatio(primary, WHITE) >= AA ? WHITE : 'rgba(0, 0, 0, 0.87)',
    text: contrastRatio(primary, WHITE) >= AA ? primary : dark,
    onField: contrastRatio(primary, FIELD) >= AA ? primary : dark,
  };
}

/**
 * The colours as custom properties for a stylesheet, named `--<prefix>-main` etc. (login.css
 * reads `--lp-*`, shell.css `--sh-*`).
 */
export function brandColorVars(primary: string, prefix: string): Record<string, string> {
  const c = brandColors(primary);
  return {
    [`--${prefix}-main`]: c.main,
    [`--${prefix}-dark`]: c.dark,
    [`--${prefix}-on-main`]: c.onMain,
    [`--${prefix}-text`]: c.text,
    [`--${prefix}-on-field`]: c.onField,
    [`--${prefix}-main-50`]: alpha(primary, 0.5),
    [`--${prefix}-main-04`]: alpha(primary, 0.04),
    [`--${prefix}-main-08`]: alpha(primary, 0.08),
    [`--${prefix}-main-12`]: alpha(primary, 0.12),
  };
}
