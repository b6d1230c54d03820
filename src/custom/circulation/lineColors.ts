/** Readable line chips (pure): WCAG contrast of a line's colours, which are data. */
import { contrastRatio } from '../../ui/color/contrast';

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
