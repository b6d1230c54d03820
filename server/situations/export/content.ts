/**
 * The export files (pure; runs in the export worker thread): a situation's PDF with every field,
 * measures, public texts, checklist progress and the whole timeline; a period's situations as a
 * PDF summary table, XLSX or CSV with translated headers and formatted values. The CSV and XLSX
 * writers are the browser's (src/shared/export), the PDF writer src/shared/pdf.
 */
import { BRAND_MARKS } from '../../../src/shared/brandMarks';
import { toCsv } from '../../../src/shared/export/csv';
import { MIME_TYPES, type ExportColumn } from '../../../src/shared/export/types';
import { toXlsx } from '../../../src/shared/export/xlsx';
import { writeTextDocument, type PdfBlock } from '../../../src/shared/pdf/textDocument';
import type { Lang } from '../../../src/shared/resource/types';
import { SITUATION_STATES, type SituationState } from '../../../src/shared/situations/model';
import { formatBytes, formatInstant, isoDateIn } from './format';
import { exportLookup, exportText, type ExportMessageKey } from './messages';
import type { RenderCommon, RenderResult, RenderTask, ReportDetail, ReportSituation, ReportTimelineEntry } from './reportData';

export const PDF_MIME = 'application/pdf';

type Progress = (share: number) => void;

/** File names keep letters, digits, dot, dash and underscore (a header-safe ASCII name). */
export function safeFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
}

function labels(lang: Lang) {
  const t = (key: ExportMessageKey, args?: Record<string, unknown>) => exportText(lang, key, args);
  const of = (prefix: string, value: string) => exportLookup(lang, `${prefix}.${value}`);
  return { t, of };
}

function list(values: readonly string[], none: string): string {
  return values.length ? values.join(', ') : none;
}

/** A timeline entry's text: a state change in the file's language, other entries as written. */
function timelineText(entry: ReportTimelineEntry, lang: Lang): string {
  const { t, of } = labels(lang);
  const from = entry.data?.from;
  const to = entry.data?.to;
  const isState = (v: unknown): v is SituationState => typeof v === 'string' && (SITUATION_STATES as readonly string[]).includes(v);
  if (entry.kind === 'state' && isState(from) && isState(to)) {
    const change = t('report.stateChange', { from: of('state', from), to: of('state', to) });
    return entry.text ? `${change}: ${entry.text}` : change;
  }
  return entry.text;
}

function frame(c: RenderCommon, title: string, header: string) {
  const mark = BRAND_MARKS[c.brand];
  const { t } = labels(c.lang);
  return {
    title,
    brand: { name: mark.title[c.lang], color: mark.primary },
    header,
    footer: (page: number, pages: number) => `${t('report.generated', { at: formatInstant(c.at, c.lang, c.tz), by: c.by, zone: c.tz })} · ${t('report.page', { page, pages })}`,
  };
}

function situationFields(s: ReportSituation, c: RenderCommon): { label: string; value: string }[] {
  const { t, of } = labels(c.lang);
  const at = (iso: string | null) => formatInstant(iso, c.lang, c.tz);
  const none = t('report.none');
  const rows: { label: string; value: string }[] = [
    { label: t('field.number'), value: `${s.number} (${t('field.version')} ${s.version})` },
    { label: t('field.state'), value: `${of('state', s.state)} (${s.stateChangedBy}, ${at(s.stateChangedAt)})` },
    { label: t('field.category'), value: s.subcategoryName ? `${s.categoryName} › ${s.subcategoryName}` : s.categoryName },
    { label: t('field.cause'), value: s.causeName ?? none },
    { label: t('field.effect'), value: s.effectName ?? none },
    { label: t('field.severity'), value: of('severity', s.severity) },
    { label: t('field.priority'), value: of('priority', s.priority) },
    { label: t('field.planned'), value: t(s.planned ? 'report.yes' : 'report.no') },
    { label: t('field.startAt'), value: at(s.startAt) },
    { label: t('field.expectedEndAt'), value: at(s.expectedEndAt) || none },
    { label: t('field.endAt'), value: at(s.endAt) || none },
    { label: t('field.lines'), value: list(s.lineNames, none) },
    { label: t('field.stations'), value: list(s.stationNames, none) },
    { label: t('field.sections'), value: list(s.sectionNames, none) },
    { label: t('field.runs'), value: list(s.runIds, none) },
  ];
  if (s.sourceName) rows.push({ label: t('field.source'), value: s.sourceName });
  if (s.locationName) rows.push({ label: t('field.location'), value: s.locationName });
  if (s.delayMinutes !== null) rows.push({ label: t('field.delayMinutes'), value: String(s.delayMinutes) });
  if (s.reason) rows.push({ label: t('field.reason'), value: s.reason });
  if (s.correctionOfNumber) rows.push({ label: t('field.correctionOf'), value: s.correctionOfNumber });
  rows.push(
    { label: t('field.created'), value: `${s.createdBy}, ${at(s.createdAt)}` },
    { label: t('field.updated'), value: `${s.updatedBy}, ${at(s.updatedAt)}` },
  );
  return rows;
}

