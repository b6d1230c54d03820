/**
 * Export of the current view (PNG, and PDF A3 landscape): the chart's layers drawn into one
 * canvas by the chart (renderToCanvas), a legend below it and, for the PNG, the title above (the
 * PDF writes the title as text). Loaded when the user exports, not with the page.
 */
import { downloadFile } from '../../../ui/export/download';
import { LEGEND } from '../chart/renderToCanvas';
import { A3_LANDSCAPE, writePdf } from '../../../shared/pdf/imagePage';
import { dataUrlBytes } from './dataUrl';

export type LegendKind = 'planned' | 'actual' | 'forecast' | 'conflict' | 'ghost';

export interface ExportContent {
  /** The chart, composed (its size is the export's resolution). */
  chart: HTMLCanvasElement;
  title: string;
  legend: readonly { kind: LegendKind; label: string }[];
  /** File name without extension. */
  fileName: string;
}

const LEGEND_H = 36;
const TITLE_H = 44;
const INK = '#212121';

function drawLegend(ctx: CanvasRenderingContext2D, legend: ExportContent['legend'], top: number, width: number): void {
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, top, width, LEGEND_H);
  ctx.font = '14px sans-serif';
  ctx.textBaseline = 'middle';
  let x = 16;
  const y = top + LEGEND_H / 2;
  for (const item of legend) {
    ctx.save();
    ctx.strokeStyle = INK;
    // Line kinds as the chart draws them (its LEGEND); the ghost as a translucent dashed line.
    const line = LEGEND.find((l) => l.kind === item.kind);
    ctx.lineWidth = line?.width ?? 2;
    ctx.setLineDash(line ? [...line.dash] : []);
    if (item.kind === 'ghost') {
      ctx.setLineDash([8, 4]);
      ctx.globalAlpha = 0.6;
    }
    if (item.kind === 'conflict') {
      ctx.fillStyle = 'rgba(211, 47, 47, 0.35)';
      ctx.fillRect(x, y - 8, 32, 16);
      ctx.strokeStyle = '#d32f2f';
      ctx.lineWidth = 1;
      ctx.strokeRect(x, y - 8, 32, 16);
    } else {
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + 32, y);
      ctx.stroke();
    }
    ctx.restore();
    ctx.fillStyle = INK;
    ctx.fillText(item.label, x + 40, y);
    x += 40 + ctx.measureText(item.label).width + 28;
  }
  ctx.restore();
}

/** Chart + legend (+ title above when `withTitle`) in one canvas on white. */
export function composeCanvas(c: ExportContent, withTitle: boolean): HTMLCanvasElement {
  const { chart } = c;
  // Title and legend grow with the chart's resolution (drawn at 1600 px wide, scaled from there).
  const k = Math.max(1, chart.width / 1600);
  const top = withTitle ? Math.round(TITLE_H * k) : 0;
  const out = document.createElement('canvas');
  out.width = chart.width;
  out.height = top + chart.height + Math.round(LEGEND_H * k);
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(chart, 0, top);
  ctx.scale(k, k);
  if (withTitle) {
    ctx.fillStyle = INK;
    ctx.font = 'bold 20px sans-serif';
    ctx.textBaseline = 'middle';
    ctx.fillText(c.title, 16, TITLE_H / 2);
  }
  drawLegend(ctx, c.legend, (top + chart.height) / k, out.width / k);
  return out;
}

function blobOf(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas export failed'))), type));
}

export async function exportPng(c: ExportContent): Promise<void> {
  downloadFile(await blobOf(composeCanvas(c, true), 'image/png'), 'image/png', `${c.fileName}.png`);
}

/** A3 landscape: title as text at the top, the chart with its legend as JPEG below, 10 mm margins. */
export function exportPdf(c: ExportContent): void {
  const canvas = composeCanvas(c, false);
  const margin = 28.35;
  const bytes = writePdf({
    image: { bytes: dataUrlBytes(canvas.toDataURL('image/jpeg', 0.92)), width: canvas.width, height: canvas.height },
    box: { x: margin, top: margin + 30, width: A3_LANDSCAPE.width - 2 * margin, height: A3_LANDSCAPE.height - 2 * margin - 30 },
    texts: [{ text: c.title, x: margin, top: margin, size: 16, bold: true }],
    title: c.title,
  });
  downloadFile(bytes, 'application/pdf', `${c.fileName}.pdf`);
}
