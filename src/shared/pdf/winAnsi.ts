/**
 * Text in the PDF standard fonts Helvetica and Helvetica-Bold with /WinAnsiEncoding (no font
 * embedded): the bytes of a text, a PDF string literal, and the advance width of a text, which
 * the layout needs to wrap lines. The widths are Adobe's metrics of the two fonts (the same
 * numbers every PDF viewer uses for the 14 standard fonts), per WinAnsi code 32–255.
 */

// WinAnsiEncoding differs from Latin-1 in 0x80–0x9F: the typographic characters our texts use.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b,
  'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** One character's WinAnsi code; characters outside the encoding become "?". */
function codeOf(ch: string): number {
  const extra = WIN_ANSI_EXTRA[ch];
  if (extra !== undefined) return extra;
  const code = ch.codePointAt(0) ?? 63;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 63;
}

/** A text as WinAnsi bytes; characters outside it become "?". */
export function winAnsi(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) out.push(codeOf(ch));
  return out;
}

/** A PDF literal string "(…)" with ( ) \ escaped and non-ASCII bytes as octal escapes. */
export function pdfString(text: string): string {
  let s = '(';
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return `${s})`;
}

// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584,350,556,350,222,556,333,1000,556,556,333,1000,667,333,1000,350,611,350,350,222,222,333,333,350,556,1000,333,1000,500,333,944,350,500,667,278,333,556,556,556,556,260,556,333,737,370,556,584,333,737,333,400,584,333,333,333,556,537,278,333,333,365,556,834,834,834,611,667,667,667,667,667,667,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,500,556,556,556,556,278,278,278,278,556,556,556,556,556,556,556,584,611,556,556,556,556,500,556,500];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584,350,556,350,278,556,500,1000,556,556,333,1000,667,333,1000,350,611,350,350,278,278,500,500,350,556,1000,333,1000,556,333,944,350,500,667,278,333,556,556,556,556,280,556,333,737,370,556,584,333,737,333,400,584,333,333,333,611,556,278,333,333,365,556,834,834,834,611,722,722,722,722,722,722,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,556,556,556,556,556,278,278,278,278,611,611,611,611,611,611,611,584,611,611,611,611,611,556,611,556];

/** The advance widths of codes 32–255 (1/1000 em), for the font dictionary's /Widths. */
export function fontWidths(bold: boolean): readonly number[] {
  return bold ? HELVETICA_BOLD : HELVETICA;
}

/** Width in points of `text` set in Helvetica (bold: Helvetica-Bold) at `size` points. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of text) units += widths[codeOf(ch) - 32] ?? 556;
  return (units * size) / 1000;
}
