/**
 * Scheduled exports (Automatischer Export): runDue() finds the active exports whose cron
 * expression (croner, in OPERATOR_TZ) named an instant since their last run, up to the situation
 * clock's now, and runs each such instant ONCE: the run is claimed by inserting its row with the
 * UNIQUE key (export_id, scheduled_for), so several server instances (or two overlapping runDue
 * calls) never run it twice. Missed instants (server down) are not caught up one by one: only the
 * latest is run. The file is kept in the run's row; it is mailed to the recipients.
 */
import { Cron } from 'croner';
import { isBrandCode } from '../../../src/shared/brandMarks';
import type { Lang } from '../../../src/shared/resource/types';
import { EXPORT_PERIODS, SITUATION_EXPORT_FORMATS, type ExportPeriod, type ScheduledExportRunView, type SituationExportFormat } from '../../../src/shared/situations/exportApi';
import type { Queryable } from '../../db/types';
import type { SituationDeps } from '../deps';
import { formatInstant } from './format';
import { loadPeriod, PERIOD_ROW_LIMIT } from './load';
import { exportLookup, exportText } from './messages';
import { periodRange } from './period';
import { RunnerStopped, type ExportRunner } from './runner';

/** How far back a new export looks for its first due instant. */
const FIRST_LOOKBACK_MS = 24 * 3600_000;

interface ScheduledExportRow {
  id: string;
  name: string;
  cron: string;
  format: string;
  period: string;
  category_id: string | null;
  recipients: string | null;
  lang: string;
  brand: string;
  created_at: string;
  last_run: string | null;
}

export interface RunOutcome {
  exportId: string;
  runId: string;
  scheduledFor: string;
  state: 'done' | 'failed';
}

/** The latest instant the expression names in (since, until], or null. */
export function latestDue(cron: string, tz: string, since: number, until: number): number | null {
  const job = new Cron(cron, { timezone: tz, paused: true });
  try {
    let latest: number | null = null;
    let next = job.nextRun(new Date(since));
    // An every-minute expression over a long outage is bounded by the loop's cap, not by time.
    for (let i = 0; next && next.getTime() <= until && i < 100_000; i += 1) {
      latest = next.getTime();
      next = job.nextRun(next);
    }
    return latest;
  } finally {
    job.stop();
  }
}

