/**
 * Checks of a situation's input (issue 13 item 1): the pure rules here (title, enums, instants,
 * ends not before start, sizes), the ones that need the database in `checkReferences` (category
 * exists, subcategory belongs to it, selection-list entries valid on the start day).
 */
import type { Queryable } from '../../db/types';
import type { SituationInput } from '../../../src/shared/situations/api';
import { PRIORITIES, SELECTION_LISTS, SEVERITIES, type Priority, type SelectionList, type Severity } from '../../../src/shared/situations/model';
import type { FieldError } from './messages';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const REASON_MAX = 500;
export const DELAY_MAX_MINUTES = 24 * 60;
export const LIST_MAX = 500;

/** The input as stored: instants in ms, empty strings as null. */
export interface SituationValues {
  title: string;
  categoryId: string;
  subcategoryId: string | null;
  causeId: string | null;
  effectId: string | null;
  sourceId: string | null;
  locationId: string | null;
  severity: Severity;
  priority: Priority;
  planned: boolean;
  startAt: number;
  expectedEndAt: number | null;
  endAt: number | null;
  lineIds: string[];
  stationIds: string[];
  sectionIds: string[];
  runIds: string[];
  description: string;
  delayMinutes: number | null;
  reasonDe: string | null;
  reasonIt: string | null;
}

export type FieldErrors = Record<string, FieldError>;

const blank = (v: string | null | undefined): string | null => (v == null || v.trim() === '' ? null : v.trim());

function instant(v: string | null | undefined): number | null | 'bad' {
  if (v == null || v === '') return null;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : 'bad';
}

const uniq = (xs: readonly string[] | null | undefined): string[] => [...new Set((xs ?? []).map((x) => x.trim()).filter(Boolean))];

/** The pure checks; `values` is only meaningful when `errors` is empty. */
export function checkInput(input: SituationInput): { values: SituationValues; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const title = (input.title ?? '').trim();
  if (!title) errors.title = { key: 'sit.title.required' };
  else if (title.length > TITLE_MAX) errors.title = { key: 'sit.title.tooLong', args: { max: TITLE_MAX } };
  if (!blank(input.categoryId)) errors.categoryId = { key: 'sit.category.unknown' };
  if (!(SEVERITIES as readonly string[]).includes(input.severity)) errors.severity = { key: 'sit.severity.unknown', args: { value: String(input.severity) } };
  if (!(PRIORITIES as readonly string[]).includes(input.priority)) errors.priority = { key: 'sit.priority.unknown', args: { value: String(input.priority) } };
  const startAt = instant(input.startAt);
  const expectedEndAt = instant(input.expectedEndAt);
  const endAt = instant(input.endAt);
  if (startAt === null || startAt === 'bad') errors.startAt = { key: 'sit.instant.bad' };
  if (expectedEndAt === 'bad') errors.expectedEndAt = { key: 'sit.instant.bad' };
  else if (typeof startAt === 'number' && expectedEndAt !== null && expectedEndAt < startAt) errors.expectedEndAt = { key: 'sit.expectedEnd.beforeStart' };
  if (endAt === 'bad') errors.endAt = { key: 'sit.instant.bad' };
  else if (typeof startAt === 'number' && endAt !== null && endAt < startAt) errors.endAt = { key: 'sit.end.beforeStart' };
  const description = input.description ?? '';
  if (description.length > DESCRIPTION_MAX) errors.description = { key: 'sit.description.tooLong', args: { max: DESCRIPTION_MAX } };
  const dm = input.delayMinutes ?? null;
  if (dm !== null && (!Number.isInteger(dm) || dm < 0 || dm > DELAY_MAX_MINUTES)) errors.delayMinutes = { key: 'sit.delayMinutes.range', args: { max: DELAY_MAX_MINUTES } };
  for (const f of ['reasonDe', 'reasonIt'] as const) {
    if ((input[f] ?? '').length > REASON_MAX) errors[f] = { key: 'sit.reason.tooLong', args: { max: REASON_MAX } };
  }
  const lists = { lineIds: uniq(input.lineIds), stationIds: uniq(input.stationIds), sectionIds: uniq(input.sectionIds), runIds: uniq(input.runIds) };
  for (const [f, xs] of Object.entries(lists)) if (xs.length > LIST_MAX) errors[f] = { key: 'sit.tooMany', args: { max: LIST_MAX } };
  return {
    errors,
    values: {
      title,
      categoryId: blank(input.categoryId) ?? '',
      subcategoryId: blank(input.subcategoryId),
      causeId: blank(input.causeId),
      effectId: blank(input.effectId),
      sourceId: blank(input.sourceId),
      locationId: blank(input.locationId),
      severity: input.severity,
      priority: input.priority,
      planned: !!input.planned,
      startAt: typeof startAt === 'number' ? startAt : 0,
      expectedEndAt: typeof expectedEndAt === 'number' ? expectedEndAt : null,
      endAt: typeof endAt === 'number' ? endAt : null,
      ...lists,
      description,
      delayMinutes: dm,
      reasonDe: blank(input.reasonDe),
      reasonIt: blank(input.reasonIt),
    },
  };
}

/** The calendar day of an instant in the operator's zone (YYYY-MM-DD). */
export function localDay(ms: number, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

const SELECTION_FIELDS: Record<SelectionList, 'causeId' | 'effectId' | 'locationId' | 'sourceId'> = {
  cause: 'causeId', effect: 'effectId', location: 'locationId', source: 'sourceId',
};

const isId = (v: string): boolean => /^\d{1,18}$/.test(v);

/** The checks that read the database; run after `checkInput` passed. */
export async function checkReferences(db: Queryable, v: SituationValues, tz: string): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const cat = isId(v.categoryId) ? (await db.query('SELECT 1 FROM categories WHERE id = $1', [v.categoryId])).rowCount : 0;
  if (!cat) errors.categoryId = { key: 'sit.category.unknown' };
  else if (v.subcategoryId) {
    const ok = isId(v.subcategoryId) && (await db.query('SELECT 1 FROM subcategories WHERE id = $1 AND category_id = $2', [v.subcategoryId, v.categoryId])).rowCount;
    if (!ok) errors.subcategoryId = { key: 'sit.subcategory.mismatch' };
  }
  const day = localDay(v.startAt, tz);
  const wanted = SELECTION_LISTS.map((list) => ({ list, field: SELECTION_FIELDS[list], id: v[SELECTION_FIELDS[list]] })).filter((w) => w.id !== null);
  if (wanted.length) {
    const ids = wanted.map((w) => w.id!).filter(isId);
    const { rows } = ids.length
      ? await db.query<{ id: string; list: string }>(
          `SELECT id::text AS id, list FROM selection_list_entries
            WHERE id = ANY($1::bigint[]) AND active IS NOT FALSE
              AND (valid_from IS NULL OR valid_from <= $2::date) AND (valid_to IS NULL OR valid_to >= $2::date)`,
          [ids, day],
        )
      : { rows: [] };
    for (const w of wanted) {
      if (!rows.some((r) => r.id === w.id && r.list === w.list)) errors[w.field] = { key: 'sit.selection.invalid', args: { list: w.list, day } };
    }
  }
  return errors;
}
