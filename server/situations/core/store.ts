/**
 * Reading and writing situations (tables of migration 0016): one situation with its measures and
 * attachments, the running number per year, insert and update. SQL only; rights and rules are the
 * callers' (mutations.ts, queries.ts).
 */
import type { Queryable } from '../../db/types';
import type { Situation, SituationAttachment, SituationMeasure } from '../../../src/shared/situations/api';
import type { CategoryRights, Priority, Severity, SituationState } from '../../../src/shared/situations/model';
import type { Lang } from '../../../src/shared/resource/types';
import type { SituationValues } from './validate';

export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown): string | null => (v == null ? null : iso(v));

export function formatNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(4, '0')}`;
}

/** The category's name in the reader's language (Italian falls back to German when not given). */
export const categoryNameSql = (alias: string, lang: Lang): string => (lang === 'it' ? `coalesce(${alias}.name_it, ${alias}.name)` : `${alias}.name`);

export interface SituationRecord extends Omit<Situation, 'measures' | 'attachments' | 'rights'> {
  year: number;
  seq: number;
}

const columns = (lang: Lang) => `
  s.id::text AS id, s.year, s.seq, s.version, s.state, s.correction_of::text AS "correctionOf", s.title,
  s.category_id::text AS "categoryId", ${categoryNameSql('c', lang)} AS "categoryName",
  s.subcategory_id::text AS "subcategoryId", ${categoryNameSql('sc', lang)} AS "subcategoryName",
  s.cause_id::text AS "causeId", s.effect_id::text AS "effectId", s.source_id::text AS "sourceId", s.location_id::text AS "locationId",
  s.severity, s.priority, s.planned, s.start_at AS "startAt", s.expected_end_at AS "expectedEndAt", s.end_at AS "endAt",
  s.line_ids AS "lineIds", s.station_ids AS "stationIds", s.section_ids AS "sectionIds", s.run_ids AS "runIds",
  s.description, s.delay_minutes AS "delayMinutes", s.reason_de AS "reasonDe", s.reason_it AS "reasonIt",
  s.created_by AS "createdBy", s.created_at AS "createdAt", s.updated_by AS "updatedBy", s.updated_at AS "updatedAt",
  s.state_changed_by AS "stateChangedBy", s.state_changed_at AS "stateChangedAt"`;

type Raw = Record<string, unknown>;

function toRecord(r: Raw): SituationRecord {
  return {
    id: r.id as string,
    year: Number(r.year),
    seq: Number(r.seq),
    number: formatNumber(Number(r.year), Number(r.seq)),
    version: Number(r.version),
    state: r.state as SituationState,
    correctionOf: (r.correctionOf as string | null) ?? null,
    title: r.title as string,
    categoryId: r.categoryId as string,
    categoryName: r.categoryName as string,
    subcategoryId: (r.subcategoryId as string | null) ?? null,
    subcategoryName: (r.subcategoryName as string | null) ?? null,
    causeId: (r.causeId as string | null) ?? null,
    effectId: (r.effectId as string | null) ?? null,
    sourceId: (r.sourceId as string | null) ?? null,
    locationId: (r.locationId as string | null) ?? null,
    severity: r.severity as Severity,
    priority: r.priority as Priority,
    planned: !!r.planned,
    startAt: iso(r.startAt),
    expectedEndAt: isoOrNull(r.expectedEndAt),
    endAt: isoOrNull(r.endAt),
    lineIds: (r.lineIds as string[]) ?? [],
    stationIds: (r.stationIds as string[]) ?? [],
    sectionIds: (r.sectionIds as string[]) ?? [],
    runIds: (r.runIds as string[]) ?? [],
    description: (r.description as string) ?? '',
    delayMinutes: r.delayMinutes == null ? null : Number(r.delayMinutes),
    reasonDe: (r.reasonDe as string | null) ?? null,
    reasonIt: (r.reasonIt as string | null) ?? null,
    createdBy: r.createdBy as string,
    createdAt: iso(r.createdAt),
    updatedBy: r.updatedBy as string,
    updatedAt: iso(r.updatedAt),
    stateChangedBy: r.stateChangedBy as string,
    stateChangedAt: iso(r.stateChangedAt),
  };
}

/** One situation's row (no rights check); `forUpdate` locks it inside the caller's transaction. */
export async function loadRecord(db: Queryable, id: string, lang: Lang, forUpdate = false): Promise<SituationRecord | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<Raw>(
    `SELECT ${columns(lang)} FROM situations s
       JOIN categories c ON c.id = s.category_id
       LEFT JOIN subcategories sc ON sc.id = s.subcategory_id
      WHERE s.id = $1${forUpdate ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function loadMeasures(db: Queryable, id: string): Promise<SituationMeasure[]> {
  const { rows } = await db.query<Raw>(
    `SELECT measure_id AS "measureId", run_id AS "runId", type, created_by AS "createdBy", created_at AS "createdAt", undone_at AS "undoneAt"
       FROM situation_measures WHERE situation_id = $1 ORDER BY created_at, measure_id`,
    [id],
  );
  return rows.map((r) => ({
    measureId: r.measureId as string, runId: r.runId as string, type: r.type as string,
    createdBy: r.createdBy as string, createdAt: iso(r.createdAt), undone: r.undoneAt != null,
  }));
}

export async function loadAttachments(db: Queryable, id: string): Promise<SituationAttachment[]> {
  const { rows } = await db.query<Raw>(
    `SELECT id::text AS id, file_name AS "fileName", content_type AS "contentType", size, created_by AS "createdBy", created_at AS "createdAt"
       FROM situation_attachments WHERE situation_id = $1 ORDER BY id`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id as string, fileName: r.fileName as string, contentType: r.contentType as string, size: Number(r.size),
    createdBy: r.createdBy as string, createdAt: iso(r.createdAt),
  }));
}

