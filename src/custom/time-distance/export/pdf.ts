/**
 * A tiny PDF writer for the diagram's export (issue 12 point 7): one A3 landscape page with one
 * JPEG image (embedded as is, /DCTDecode) and lines of text in a standard font (Helvetica, no
 * embedding). Pure: bytes in, bytes out, so the structure (xref offsets, lengths) is unit-tested.
 * Why not a library: one page with one picture is 100 lines, and the bundle stays as it is.
 */

/** A3 landscape in PostScript points (420 × 297 mm). */
export const A3_LANDSCAPE = { width: 1190.55, height: 841.89 } as const;

export interface PdfJpeg {
  /** The JPEG file's bytes (e.g. from canvas.toDataURL('image/jpeg')). */
  bytes: Uint8Array;
  /** Its size in pixels. */
  width: number;
  height: number;
}

export interface PdfTextLine {
  text: string;
  /** From the page's left and top edge, in points (PDF's y axis runs up; this module turns it). */
  x: number;
  top: number;
  size: number;
  bold?: boolean;
}

export interface PdfPage {
  image: PdfJpeg;
  /** Where the image goes (points from left/top); it keeps its aspect ratio inside this box. */
  box: { x: number; top: number; width: number; height: number };
  texts: readonly PdfTextLine[];
  /** Document title (Info dictionary). */
  title?: string;
}

// WinAnsiEncoding differs from Latin-1 in 0x80–0x9F: the typographic characters our texts use.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
};

/** A text as WinAnsi bytes; characters outside it become "?". */
export function winAnsi(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (WIN_ANSI_EXTRA[ch] !== undefined) out.push(WIN_ANSI_EXTRA[ch]);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else out.push(63);
  }
  return out;
}

/** A PDF literal string "(…)" with ( ) \ escaped and non-ASCII bytes as octal escapes. */
function pdfString(text: string): string {
  let s = '(';
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return `${s})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** The image's placement: as large as fits the box, centred, aspect ratio kept. */
export function fitImage(image: { width: number; height: number }, box: PdfPage['box']) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: box.x + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
}

function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

/** The whole PDF file. */
export function writePdf(page: PdfPage): Uint8Array<ArrayBuffer> {
  const { width: W, height: H } = A3_LANDSCAPE;
  const place = fitImage(page.image, page.box);
  const content = [
    'q',
    `${num(place.width)} 0 0 ${num(place.height)} ${num(place.x)} ${num(H - place.top - place.height)} cm`,
    '/Im1 Do',
    'Q',
    ...page.texts.map(
      (t) => `BT /${t.bold ? 'F2' : 'F1'} ${num(t.size)} Tf ${num(t.x)} ${num(H - t.top - t.size)} Td ${pdfString(t.text)} Tj ET`,
    ),
  ].join('\n');

  const chunks: Uint8Array[] = [];
  let length = 0;
  const offsets: number[] = [];
  const push = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? ascii(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: string | Uint8Array[]) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    if (typeof body === 'string') push(body);
    else body.forEach(push);
    push('\nendobj\n');
  };

  // The binary comment line tells tools the file holds binary data.
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /XObject << /Im1 5 0 R >> ` +
      '/Font << /F1 6 0 R /F2 7 0 R >> >> /Contents 4 0 R >>',
  );
  object(4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object(5, [
    ascii(
      `<< /Type /XObject /Subtype /Image /Width ${page.image.width} /Height ${page.image.height} ` +
        `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.image.bytes.length} >>\nstream\n`,
    ),
    page.image.bytes,
    ascii('\nendstream'),
  ]);
  object(6, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(7, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  object(8, `<< /Title ${pdfString(page.title ?? '')} /Producer (Leitstelle) >>`);

  const count = offsets.length; // objects 1..8 plus the free entry 0
  const xrefAt = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id += 1) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The bytes of a data URL ("data:image/jpeg;base64,…"). */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
