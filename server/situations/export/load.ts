/**
 * Loads what an export shows (main thread; plain SQL, the worker writes the file): one situation
 * with its measures, timeline, texts, checklist and attachments, or the situations of a period.
 * Names come in the export's language (Italian name where one is kept, else the German one).
 * The selection lists' table (core part) is read only when it exists; texts and checklist come
 * from the texts part's tables and rule.
 */
import type { Queryable } from '../../db/types';
import { checklistProgress } from '../../../src/shared/situations/checklist';
import { checklistItems } from '../texts/checklist';
import type { Lang } from '../../../src/shared/resource/types';
import type { Priority, Severity, SituationState, TextChannel, TimelineKind } from '../../../src/shared/situations/model';
import type { ReportChecklist, ReportDetail, ReportSituation, ReportText } from './reportData';

/** Largest period export (rows); beyond it the caller is asked for a shorter period. */
export const PERIOD_ROW_LIMIT = 20_000;

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function existing(db: Queryable, tables: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT t AS name FROM unnest($1::text[]) AS t WHERE to_regclass(t) IS NOT NULL',
    [tables],
  );
  return new Set(rows.map((r) => r.name));
}

interface SituationRow {
  id: string;
  number: string;
  version: number;
  state: SituationState;
  title: string;
  category_name: string | null;
  subcategory_name: string | null;
  cause_name: string | null;
  effect_name: string | null;
  source_name: string | null;
  location_name: string | null;
  severity: Severity;
  priority: Priority;
  planned: boolean;
  start_at: string;
  expected_end_at: string | null;
  end_at: string | null;
  line_names: string[] | null;
  station_names: string[] | null;
  section_names: string[] | null;
  run_ids: string[] | null;
  description: string;
  delay_minutes: number | null;
  reason: string | null;
  correction_of_number: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
  state_changed_by: string;
  state_changed_at: string;
  measure_count: number;
  timeline_count: number;
}