export function situationBlocks(detail: ReportDetail, c: RenderCommon): PdfBlock[] {
  const { t, of } = labels(c.lang);
  const s = detail.situation;
  const at = (iso: string | null) => formatInstant(iso, c.lang, c.tz);
  const none = t('report.none');
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: `${t('report.situation', { number: s.number })}: ${s.title}` },
    { kind: 'heading', text: t('section.details'), level: 2 },
    { kind: 'fields', rows: situationFields(s, c) },
    { kind: 'heading', text: t('section.description'), level: 2 },
    { kind: 'paragraph', text: s.description || none },
    { kind: 'heading', text: t('section.measures'), level: 2 },
  ];
  if (detail.measures.length === 0) blocks.push({ kind: 'paragraph', text: none });
  else
    blocks.push({
      kind: 'table',
      columns: [{ header: t('col.run'), width: 3 }, { header: t('col.type'), width: 2 }, { header: t('col.by'), width: 2 }, { header: t('col.takenAt'), width: 2 }],
      rows: detail.measures.map((m) => {
        // A measure kind this catalogue does not name yet is written as stored.
        const label = exportLookup(c.lang, `measure.${m.type}`);
        const type = label === `measure.${m.type}` ? m.type : label;
        return [m.runId, m.undone ? `${type} (${t('report.undone')})` : type, m.createdBy, at(m.createdAt)];
      }),
    });
  if (detail.texts) {
    blocks.push({ kind: 'heading', text: t('section.texts'), level: 2 });
    if (detail.texts.length === 0) blocks.push({ kind: 'paragraph', text: none });
    else
      blocks.push({
        kind: 'table',
        columns: [{ header: t('col.channel'), width: 2 }, { header: t('col.textDe'), width: 4 }, { header: t('col.textIt'), width: 4 }],
        rows: detail.texts.map((x) => [
          `${of('channel', x.channel)}\n${x.publishedAt ? t('report.published', { at: at(x.publishedAt) }) : t('report.draftText')}`,
          x.de,
          x.it,
        ]),
      });
  }
  if (detail.checklist) {
    const cl = detail.checklist;
    blocks.push({ kind: 'heading', text: t('section.checklist'), level: 2 }, { kind: 'paragraph', text: t('report.checklistProgress', { done: cl.done, total: cl.total }), bold: true });
    if (cl.items.length > 0)
      blocks.push({
        kind: 'table',
        columns: [{ header: t('col.item'), width: 6 }, { header: t('col.done'), width: 3 }],
        rows: cl.items.map((i) => [i.text, i.done ? `${t('report.yes')}${i.doneBy ? ` (${i.doneBy}, ${at(i.doneAt)})` : ''}` : t('report.no')]),
      });
  }
  if (detail.attachments.length > 0) {
    blocks.push(
      { kind: 'heading', text: t('section.attachments'), level: 2 },
      { kind: 'table', columns: [{ header: t('col.file'), width: 7 }, { header: t('col.size'), width: 2 }], rows: detail.attachments.map((a) => [a.fileName, formatBytes(a.size, c.lang)]) },
    );
  }
  blocks.push({ kind: 'heading', text: `${t('section.timeline')} (${detail.timeline.length})`, level: 2 });
  if (detail.timeline.length === 0) blocks.push({ kind: 'paragraph', text: none });
  else
    blocks.push({
      kind: 'table',
      columns: [{ header: t('col.eventAt'), width: 2.2 }, { header: t('col.kind'), width: 2.2 }, { header: t('col.by'), width: 1.6 }, { header: t('col.text'), width: 6 }],
      // Oldest first: a report reads as the course of events.
      rows: detail.timeline.map((e) => [at(e.eventAt), of('kind', e.kind), e.createdBy, timelineText(e, c.lang)]),
    });
  return blocks;
}

