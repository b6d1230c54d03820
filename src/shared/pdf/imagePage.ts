/**
 * The diagram's export (issue 12 point 7): one A3 landscape page with one JPEG image (embedded as
 * is, /DCTDecode) and lines of text in a standard font (Helvetica, no embedding). Pure: bytes in,
 * bytes out, so the structure (xref offsets, lengths) is unit-tested.
 * Why not a library: one page with one picture is a few dozen lines, and the bundle stays as it is.
 */
import { pdfString } from './winAnsi';
import { num, PdfWriter, writeStandardFonts } from './writer';

export { winAnsi } from './winAnsi';

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

/** The image's placement: as large as fits the box, centred, aspect ratio kept. */
export function fitImage(image: { width: number; height: number }, box: PdfPage['box']) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: box.x + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height };
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

  const w = new PdfWriter();
  const [catalog, pages, pageId, contentId, imageId] = [w.reserve(), w.reserve(), w.reserve(), w.reserve(), w.reserve()];
  const fonts = writeStandardFonts(w);
  const info = w.reserve();
  w.object(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
  w.object(pages, `<< /Type /Pages /Kids [${pageId} 0 R] /Count 1 >>`);
  w.object(
    pageId,
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /XObject << /Im1 ${imageId} 0 R >> ` +
      `/Font << /F1 ${fonts.regular} 0 R /F2 ${fonts.bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
  );
  w.stream(contentId, '', content);
  w.stream(
    imageId,
    `/Type /XObject /Subtype /Image /Width ${page.image.width} /Height ${page.image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
    page.image.bytes,
  );
  w.object(info, `<< /Title ${pdfString(page.title ?? '')} /Producer (Leitstelle) >>`);
  return w.finish(catalog, info);
}
