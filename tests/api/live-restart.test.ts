import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../server/db/pglite';
import { createPostgres } from '../../server/db/postgres';
import type { Database } from '../../server/db/types';
import { TEST_DATABASE_URL, type TestDb } from './helpers';
import { RUN_FIELDS, getRun, runId, startLiveApp, STOP_FIELDS, type LiveTestApp } from './live-support';

/** One database opened twice in a row: a PGlite directory, or a PostgreSQL schema. */
async function reopenableDb(): Promise<{ open(): Promise<TestDb>; cleanup(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), 'leitstelle-live-'));
    return {
      async open() {
        const db = await createPglite(path.join(dir, 'pglite'));
        return { db, destroy: () => db.close() };
      },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const url = TEST_DATABASE_URL;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  return {
    async open() {
      const db: Database = createPostgres({ connectionString: url, schema, max: 4 });
      return { db, destroy: () => db.close() };
    },
    async cleanup() {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

const T1 = 6.5 * 3600;
const T2 = 7 * 3600 + 17 * 60 + 23;

async function picture(t: LiveTestApp) {
  const r = await t.gql<{ runs: { rows: Record<string, unknown>[] } }>(`{ runs(perPage: 500) { rows { ${RUN_FIELDS} stops { ${STOP_FIELDS} } measures { id type } } } }`);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  // updatedAt is when a row last changed in this process: not part of the picture.
  return r.data.runs.rows.map(({ updatedAt: _u, ...row }) => row);
}

let store: Awaited<ReturnType<typeof reopenableDb>> | undefined;
afterAll(async () => {
  await store?.cleanup();
});

describe('restart', () => {
  it('keeps measures and comments and shows the same picture after a restart on the same database', async () => {
    store = await reopenableDb();
    const first = await startLiveApp({ testDb: await store.open(), at: T1 });
    const delayed = runId(first, 'U1-5');
    const cancelled = runId(first, 'U2-4');
    const d = await first.gql<{ delayRun: { id: string } }>(`mutation { delayRun(runId: "${delayed}", delayS: 420, reasonId: "${first.reasons.SIGNAL}", comment: "Weiche") { id } }`);
    expect(d.errors).toBeUndefined();
    const c = await first.gql<{ cancelRun: { id: string } }>(`mutation { cancelRun(runId: "${cancelled}", reasonId: "${first.reasons.TUER}") { id } }`);
    const undone = await first.gql<{ cancelRun: { id: string } }>(`mutation { cancelRun(runId: "${runId(first, 'U1-6')}", reasonId: "${first.reasons.TUER}") { id } }`);
    await first.gql(`mutation { undoMeasure(id: "${undone.data.cancelRun.id}") }`);
    await first.gql(`mutation { updateRunComment(runId: "${delayed}", comment: "Anschluss abwarten") { id } }`);
    first.setTime(T2);
    const before = await picture(first);
    expect((await getRun(first, cancelled)).status).toBe('cancelled');
    await first.close();

    const second = await startLiveApp({ testDb: await store.open(), install: false, at: T2 });
    try {
      expect(second.day).toBe(first.day);
      const after = await picture(second);
      expect(after).toEqual(before);
      const row = await getRun(second, delayed);
      expect(row.measure?.id).toBe(d.data.delayRun.id);
      expect(row.comment).toBe('Anschluss abwarten');
      expect((await getRun(second, cancelled)).measure?.id).toBe(c.data.cancelRun.id);
      expect((await getRun(second, runId(second, 'U1-6'))).measure).toBeNull();
      // The snapshot table holds the runs' last states (written on stop at the latest).
      const saved = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM op_run_state WHERE operating_day = $1', [second.day]);
      expect(saved.rows[0].n).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});
