/**
 * What an export is made of: plain data, already in the export's language (names of categories
 * and lists chosen by the loader), passed to the worker thread that writes the file.
 */
import type { BrandCode } from '../../../src/shared/brandMarks';
import type { Lang } from '../../../src/shared/resource/types';
import type { SituationExportFormat } from '../../../src/shared/situations/exportApi';
import type { Priority, Severity, SituationState, TextChannel, TimelineKind } from '../../../src/shared/situations/model';

export interface ReportSituation {
  id: string;
  number: string;
  version: number;
  state: SituationState;
  title: string;
  categoryName: string;
  subcategoryName: string | null;
  causeName: string | null;
  effectName: string | null;
  sourceName: string | null;
  locationName: string | null;
  severity: Severity;
  priority: Priority;
  planned: boolean;
  /** ISO instants. */
  startAt: string;
  expectedEndAt: string | null;
  endAt: string | null;
  lineNames: string[];
  stationNames: string[];
  sectionNames: string[];
  runIds: string[];
  description: string;
  delayMinutes: number | null;
  reason: string | null;
  correctionOfNumber: string | null;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  stateChangedBy: string;
  stateChangedAt: string;
  measureCount: number;
  timelineCount: number;
}

export interface ReportMeasure {
  runId: string;
  type: string;
  createdBy: string;
  createdAt: string;
  undone: boolean;
}

export interface ReportTimelineEntry {
  eventAt: string;
  createdBy: string;
  kind: TimelineKind;
  text: string;
  data: Record<string, unknown> | null;
}

export interface ReportText {
  channel: TextChannel;
  de: string;
  it: string;
  publishedAt: string | null;
}

export interface ReportChecklist {
  done: number;
  total: number;
  items: { text: string; done: boolean; doneBy: string | null; doneAt: string | null }[];
}

export interface ReportDetail {
  situation: ReportSituation;
  measures: ReportMeasure[];
  timeline: ReportTimelineEntry[];
  /** null: the texts part is not there (no table). */
  texts: ReportText[] | null;
  checklist: ReportChecklist | null;
  attachments: { fileName: string; size: number }[];
}

export interface RenderCommon {
  lang: Lang;
  /** The operator's zone (OPERATOR_TZ): every time in the file is written in it. */
  tz: string;
  brand: BrandCode;
  /** Who asked (user name, or the scheduled export's name). */
  by: string;
  /** ISO instant of the export (the test clock's in tests). */
  at: string;
}

export type RenderTask =
  | (RenderCommon & { kind: 'situation'; detail: ReportDetail })
  | (RenderCommon & { kind: 'period'; format: SituationExportFormat; from: string; to: string; situations: ReportSituation[] });

export interface RenderResult {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  rows: number;
}
