/**
 * The text of a PDF's pages as pdf.js reads it: an independent reader of what our writer
 * produced (unit, API and browser tests of the exports use it).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // verbosity 0: text extraction needs no glyph data, so pdf.js's font-data warning is noise here.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const out: string[] = [];
  try {
    for (let p = 1; p <= pdf.numPages; p += 1) {
      const content = await (await pdf.getPage(p)).getTextContent();
      out.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
    }
  } finally {
    await pdf.destroy();
  }
  return out;
}
