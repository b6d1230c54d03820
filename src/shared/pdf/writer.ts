/**
 * The file structure of a PDF (pure): numbered objects, the cross-reference table with each
 * object's byte offset, the trailer. Used by the one-page image writer (the diagram's export) and
 * the text document writer (situation reports); they only say what the objects hold.
 */
import { fontWidths } from './winAnsi';

/** A number as PDF writes it: at most two decimals, no exponent. */
export const num = (n: number): string => (Math.round(n * 100) / 100).toString();

/** Bytes of a text whose characters are all below 256 (PDF syntax and escaped strings). */
export function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

export class PdfWriter {
  private readonly chunks: Uint8Array[] = [];
  private length = 0;
  private readonly offsets: number[] = [];
  private nextId = 1;

  constructor() {
    // The binary comment line tells tools the file holds binary data.
    this.push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  }

  private push(part: Uint8Array | string): void {
    const bytes = typeof part === 'string' ? ascii(part) : part;
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  /** Reserves the next object number (to refer to an object written later). */
  reserve(): number {
    return this.nextId++;
  }

  /** Writes object `id` (from reserve()) with a dictionary or raw parts as its body. */
  object(id: number, body: string | readonly (Uint8Array | string)[]): void {
    this.offsets[id] = this.length;
    this.push(`${id} 0 obj\n`);
    if (typeof body === 'string') this.push(body);
    else body.forEach((b) => this.push(b));
    this.push('\nendobj\n');
  }

  /** A stream object: its dictionary entries (without /Length) and its bytes. */
  stream(id: number, dictionary: string, data: Uint8Array | string): void {
    const bytes = typeof data === 'string' ? ascii(data) : data;
    this.object(id, [`<< ${dictionary}${dictionary ? ' ' : ''}/Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream']);
  }

  /** The cross-reference table and trailer; the whole file's bytes. */
  finish(rootId: number, infoId: number): Uint8Array<ArrayBuffer> {
    const count = this.nextId; // objects 1..n plus the free entry 0
    const xrefAt = this.length;
    this.push(`xref\n0 ${count}\n0000000000 65535 f \n`);
    for (let id = 1; id < count; id += 1) this.push(`${String(this.offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`);
    this.push(`trailer\n<< /Size ${count} /Root ${rootId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

/**
 * The two standard fonts every document here uses, as /F1 (regular) and /F2 (bold). Their widths
 * are written out although the standard fonts do not need them: a viewer without Helvetica (e.g.
 * Chromium's on Linux, which substitutes a wider sans) then still advances each glyph by the
 * metrics our layout wrapped with, so no line runs past the margin.
 */
export function writeStandardFonts(w: PdfWriter): { regular: number; bold: number } {
  const regular = w.reserve();
  const bold = w.reserve();
  const widths = (isBold: boolean) => `/FirstChar 32 /LastChar 255 /Widths [${fontWidths(isBold).join(' ')}]`;
  w.object(regular, `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding ${widths(false)} >>`);
  w.object(bold, `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding ${widths(true)} >>`);
  return { regular, bold };
}