/** The period's columns for XLSX and CSV: translated headers, values formatted in the zone. */
export function periodColumns(c: RenderCommon): ExportColumn<ReportSituation>[] {
  const { t, of } = labels(c.lang);
  const at = (iso: string | null) => formatInstant(iso, c.lang, c.tz) || null;
  return [
    { id: 'number', header: t('field.number'), value: (s) => s.number },
    { id: 'title', header: t('field.title'), value: (s) => s.title },
    { id: 'state', header: t('field.state'), value: (s) => of('state', s.state) },
    { id: 'category', header: t('field.category'), value: (s) => s.categoryName },
    { id: 'subcategory', header: t('field.subcategory'), value: (s) => s.subcategoryName },
    { id: 'severity', header: t('field.severity'), value: (s) => of('severity', s.severity) },
    { id: 'priority', header: t('field.priority'), value: (s) => of('priority', s.priority) },
    { id: 'planned', header: t('field.planned'), value: (s) => t(s.planned ? 'report.yes' : 'report.no') },
    { id: 'startAt', header: t('field.startAt'), value: (s) => at(s.startAt) },
    { id: 'expectedEndAt', header: t('field.expectedEndAt'), value: (s) => at(s.expectedEndAt) },
    { id: 'endAt', header: t('field.endAt'), value: (s) => at(s.endAt) },
    { id: 'cause', header: t('field.cause'), value: (s) => s.causeName },
    { id: 'effect', header: t('field.effect'), value: (s) => s.effectName },
    { id: 'lines', header: t('field.lines'), value: (s) => s.lineNames.join(', ') || null },
    { id: 'stations', header: t('field.stations'), value: (s) => s.stationNames.join(', ') || null },
    { id: 'delayMinutes', header: t('field.delayMinutes'), value: (s) => s.delayMinutes },
    { id: 'measures', header: t('field.measures'), value: (s) => s.measureCount },
    { id: 'timeline', header: t('field.timelineEntries'), value: (s) => s.timelineCount },
    { id: 'description', header: t('field.description'), value: (s) => s.description || null },
  ];
}

function periodBlocks(task: Extract<RenderTask, { kind: 'period' }>): PdfBlock[] {
  const { t, of } = labels(task.lang);
  const at = (iso: string | null) => formatInstant(iso, task.lang, task.tz);
  return [
    { kind: 'heading', text: t('report.period', { from: at(task.from), to: at(task.to) }) },
    { kind: 'paragraph', text: t('report.count', { count: task.situations.length }) },
    {
      kind: 'table',
      columns: [
        { header: t('field.number'), width: 1.6 },
        { header: t('field.title'), width: 4 },
        { header: t('field.state'), width: 1.5 },
        { header: t('field.category'), width: 2.2 },
        { header: t('field.severity'), width: 1.5 },
        { header: t('field.startAt'), width: 2.1 },
        { header: t('field.endAt'), width: 2.1 },
      ],
      rows: task.situations.map((s) => [s.number, s.title, of('state', s.state), s.categoryName, of('severity', s.severity), at(s.startAt), at(s.endAt)]),
    },
  ];
}

/** Writes the file of a task; `progress` gets shares 0..1 as the work advances. */
export function renderExport(task: RenderTask, progress: Progress = () => {}): RenderResult {
  const { t } = labels(task.lang);
  if (task.kind === 'situation') {
    const s = task.detail.situation;
    const blocks = situationBlocks(task.detail, task);
    progress(0.5);
    const bytes = writeTextDocument({ ...frame(task, t('report.situation', { number: s.number }), s.number), blocks });
    progress(1);
    return { bytes, fileName: `${safeFileName(t('report.fileSituation', { number: s.number }))}.pdf`, contentType: PDF_MIME, rows: 1 };
  }
  const base = safeFileName(t('report.filePeriod', { from: isoDateIn(task.from, task.tz), to: isoDateIn(new Date(Date.parse(task.to) - 1).toISOString(), task.tz) }));
  const rows = task.situations.length;
  if (task.format === 'pdf') {
    const blocks = periodBlocks(task);
    progress(0.5);
    const title = t('report.period', { from: formatInstant(task.from, task.lang, task.tz), to: formatInstant(task.to, task.lang, task.tz) });
    const bytes = writeTextDocument({ ...frame(task, title, ''), blocks });
    progress(1);
    return { bytes, fileName: `${base}.pdf`, contentType: PDF_MIME, rows };
  }
  const columns = periodColumns(task);
  progress(0.3);
  if (task.format === 'csv') {
    const bytes = new TextEncoder().encode(toCsv(columns, task.situations));
    progress(1);
    return { bytes, fileName: `${base}.csv`, contentType: MIME_TYPES.csv, rows };
  }
  const bytes = toXlsx(columns, task.situations, base);
  progress(1);
  return { bytes, fileName: `${base}.xlsx`, contentType: MIME_TYPES.xlsx, rows };
}