/** The SELECT of situations with every name resolved; `where` filters `s`. */
async function selectSituations(db: Queryable, lang: Lang, where: string, params: unknown[], limit: number): Promise<ReportSituation[]> {
  const tables = await existing(db, ['selection_list_entries']);
  const nameOf = (alias: string, de: string, it: string) => (lang === 'it' ? `coalesce(nullif(${alias}.${it}, ''), ${alias}.${de})` : `${alias}.${de}`);
  const selection = (col: string) =>
    tables.has('selection_list_entries')
      ? `(SELECT ${nameOf('e', 'name_de', 'name_it')} FROM selection_list_entries e WHERE e.id = s.${col})`
      : 'NULL::text';
  const { rows } = await db.query<SituationRow>(
    `SELECT s.id::text AS id, s.year::text || '-' || lpad(s.seq::text, 4, '0') AS number, s.version, s.state, s.title,
            ${nameOf('c', 'name', 'name_it')} AS category_name, ${nameOf('sc', 'name', 'name_it')} AS subcategory_name,
            ${selection('cause_id')} AS cause_name, ${selection('effect_id')} AS effect_name,
            ${selection('source_id')} AS source_name, ${selection('location_id')} AS location_name,
            s.severity, s.priority, s.planned,
            ${iso('s.start_at')} AS start_at, ${iso('s.expected_end_at')} AS expected_end_at, ${iso('s.end_at')} AS end_at,
            (SELECT array_agg(coalesce(nullif(trim(coalesce(l.line_number, '') || ' ' || coalesce(l.name, '')), ''), x.id) ORDER BY x.n)
               FROM unnest(s.line_ids) WITH ORDINALITY AS x(id, n) LEFT JOIN lines l ON l.id::text = x.id) AS line_names,
            (SELECT array_agg(coalesce(st.name, x.id) ORDER BY x.n)
               FROM unnest(s.station_ids) WITH ORDINALITY AS x(id, n) LEFT JOIN stations st ON st.id::text = x.id) AS station_names,
            (SELECT array_agg(coalesce(ts.name, x.id) ORDER BY x.n)
               FROM unnest(s.section_ids) WITH ORDINALITY AS x(id, n) LEFT JOIN track_sections ts ON ts.id::text = x.id) AS section_names,
            s.run_ids, s.description, s.delay_minutes, ${lang === 'it' ? 'coalesce(s.reason_it, s.reason_de)' : 'coalesce(s.reason_de, s.reason_it)'} AS reason,
            (SELECT o.year::text || '-' || lpad(o.seq::text, 4, '0') FROM situations o WHERE o.id = s.correction_of) AS correction_of_number,
            s.created_by, ${iso('s.created_at')} AS created_at, s.updated_by, ${iso('s.updated_at')} AS updated_at,
            s.state_changed_by, ${iso('s.state_changed_at')} AS state_changed_at,
            (SELECT count(*)::int FROM situation_measures m WHERE m.situation_id = s.id) AS measure_count,
            (SELECT count(*)::int FROM situation_timeline t WHERE t.situation_id = s.id) AS timeline_count
       FROM situations s
       LEFT JOIN categories c ON c.id = s.category_id
       LEFT JOIN subcategories sc ON sc.id = s.subcategory_id
      WHERE ${where}
      ORDER BY s.start_at, s.id
      LIMIT ${limit}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    version: r.version,
    state: r.state,
    title: r.title,
    categoryName: r.category_name ?? '',
    subcategoryName: r.subcategory_name,
    causeName: r.cause_name,
    effectName: r.effect_name,
    sourceName: r.source_name,
    locationName: r.location_name,
    severity: r.severity,
    priority: r.priority,
    planned: r.planned,
    startAt: r.start_at,
    expectedEndAt: r.expected_end_at,
    endAt: r.end_at,
    lineNames: r.line_names ?? [],
    stationNames: r.station_names ?? [],
    sectionNames: r.section_names ?? [],
    runIds: r.run_ids ?? [],
    description: r.description,
    delayMinutes: r.delay_minutes,
    reason: r.reason,
    correctionOfNumber: r.correction_of_number,
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedBy: r.updated_by,
    updatedAt: r.updated_at,
    stateChangedBy: r.state_changed_by,
    stateChangedAt: r.state_changed_at,
    measureCount: r.measure_count,
    timelineCount: r.timeline_count,
  }));
}

/**
 * One situation with everything the PDF shows; null when it does not exist or its category is not
 * among `viewable` (the caller's rights per category; null = no restriction, scheduled exports).
 */
export async function loadSituationDetail(db: Queryable, id: string, lang: Lang, viewable: readonly string[] | null): Promise<ReportDetail | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [situation] = await selectSituations(
    db,
    lang,
    viewable ? 's.id = $1::bigint AND s.category_id::text = ANY($2::text[])' : 's.id = $1::bigint',
    viewable ? [id, viewable] : [id],
    1,
  );
  if (!situation) return null;
  const measures = await db.query<{ run_id: string; type: string; created_by: string; created_at: string; undone: boolean }>(
    `SELECT run_id, type, created_by, ${iso('created_at')} AS created_at,
            -- undone_at comes with the core part; read through jsonb so the query works before it too
            (to_jsonb(m)->>'undone_at') IS NOT NULL AS undone
       FROM situation_measures m WHERE situation_id = $1::bigint ORDER BY created_at, measure_id`,
    [id],
  );
  const timeline = await db.query<{ event_at: string; created_by: string; kind: TimelineKind; text: string; data: Record<string, unknown> | null }>(
    `SELECT ${iso('event_at')} AS event_at, created_by, kind, text, data
       FROM situation_timeline WHERE situation_id = $1::bigint ORDER BY event_at, id`,
    [id],
  );
  const attachments = await db.query<{ file_name: string; size: number }>(
    'SELECT file_name, size FROM situation_attachments WHERE situation_id = $1::bigint ORDER BY created_at, id',
    [id],
  );
  const textRows = await db.query<{ channel: TextChannel; de: string; it: string; published_at: string | null }>(
    `SELECT channel, coalesce(published_de, text_de) AS de, coalesce(published_it, text_it) AS it, ${iso('published_at')} AS published_at
       FROM situation_texts WHERE situation_id = $1::bigint
      ORDER BY array_position(ARRAY['display', 'announcement', 'web', 'crew'], channel)`,
    [id],
  );
  const texts: ReportText[] = textRows.rows.map((r) => ({ channel: r.channel, de: r.de, it: r.it, publishedAt: r.published_at }));
  // The checklist as the texts part defines it (its rule: which catalogue entries, which are done).
  const items = (await checklistItems(db, [id])).get(id) ?? [];
  const progress = checklistProgress(items);
  const checklist: ReportChecklist = {
    ...progress,
    items: items.map((i) => ({ text: lang === 'it' ? i.textIt || i.textDe : i.textDe, done: i.done, doneBy: i.done ? i.doneBy : null, doneAt: i.done ? i.doneAt : null })),
  };
  return {
    situation,
    measures: measures.rows.map((m) => ({ runId: m.run_id, type: m.type, createdBy: m.created_by, createdAt: m.created_at, undone: m.undone })),
    timeline: timeline.rows.map((e) => ({ eventAt: e.event_at, createdBy: e.created_by, kind: e.kind, text: e.text, data: e.data })),
    texts,
    checklist,
    attachments: attachments.rows.map((a) => ({ fileName: a.file_name, size: a.size })),
  };
}

/**
 * Situations active in [from, to) (started before `to`, not ended before `from`), oldest first, of
 * the `viewable` categories (null: all) and, when given, only of `categoryIds`. At most
 * PERIOD_ROW_LIMIT + 1 rows, so the caller can tell "too many".
 */
export async function loadPeriod(
  db: Queryable,
  range: { from: string; to: string },
  lang: Lang,
  viewable: readonly string[] | null,
  categoryIds: readonly string[] | null,
): Promise<ReportSituation[]> {
  const params: unknown[] = [range.from, range.to];
  let where = 's.start_at < $2::timestamptz AND (s.end_at IS NULL OR s.end_at >= $1::timestamptz)';
  if (viewable) {
    params.push(viewable);
    where += ` AND s.category_id::text = ANY($${params.length}::text[])`;
  }
  if (categoryIds && categoryIds.length > 0) {
    params.push(categoryIds);
    where += ` AND s.category_id::text = ANY($${params.length}::text[])`;
  }
  return selectSituations(db, lang, where, params, PERIOD_ROW_LIMIT + 1);
}
