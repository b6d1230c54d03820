/** Helpers of the timetable API tests: multipart uploads, polling an import job, table counts. */
import { randomBytes } from 'node:crypto';
import type { ImportJobView } from '../../src/shared/operations/types';
import type { Role } from '../../src/shared/resource/types';
import type { Database } from '../../server/db/types';
import { authHeaders, type TestApp } from './helpers';

export const TIMETABLE_TABLES = [
  'timetable_versions', 'timetable_lines', 'timetable_stops', 'timetable_routes', 'timetable_shapes', 'timetable_services', 'timetable_trips', 'timetable_stop_times', 'timetable_transfers',
];

/** A multipart/form-data body with the file in field `file` (and other text fields), as a browser sends it. */
export function multipartBody(file: Buffer | null, fileName: string, fields: Record<string, string> = {}): { payload: Buffer; contentType: string } {
  const boundary = `----leitstelle${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`));
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postFeed(t: TestApp, file: Buffer | null, opts: { fileName?: string; name?: string; role?: Role; lang?: string } = {}) {
  const body = multipartBody(file, opts.fileName ?? 'feed.zip', opts.name === undefined ? {} : { name: opts.name });
  return t.app.inject({
    method: 'POST',
    url: '/api/timetable/imports',
    headers: { ...(await authHeaders(opts.role ?? 'planner', opts.lang ?? 'de')), 'content-type': body.contentType },
    payload: body.payload,
  });
}

export async function getJob(t: TestApp, id: string, lang = 'de', role: Role = 'viewer') {
  return t.app.inject({ method: 'GET', url: `/api/timetable/imports/${id}`, headers: await authHeaders(role, lang) });
}

/** Polls the job until done or failed; returns every distinct phase seen on the way and the final view. */
export async function waitForJob(t: TestApp, id: string, lang = 'de', timeoutMs = 60_000): Promise<{ view: ImportJobView; phases: string[] }> {
  const phases: string[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await getJob(t, id, lang);
    if (res.statusCode !== 200) throw new Error(`GET job answered ${res.statusCode}: ${res.body}`);
    const view = res.json() as ImportJobView;
    if (phases.at(-1) !== view.phase) phases.push(view.phase);
    if (view.phase === 'done' || view.phase === 'failed') return { view, phases };
    if (Date.now() > until) throw new Error(`job ${id} still in ${view.phase} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Row counts of every timetable table. */
export async function timetableCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TIMETABLE_TABLES) {
    const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = r.rows[0].n;
  }
  return counts;
}
