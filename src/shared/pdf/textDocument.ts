/**
 * A4 portrait text documents (pure), such as the situation report's exports: headings,
 * paragraphs, label/value lists and tables with wrapped cells, a brand mark drawn as vector
 * shapes at the top of every page, page breaks (a table's header repeats on the next page) and
 * "page n of m" in the footer. Standard Helvetica with WinAnsi encoding: German and Italian
 * letters (ä ö ü ß à è é ì ò ù) need no embedded font.
 */
import { wrapText } from './layout';
import { pdfString, textWidth } from './winAnsi';
import { num, PdfWriter, writeStandardFonts } from './writer';

/** A4 portrait in PostScript points (210 × 297 mm). */
export const A4_PORTRAIT = { width: 595.28, height: 841.89 } as const;

/** A colour as "#rrggbb". */
export type HexColor = string;

export interface PdfTableColumn {
  header: string;
  /** Share of the text width (the shares of a table are scaled to sum to 1). */
  width: number;
}

export type PdfBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2 }
  | { kind: 'paragraph'; text: string; size?: number; bold?: boolean; color?: HexColor }
  | { kind: 'fields'; rows: readonly { label: string; value: string }[] }
  | { kind: 'table'; columns: readonly PdfTableColumn[]; rows: readonly (readonly string[])[] }
  | { kind: 'spacer'; height: number };

export interface PdfTextDocument {
  /** Document title (Info dictionary). */
  title: string;
  /** The brand mark at the top of every page: its name in white on a bar of its colour. */
  brand: { name: string; color: HexColor };
  /** Right of the brand's name on every page (e.g. the report's name and number). */
  header?: string;
  /** Footer text of a page, e.g. "Seite 1 von 3". */
  footer: (page: number, pages: number) => string;
  blocks: readonly PdfBlock[];
}

const M = { left: 48, right: 48, top: 40, bottom: 48 };
const BAR_H = 30;
const CONTENT_TOP = M.top + BAR_H + 18;
const TEXT_W = A4_PORTRAIT.width - M.left - M.right;
const BODY = 10;
const LEADING = 1.3;
const CELL_PAD = 3;
const INK = '#212121';
const MUTED = '#616161';
const RULE = '#bdbdbd';

/** A drawing operation on a page, in points from the page's left and top edge. */
export type Op =
  | { op: 'text'; x: number; top: number; size: number; bold: boolean; color: HexColor; text: string }
  | { op: 'rect'; x: number; top: number; width: number; height: number; color: HexColor }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: HexColor };

function rgb(color: HexColor): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const [r, g, b] = m ? [m[1], m[2], m[3]].map((h) => parseInt(h, 16) / 255) : [0, 0, 0];
  return `${num(r)} ${num(g)} ${num(b)}`;
}

function render(ops: readonly Op[]): string {
  const H = A4_PORTRAIT.height;
  return ops
    .map((o) => {
      if (o.op === 'rect') return `${rgb(o.color)} rg ${num(o.x)} ${num(H - o.top - o.height)} ${num(o.width)} ${num(o.height)} re f`;
      if (o.op === 'line') return `${rgb(o.color)} RG 0.5 w ${num(o.x1)} ${num(H - o.y1)} m ${num(o.x2)} ${num(H - o.y2)} l S`;
      // Baseline at top + size × 0.8 (Helvetica's ascent is about 0.72 of the size).
      return `BT /${o.bold ? 'F2' : 'F1'} ${num(o.size)} Tf ${rgb(o.color)} rg ${num(o.x)} ${num(H - o.top - o.size * 0.8)} Td ${pdfString(o.text)} Tj ET`;
    })
    .join('\n');
}

