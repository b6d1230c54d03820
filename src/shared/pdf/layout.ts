/**
 * Line breaking for the text documents (pure): a text is cut into lines no wider than a width,
 * at spaces, and a word wider than a whole line is cut between characters. Explicit line breaks
 * in the text stay line breaks (a description's paragraphs).
 */
import { textWidth } from './winAnsi';

export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = paragraph.replace(/\t/g, ' ').split(' ').filter((w) => w !== '');
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line: cut it where it stops fitting.
      let rest = word;
      while (textWidth(rest, size, bold) > width) {
        let cut = 1;
        while (cut < rest.length && textWidth(rest.slice(0, cut + 1), size, bold) <= width) cut += 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
