/**
 * The situation report's GraphQL contract (issue 13): the shapes the server answers and the browser
 * reads. Field names here are the GraphQL field names. Server: server/situations/core/schema.ts.
 *
 * Query.situations(filter, page, perPage, sortField, sortOrder): SituationPage
 *   - open situations first (draft, open, stable before closed), then by sortField (default startAt DESC)
 *   - only categories the caller may view (rights per category)
 * Query.situation(id): Situation            (null when absent or not viewable)
 * Query.situationTimeline(id, page, perPage): TimelinePage  (newest first by eventAt)
 * Query.situationCounts: SituationCounts     (menu badge: open + stable the caller may view)
 * Query.situationImpact(input: SituationImpactInput): [ImpactRun]  ("check impact" preview)
 * Query.myCategoryRights: [CategoryRightsRow] (what the caller may do per category)
 * Mutation.createSituation(input: SituationInput): Situation        (state draft, or open when open: true)
 * Mutation.updateSituation(id, version, input: SituationInput): Situation  (refused when closed; optimistic version)
 * Mutation.transitionSituation(id, version, to, comment): Situation  (illegal: BAD_USER_INPUT de/it; close needs right 'close')
 * Mutation.correctSituation(id): Situation   (a new draft copying a closed one, correctionOf = id)
 * Mutation.deleteSituation(id): Boolean      (discard a DRAFT, admins; /lageberichtAdmin; refused for other states)
 * Mutation.addTimelineEntry(situationId, text, eventAt): TimelineEntry  (manual note; event time ≠ entry time)
 * Mutation.attachMeasure(situationId, measureId): Situation / detachMeasure(situationId, measureId)
 * Mutation.deleteAttachment(situationId, attachmentId): Boolean
 * Subscription.situationsChanged: SituationChange  (ids of changed situations, for lists and the badge)
 * REST: POST /api/situations/:id/attachments (multipart, one file), GET /api/situations/:id/attachments/:aid
 * Measures: the dispatch mutations (cancelRun, delayRun, …) accept an optional situationId that
 * attaches the measure they take to an open situation.
 */
import type { Priority, Severity, SituationState, TextChannel, TimelineKind } from './model';

export interface SituationFilter {
  states?: SituationState[] | null;
  categoryIds?: string[] | null;
  lineIds?: string[] | null;
  stationIds?: string[] | null;
  severities?: Severity[] | null;
  /** ISO instants: situations active in [from, to). */
  from?: string | null;
  to?: string | null;
  q?: string | null;
}

export interface SituationInput {
  title: string;
  categoryId: string;
  subcategoryId?: string | null;
  causeId?: string | null;
  effectId?: string | null;
  sourceId?: string | null;
  locationId?: string | null;
  severity: Severity;
  priority: Priority;
  planned: boolean;
  /** ISO instants. */
  startAt: string;
  expectedEndAt?: string | null;
  endAt?: string | null;
  lineIds: string[];
  stationIds: string[];
  sectionIds: string[];
  /** `${operatingDay}:${tripId}` as in the circulation list. */
  runIds: string[];
  description: string;
  /** Minutes of delay named in public texts ({minutes}); one source for every channel. */
  delayMinutes?: number | null;
  /** Reason named in public texts ({reason}), de and it. */
  reasonDe?: string | null;
  reasonIt?: string | null;
  /** true: created as open rather than draft. */
  open?: boolean | null;
}

export interface SituationMeasure {
  measureId: string;
  runId: string;
  type: string;
  createdBy: string;
  createdAt: string;
  undone: boolean;
}

export interface SituationAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdBy: string;
  createdAt: string;
}

export interface Situation extends Omit<SituationInput, 'open'> {
  id: string;
  /** Running number per year, shown as "2026-0042". */
  number: string;
  /** Optimistic locking, raised by every change. */
  version: number;
  state: SituationState;
  correctionOf: string | null;
  categoryName: string;
  subcategoryName: string | null;
  measures: SituationMeasure[];
  attachments: SituationAttachment[];
  /** What the caller may do with this situation (from its category). */
  rights: { view: boolean; edit: boolean; publish: boolean; close: boolean };
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  stateChangedBy: string;
  stateChangedAt: string;
}

export interface SituationListItem {
  id: string;
  number: string;
  title: string;
  state: SituationState;
  categoryId: string;
  categoryName: string;
  subcategoryName: string | null;
  severity: Severity;
  priority: Priority;
  startAt: string;
  expectedEndAt: string | null;
  endAt: string | null;
  lineIds: string[];
  stationIds: string[];
  updatedAt: string;
}

export interface SituationPage {
  items: SituationListItem[];
  total: number;
}

export interface TimelineEntry {
  id: string;
  situationId: string;
  kind: TimelineKind;
  /** When it happened (manual entries: as the user says). */
  eventAt: string;
  /** When it was written. */
  createdAt: string;
  createdBy: string;
  /** Manual text, or the server's entry in the writer's words (German; `data` lets the browser translate). */
  text: string;
  /** Kind-specific details (e.g. { from, to } for state, { measureId, type } for measures). */
  data: Record<string, unknown> | null;
}

export interface TimelinePage {
  items: TimelineEntry[];
  total: number;
}

export interface SituationCounts {
  open: number;
  stable: number;
  draft: number;
}

export interface SituationChange {
  ids: string[];
}

export interface SituationImpactInput {
  lineIds: string[];
  stationIds: string[];
  sectionIds: string[];
  startAt: string;
  endAt?: string | null;
}

export interface ImpactRun {
  runId: string;
  trainNumber: string;
  lineId: string;
  departure: string;
  /** Station names of the run inside the affected area. */
  affectedStops: string[];
}

export type PublicTextKey = `${TextChannel}:${'de' | 'it'}`;

/** Query.myCategoryRights: one row per category (also those without any right, all false). */
export interface CategoryRightsRow {
  categoryId: string;
  categoryName: string;
  view: boolean;
  edit: boolean;
  publish: boolean;
  close: boolean;
}