/** Lays the blocks out on pages: each page a list of drawing operations (without header and footer). */
export function layoutPages(blocks: readonly PdfBlock[]): Op[][] {
  const pages: Op[][] = [[]];
  let y = CONTENT_TOP;
  const limit = A4_PORTRAIT.height - M.bottom - 16;
  const page = () => pages[pages.length - 1];
  const newPage = () => {
    pages.push([]);
    y = CONTENT_TOP;
  };
  /** Room for `height` more points on this page, else a new page (unless the page is still empty). */
  const ensure = (height: number) => {
    if (y + height > limit && page().length > 0) newPage();
  };
  const lines = (text: string, x: number, width: number, size: number, bold: boolean, color: HexColor) => {
    for (const line of wrapText(text, width, size, bold)) {
      ensure(size * LEADING);
      page().push({ op: 'text', x, top: y, size, bold, color, text: line });
      y += size * LEADING;
    }
  };

  for (const block of blocks) {
    if (block.kind === 'spacer') {
      y += block.height;
    } else if (block.kind === 'heading') {
      const size = block.level === 2 ? 12 : 16;
      // A heading never ends a page: keep room for it and two lines after it.
      ensure(size * LEADING + 6 + BODY * LEADING * 2);
      y += page().length > 0 ? 6 : 0;
      lines(block.text, M.left, TEXT_W, size, true, INK);
      y += 2;
    } else if (block.kind === 'paragraph') {
      lines(block.text, M.left, TEXT_W, block.size ?? BODY, block.bold ?? false, block.color ?? INK);
      y += 4;
    } else if (block.kind === 'fields') {
      const labelW = Math.min(170, Math.max(...block.rows.map((r) => textWidth(r.label, BODY, true)), 60) + 10);
      for (const row of block.rows) {
        const valueLines = wrapText(row.value || '–', TEXT_W - labelW, BODY);
        ensure(BODY * LEADING * Math.min(valueLines.length, 3));
        page().push({ op: 'text', x: M.left, top: y, size: BODY, bold: true, color: MUTED, text: row.label });
        for (const line of valueLines) {
          ensure(BODY * LEADING);
          page().push({ op: 'text', x: M.left + labelW, top: y, size: BODY, bold: false, color: INK, text: line });
          y += BODY * LEADING;
        }
      }
      y += 4;
    } else {
      tableBlock(block.columns, block.rows);
    }
  }
  return pages;

  function tableBlock(columns: readonly PdfTableColumn[], rows: readonly (readonly string[])[]) {
    const size = 9;
    const total = columns.reduce((s, c) => s + c.width, 0) || 1;
    const widths = columns.map((c) => (c.width / total) * TEXT_W);
    const xs = widths.map((_, i) => M.left + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const rowOps = (cells: readonly string[], bold: boolean): { height: number; at: (top: number) => Op[] } => {
      const wrapped = columns.map((_, i) => wrapText(cells[i] ?? '', widths[i] - 2 * CELL_PAD, size, bold));
      const height = Math.max(1, ...wrapped.map((l) => l.length)) * size * LEADING + 2 * CELL_PAD;
      return {
        height,
        at: (top) => [
          ...wrapped.flatMap((cellLines, i) =>
            cellLines.map((text, n): Op => ({ op: 'text', x: xs[i] + CELL_PAD, top: top + CELL_PAD + n * size * LEADING, size, bold, color: INK, text })),
          ),
          { op: 'line', x1: M.left, y1: top + height, x2: M.left + TEXT_W, y2: top + height, color: RULE },
        ],
      };
    };
    const header = rowOps(columns.map((c) => c.header), true);
    const putHeader = () => {
      page().push({ op: 'rect', x: M.left, top: y, width: TEXT_W, height: header.height, color: '#eeeeee' }, ...header.at(y));
      y += header.height;
    };
    ensure(header.height * 2);
    putHeader();
    for (const cells of rows) {
      const row = rowOps(cells, false);
      if (y + row.height > limit) {
        newPage();
        putHeader();
      }
      page().push(...row.at(y));
      y += row.height;
    }
    y += 8;
  }
}

function frame(doc: PdfTextDocument, n: number, pages: number): Op[] {
  const { width: W, height: H } = A4_PORTRAIT;
  const ops: Op[] = [
    { op: 'rect', x: M.left, top: M.top, width: W - M.left - M.right, height: BAR_H, color: doc.brand.color },
    { op: 'text', x: M.left + 10, top: M.top + 8, size: 14, bold: true, color: '#ffffff', text: doc.brand.name },
  ];
  if (doc.header) {
    const size = 10;
    ops.push({ op: 'text', x: W - M.right - 10 - textWidth(doc.header, size), top: M.top + 10, size, bold: false, color: '#ffffff', text: doc.header });
  }
  const footer = doc.footer(n, pages);
  ops.push(
    { op: 'line', x1: M.left, y1: H - M.bottom, x2: W - M.right, y2: H - M.bottom, color: RULE },
    { op: 'text', x: W - M.right - textWidth(footer, 8), top: H - M.bottom + 6, size: 8, bold: false, color: MUTED, text: footer },
  );
  return ops;
}

/** The whole PDF file. */
export function writeTextDocument(doc: PdfTextDocument): Uint8Array<ArrayBuffer> {
  const laidOut = layoutPages(doc.blocks);
  const w = new PdfWriter();
  const catalog = w.reserve();
  const pagesId = w.reserve();
  const fonts = writeStandardFonts(w);
  const info = w.reserve();
  const pageIds = laidOut.map(() => {
    const pageId = w.reserve();
    return { pageId, contentId: w.reserve() };
  });
  const { width: W, height: H } = A4_PORTRAIT;
  w.object(catalog, `<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  w.object(pagesId, `<< /Type /Pages /Kids [${pageIds.map((p) => `${p.pageId} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  w.object(info, `<< /Title ${pdfString(doc.title)} /Producer (Leitstelle) >>`);
  laidOut.forEach((ops, i) => {
    const { pageId, contentId } = pageIds[i];
    w.object(
      pageId,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 ${fonts.regular} 0 R /F2 ${fonts.bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    w.stream(contentId, '', render([...frame(doc, i + 1, laidOut.length), ...ops]));
  });
  return w.finish(catalog, info);
}