/** The whole situation as the API answers it. */
export async function loadSituation(db: Queryable, rec: SituationRecord, rights: CategoryRights): Promise<Situation> {
  const [measures, attachments] = await Promise.all([loadMeasures(db, rec.id), loadAttachments(db, rec.id)]);
  const { year: _y, seq: _s, ...rest } = rec;
  return { ...rest, measures, attachments, rights: { ...rights } };
}

/**
 * The next number of a year. One row per year raised with INSERT … ON CONFLICT DO UPDATE: the
 * row lock orders concurrent writers (also on other instances), so no two situations share a number.
 */
export async function nextSeq(db: Queryable, year: number): Promise<number> {
  const { rows } = await db.query<{ last: number }>(
    `INSERT INTO situation_numbers (year, last) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last = situation_numbers.last + 1 RETURNING last`,
    [year],
  );
  return Number(rows[0].last);
}

const ts = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Parameters $1.. of the value columns, in VALUE_COLUMNS order. */
function valueParams(v: SituationValues): unknown[] {
  return [
    v.title, v.categoryId, v.subcategoryId, v.causeId, v.effectId, v.sourceId, v.locationId, v.severity, v.priority, v.planned,
    ts(v.startAt), ts(v.expectedEndAt), ts(v.endAt), v.lineIds, v.stationIds, v.sectionIds, v.runIds, v.description,
    v.delayMinutes, v.reasonDe, v.reasonIt,
  ];
}

const VALUE_COLUMNS = [
  'title', 'category_id', 'subcategory_id', 'cause_id', 'effect_id', 'source_id', 'location_id', 'severity', 'priority', 'planned',
  'start_at', 'expected_end_at', 'end_at', 'line_ids', 'station_ids', 'section_ids', 'run_ids', 'description',
  'delay_minutes', 'reason_de', 'reason_it',
];
const VALUE_CASTS = ['', '::bigint', '::bigint', '::bigint', '::bigint', '::bigint', '::bigint', '', '', '', '::timestamptz', '::timestamptz', '::timestamptz',
  '::text[]', '::text[]', '::text[]', '::text[]', '', '::integer', '', ''];

export interface InsertOptions {
  year: number;
  seq: number;
  state: SituationState;
  correctionOf: string | null;
  actor: string;
  now: number;
}

export async function insertSituation(db: Queryable, v: SituationValues, o: InsertOptions): Promise<string> {
  const params = valueParams(v);
  const n = params.length;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO situations (${VALUE_COLUMNS.join(', ')}, year, seq, state, correction_of, created_by, updated_by, state_changed_by, created_at, updated_at, state_changed_at)
     VALUES (${VALUE_COLUMNS.map((_, i) => `$${i + 1}${VALUE_CASTS[i]}`).join(', ')}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}::bigint, $${n + 5}, $${n + 5}, $${n + 5}, $${n + 6}::timestamptz, $${n + 6}::timestamptz, $${n + 6}::timestamptz)
     RETURNING id::text AS id`,
    [...params, o.year, o.seq, o.state, o.correctionOf, o.actor, new Date(o.now).toISOString()],
  );
  return rows[0].id;
}

/** Writes the values and raises the version (the caller checked the version it read under lock). */
export async function updateSituationRow(db: Queryable, id: string, v: SituationValues, actor: string, now: number): Promise<void> {
  const params = valueParams(v);
  const n = params.length;
  await db.query(
    `UPDATE situations SET ${VALUE_COLUMNS.map((c, i) => `${c} = $${i + 1}${VALUE_CASTS[i]}`).join(', ')},
            version = version + 1, updated_by = $${n + 1}, updated_at = $${n + 2}::timestamptz
      WHERE id = $${n + 3}`,
    [...params, actor, new Date(now).toISOString(), id],
  );
}

/** The stored values of a record, in the form `checkInput` produces (for diffs and copies). */
export function valuesOf(r: SituationRecord): SituationValues {
  const ms = (s: string | null) => (s === null ? null : Date.parse(s));
  return {
    title: r.title, categoryId: r.categoryId, subcategoryId: r.subcategoryId ?? null, causeId: r.causeId ?? null, effectId: r.effectId ?? null,
    sourceId: r.sourceId ?? null, locationId: r.locationId ?? null, severity: r.severity, priority: r.priority, planned: r.planned,
    startAt: Date.parse(r.startAt), expectedEndAt: ms(r.expectedEndAt ?? null), endAt: ms(r.endAt ?? null),
    lineIds: r.lineIds, stationIds: r.stationIds, sectionIds: r.sectionIds, runIds: r.runIds, description: r.description,
    delayMinutes: r.delayMinutes ?? null, reasonDe: r.reasonDe ?? null, reasonIt: r.reasonIt ?? null,
  };
}