export function recipientsOf(text: string | null): string[] {
  return (text ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export class ExportScheduler {
  constructor(
    private readonly deps: SituationDeps,
    private readonly runner: ExportRunner,
  ) {}

  /** Runs every export that fell due; answers what it ran (tests, logs). */
  async runDue(): Promise<RunOutcome[]> {
    const { db, clock, config } = this.deps;
    const exists = await db.query<{ ok: boolean }>("SELECT to_regclass('situation_scheduled_exports') IS NOT NULL AS ok");
    if (!exists.rows[0]?.ok) return [];
    const now = clock.now();
    const { rows } = await db.query<ScheduledExportRow>(
      `SELECT e.id::text AS id, e.name, e.cron, e.format, e.period, e.category_id::text AS category_id, e.recipients, e.lang, e.brand,
              ${iso('e.created_at')} AS created_at,
              (SELECT ${iso('max(r.scheduled_for)')} FROM situation_export_runs r WHERE r.export_id = e.id) AS last_run
         FROM situation_scheduled_exports e WHERE e.active ORDER BY e.id`,
    );
    const outcomes: RunOutcome[] = [];
    for (const row of rows) {
      const since = row.last_run ? Date.parse(row.last_run) : Math.max(Date.parse(row.created_at), now - FIRST_LOOKBACK_MS) - 1;
      let due: number | null;
      try {
        due = latestDue(row.cron, config.operatorTz, since, now);
      } catch (e) {
        // The declaration's pattern keeps wrong expressions out; one written past it is logged, not run.
        this.deps.app.log.warn({ exportId: row.id, cron: row.cron, err: e }, 'scheduled export: cron expression not readable');
        continue;
      }
      if (due === null) continue;
      const claimed = await db.query<{ id: string }>(
        `INSERT INTO situation_export_runs (export_id, scheduled_for, started_at) VALUES ($1::bigint, to_timestamp($2 / 1000.0), to_timestamp($3 / 1000.0))
         ON CONFLICT (export_id, scheduled_for) DO NOTHING RETURNING id::text AS id`,
        [row.id, due, now],
      );
      const runId = claimed.rows[0]?.id;
      if (!runId) continue; // another instance (or call) has it
      const state = await this.run(row, runId, due);
      outcomes.push({ exportId: row.id, runId, scheduledFor: new Date(due).toISOString(), state });
    }
    return outcomes;
  }

  private async run(row: ScheduledExportRow, runId: string, due: number): Promise<'done' | 'failed'> {
    const { db, config, clock, mailer, app } = this.deps;
    const lang: Lang = row.lang === 'it' ? 'it' : 'de';
    const format = (SITUATION_EXPORT_FORMATS as readonly string[]).includes(row.format) ? (row.format as SituationExportFormat) : 'pdf';
    const period = (EXPORT_PERIODS as readonly string[]).includes(row.period) ? (row.period as ExportPeriod) : 'previousDay';
    const range = periodRange(period, due, config.operatorTz);
    const fail = async (key: string, detail: string) => {
      await db.query(`UPDATE situation_export_runs SET state = 'failed', finished_at = to_timestamp($2 / 1000.0), error_key = $3, error_detail = $4 WHERE id = $1::bigint`, [
        runId,
        clock.now(),
        key,
        detail,
      ]);
      app.log.warn({ exportId: row.id, runId, key, detail }, 'scheduled export failed');
      return 'failed' as const;
    };
    let file;
    try {
      const situations = await loadPeriod(db, range, lang, null, row.category_id ? [row.category_id] : null);
      if (situations.length > PERIOD_ROW_LIMIT) return await fail('export.tooMany', String(PERIOD_ROW_LIMIT));
      file = await this.runner.run({
        kind: 'period',
        format,
        from: range.from,
        to: range.to,
        situations,
        lang,
        tz: config.operatorTz,
        brand: isBrandCode(row.brand) ? row.brand : 'avg',
        by: row.name,
        at: new Date(clock.now()).toISOString(),
      });
    } catch (e) {
      if (e instanceof RunnerStopped) return fail('export.stopped', '');
      return fail('export.failed', e instanceof Error ? e.message : String(e));
    }
    await db.query(
      `UPDATE situation_export_runs SET rows = $2, bytes = $3, file_name = $4, content_type = $5, content = $6 WHERE id = $1::bigint`,
      [runId, file.rows, file.bytes.length, file.fileName, file.contentType, Buffer.from(file.bytes)],
    );
    const to = recipientsOf(row.recipients);
    if (to.length > 0) {
      const from = formatInstant(range.from, lang, config.operatorTz);
      const until = formatInstant(range.to, lang, config.operatorTz);
      try {
        const sent = await mailer.send({
          to,
          subject: exportText(lang, 'report.mailSubject', { name: row.name, from, to: until }),
          text: exportText(lang, 'report.mailBody', { name: row.name, fileName: file.fileName, count: file.rows, from, to: until }),
          attachments: [{ fileName: file.fileName, contentType: file.contentType, content: Buffer.from(file.bytes) }],
        });
        await db.query('UPDATE situation_export_runs SET mailed_to = $2, mail_via = $3 WHERE id = $1::bigint', [runId, to, sent.via]);
      } catch (e) {
        return fail('export.mailFailed', e instanceof Error ? e.message : String(e));
      }
    }
    await db.query(`UPDATE situation_export_runs SET state = 'done', finished_at = to_timestamp($2 / 1000.0) WHERE id = $1::bigint`, [runId, clock.now()]);
    return 'done';
  }
}

interface RunRow {
  id: string;
  export_id: string;
  scheduled_for: string;
  started_at: string;
  finished_at: string | null;
  state: ScheduledExportRunView['state'];
  rows: number | null;
  bytes: number | null;
  file_name: string | null;
  mailed_to: string[] | null;
  mail_via: 'smtp' | 'outbox' | null;
  error_key: string | null;
  error_detail: string | null;
}

/** The latest runs of an export, newest first, with reasons in `lang`. */
export async function listRuns(db: Queryable, exportId: string, lang: Lang, limit = 50): Promise<ScheduledExportRunView[]> {
  if (!/^\d{1,18}$/.test(exportId)) return [];
  const { rows } = await db.query<RunRow>(
    `SELECT id::text AS id, export_id::text AS export_id, ${iso('scheduled_for')} AS scheduled_for, ${iso('started_at')} AS started_at,
            ${iso('finished_at')} AS finished_at, state, rows, bytes, file_name, mailed_to, mail_via, error_key, error_detail
       FROM situation_export_runs WHERE export_id = $1::bigint ORDER BY scheduled_for DESC, id DESC LIMIT ${limit}`,
    [exportId],
  );
  return rows.map((r) => ({
    id: r.id,
    exportId: r.export_id,
    scheduledFor: r.scheduled_for,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    state: r.state,
    rows: r.rows,
    bytes: r.bytes,
    fileName: r.file_name,
    mailedTo: r.mailed_to ?? [],
    mailVia: r.mail_via,
    error: r.error_key ? exportLookup(lang, r.error_key, { detail: r.error_detail ?? '', limit: r.error_detail ?? '' }) : null,
  }));
}
