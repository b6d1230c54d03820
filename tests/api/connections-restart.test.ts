/**
 * Connections across a restart (docs/connections.md): decisions are measures, so a hold taken
 * before the restart is in force after it; an automatic hold a dispatcher took back is not taken
 * again by the restarted server (it reads the day's automatic holds from op_measures).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConnectionRow } from '../../src/shared/connections/types';
import { createPglite } from '../../server/db/pglite';
import { createPostgres } from '../../server/db/postgres';
import { hm, installFixture, ok, ROW } from './connections-support';
import { TEST_DATABASE_URL, type TestDb } from './helpers';
import { startLiveApp, type LiveTestApp } from './live-support';

/** One database opened twice in a row: a PGlite directory, or a PostgreSQL schema. */
async function reopenableDb(): Promise<{ open(): Promise<TestDb>; cleanup(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), 'leitstelle-conn-'));
    return {
      async open() {
        const db = await createPglite(path.join(dir, 'pglite'));
        return { db, destroy: () => db.close() };
      },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  return {
    async open() {
      const db = createPostgres({ connectionString: TEST_DATABASE_URL!, schema, max: 4 });
      return { db, destroy: () => db.close() };
    },
    async cleanup() {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

let store: Awaited<ReturnType<typeof reopenableDb>> | undefined;
afterAll(async () => {
  await store?.cleanup();
});

async function connection(t: LiveTestApp, id: string): Promise<ConnectionRow> {
  return (await ok(t.gql<{ connection: ConnectionRow }>(`query($id: ID!) { connection(id: $id) { ${ROW} } }`, { id }, 'de', 'viewer'))).connection;
}

async function at(t: LiveTestApp, seconds: number) {
  t.setTime(seconds);
  await t.app.connections.autoHold?.idle();
}

describe('connections across a restart', () => {
  it('keeps a dispatcher’s hold and does not repeat an automatic hold taken back', async () => {
    store = await reopenableDb();
    const first = await startLiveApp({ testDb: await store.open(), install: false, at: hm(5, 0) });
    const f = await installFixture(first);
    await new Promise((r) => setTimeout(r, 50));
    await first.app.connections.service.settle();
    const run = (lineId: string, h: number) => `${first.day}:${lineId}-${h}`;
    const hub = (h: number) => `${f.rules.r1}|${run('L4', h)}|${run('L5', h)}`;
    const delay = (lineId: string, h: number, s: number) =>
      ok(first.gql(`mutation($r: ID!, $d: Int!, $c: ID!) { delayRun(runId: $r, delayS: $d, reasonId: $c) { id } }`, { r: run(lineId, h), d: s, c: first.reasons.SIGNAL }, 'de', 'dispatcher'));

    await at(first, hm(7, 56));
    // 08:00 connection: held automatically (within 2 min), then taken back by a dispatcher.
    await delay('L4', 8, 200);
    // 09:00 connection: 5 min late, held by a dispatcher until 09:19.
    await delay('L4', 9, 300);
    await at(first, hm(7, 56, 1));
    const auto = await connection(first, hub(8));
    expect(auto.decision).toMatchObject({ auto: true, createdBy: 'system' });
    await ok(first.gql(`mutation($id: ID!) { undoMeasure(id: $id) }`, { id: auto.decision!.measureId }, 'de', 'dispatcher'));
    const held = (await ok(first.gql<{ holdConnection: ConnectionRow }>(
      `mutation($id: ID!, $c: ID!) { holdConnection(id: $id, reasonId: $c) { ${ROW} } }`, { id: hub(9), c: f.reason }, 'de', 'dispatcher'))).holdConnection;
    expect(held).toMatchObject({ state: 'held', heldUntil: hm(9, 18) });
    await first.close();

    const second = await startLiveApp({ testDb: await store.open(), install: false, at: hm(7, 57) });
    try {
      await second.app.connections.service.settle();
      expect(second.day).toBe(first.day);
      expect(await connection(second, hub(9))).toMatchObject({
        state: 'held', heldUntil: hm(9, 18), decision: { kind: 'hold', measureId: held.decision!.measureId, auto: false, createdBy: 'dispatcher' },
      });
      for (const s of [hm(7, 57, 1), hm(7, 58), hm(7, 59)]) await at(second, s);
      expect(await connection(second, hub(8))).toMatchObject({ state: 'endangered', decision: null });
      expect(second.app.connections.autoHold?.taken).toBe(0);
    } finally {
      await second.close();
    }
  });
});
