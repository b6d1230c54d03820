/** Readable line chips (pure): WCAG contrast of a line's colours, which are data. */

/** Relative luminance (WCAG 2) of "#RRGGBB" or "#RGB"; null when it is not such a colour. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The line's text colour on its background when it is readable (WCAG AA, 4.5:1); otherwise black
 * or white, whichever reads better (a line's colours are data and not always accessible).
 */
export function readableTextColor(background: string, preferred: string): string {
  const own = contrastRatio(background, preferred);
  if (own === null || own >= 4.5) return preferred;
  const black = contrastRatio(background, '#000000') ?? 0;
  const white = contrastRatio(background, '#FFFFFF') ?? 0;
  return black >= white ? '#000000' : '#FFFFFF';
}
