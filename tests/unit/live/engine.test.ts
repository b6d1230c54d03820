import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PositionBatch, RunsChanged } from '../../../src/shared/operations/types';
import type { Database, QueryResult } from '../../../server/db/types';
import type { DayTimetable } from '../../../server/operations/types';
import { createFixedClock } from '../../../server/operations/live/clock';
import { createLiveEngine, POSITIONS_TOPIC, RUNS_TOPIC, type LiveEngine } from '../../../server/operations/live/engine';
import { localToEpoch } from '../../../server/operations/live/time';
import { createPubSub } from '../../../server/pubsub';
import { dayTimetable } from './fixtures';
import { at, DAY, hms, TZ } from './helpers';

/** A database that answers every statement with no rows and remembers what it was asked. */
function fakeDb(): Database & { sql: string[] } {
  const sql: string[] = [];
  const empty = async <T>(q: string): Promise<QueryResult<T>> => {
    sql.push(q);
    return { rows: [], rowCount: 0 };
  };
  const db: Database & { sql: string[] } = {
    kind: 'pglite', sql, query: empty,
    transaction: <T>(fn: (tx: Database) => Promise<T>): Promise<T> => fn(db),
    close: async () => undefined,
  };
  return db;
}

const log = { info: () => undefined, warn: () => undefined, error: vi.fn() };
let engine: LiveEngine | undefined;

afterEach(async () => {
  await engine?.stop();
  engine = undefined;
});

function start(epochMs: number, loadDay: (db: Database, day: string) => Promise<DayTimetable | null> = async (_db, day) => dayTimetable(day)) {
  const pubsub = createPubSub();
  const clock = createFixedClock(epochMs);
  const db = fakeDb();
  const loads: string[] = [];
  engine = createLiveEngine({
    db, pubsub, services: new Map(), log, clock, tz: TZ, tickMs: 3_600_000,
    loadDay: async (d, day) => {
      loads.push(day);
      return loadDay(d, day);
    },
  });
  const runs: RunsChanged[] = [];
  const positions: PositionBatch[] = [];
  engine.onRunsChanged((c) => runs.push(c));
  engine.onPositions((b) => positions.push(b));
  return { engine, clock, db, pubsub, loads, runs, positions };
}

describe('live engine', () => {
  it('ticks: a position batch of every running train, and only the rows that changed', async () => {
    const s = start(at(hms(6, 1)));
    const fromTopic = s.pubsub.subscribe<PositionBatch>(POSITIONS_TOPIC);
    const changes = s.pubsub.subscribe<RunsChanged>(RUNS_TOPIC);
    await s.engine.start();
    expect(s.engine.currentDay()).toBe(DAY);
    expect(s.loads).toEqual([DAY]);
    s.clock.set(at(hms(6, 1, 30)));
    s.engine.tick();
    expect(s.positions).toHaveLength(1);
    expect(s.positions[0].positions.map((p) => p.id)).toEqual([`${DAY}:U1-0`]);
    expect((await fromTopic.next()).value).toBe(s.positions[0]);
    expect(s.runs).toHaveLength(1);
    expect(s.runs[0].runs.map((r) => r.id)).toEqual([`${DAY}:U1-0`]);
    expect((await changes.next()).value).toBe(s.runs[0]);
    // A second later nothing visible changed: positions again, no rows.
    s.clock.set(at(hms(6, 1, 31)));
    s.engine.tick();
    expect(s.positions).toHaveLength(2);
    expect(s.runs).toHaveLength(1);
    await fromTopic.return?.();
    await changes.return?.();
  });

  it('rolls over to the next operating day at 03:00 local time and publishes a reset', async () => {
    const next = '2026-06-11';
    // 02:59:59 local on the 11th still belongs to the 10th.
    const s = start(localToEpoch(next, 2, 59, TZ) + 59_000);
    await s.engine.start();
    expect(s.engine.currentDay()).toBe(DAY);
    s.clock.set(localToEpoch(next, 3, 0, TZ) + 1000);
    s.engine.tick();
    await vi.waitFor(() => expect(s.engine.currentDay()).toBe(next), { timeout: 10_000 });
    expect(s.loads).toEqual([DAY, next]);
    expect(s.runs.at(-1)).toMatchObject({ operatingDay: next, reset: true, runs: [] });
    expect(s.db.sql.some((q) => q.startsWith('DELETE FROM op_run_state'))).toBe(true);
    expect(s.engine.listRuns({}).rows.every((r) => r.operatingDay === next)).toBe(true);
  });

  it('keeps a run that left before 03:00 running after the rollover until it has arrived', async () => {
    const next = '2026-06-11';
    // The day's last trips leave at 02:45 and 03:15 (26:45, 27:15 of its clock) and take 18 minutes; the next day's from 06:00.
    const s = start(localToEpoch(next, 2, 50, TZ), async (_db, day) => dayTimetable(day, day === DAY ? { first: 26.75 * 3600, count: 1 } : { count: 1 }));
    await s.engine.start();
    expect(s.engine.positions().map((p) => p.id)).toEqual([`${DAY}:U1-0`]);
    s.clock.set(localToEpoch(next, 3, 0, TZ) + 1000);
    s.engine.tick();
    await vi.waitFor(() => expect(s.engine.currentDay()).toBe(next), { timeout: 10_000 });
    s.clock.set(localToEpoch(next, 3, 1, TZ));
    s.engine.tick();
    // Still on the map and in its own day's list, running; the new day's list has only its own runs.
    expect(s.positions.at(-1)!.positions.map((p) => p.id)).toEqual([`${DAY}:U1-0`]);
    expect(s.engine.getRun(`${DAY}:U1-0`)?.phase).toBe('running');
    expect(s.engine.listRuns({ operatingDay: DAY }).total).toBe(2);
    expect(s.engine.listRuns({}).rows.every((r) => r.operatingDay === next)).toBe(true);
    // Arrived: published as finished for its day, then the day before is let go.
    s.clock.set(localToEpoch(next, 5, 0, TZ));
    s.engine.tick();
    expect(s.runs.some((c) => c.operatingDay === DAY && c.runs.some((r) => r.id === `${DAY}:U1-0` && r.phase === 'finished'))).toBe(true);
    s.engine.tick();
    expect(s.positions.at(-1)!.positions).toEqual([]);
    expect(s.engine.getRun(`${DAY}:U1-0`)).toBeNull();
  });

  it('starts cleanly without a timetable (and when loading one fails) and reloads on activation', async () => {
    let available = false;
    const s = start(at(hms(6, 1)), async (_db, day) => {
      if (!available) return null;
      return dayTimetable(day);
    });
    await s.engine.start();
    s.engine.tick();
    expect(s.engine.listRuns({}).total).toBe(0);
    expect(s.positions[0].positions).toEqual([]);
    available = true;
    await s.engine.reload();
    expect(s.engine.listRuns({}).total).toBe(12);
    expect(s.runs.at(-1)?.reset).toBe(true);
    const failing = createLiveEngine({ db: fakeDb(), pubsub: createPubSub(), services: new Map(), log, clock: createFixedClock(at(hms(7))), tz: TZ, loadDay: async () => { throw new Error('boom'); } });
    await failing.start();
    expect(failing.listRuns({}).total).toBe(0);
    expect(log.error).toHaveBeenCalled();
    await failing.stop();
  });

  it('snapshots the changed runs every few ticks', async () => {
    const s = start(at(hms(6, 1)));
    await s.engine.start();
    for (let k = 0; k < 5; k++) {
      s.clock.set(at(hms(6, 2, k * 20)));
      s.engine.tick();
    }
    await vi.waitFor(() => expect(s.db.sql.some((q) => q.includes('INSERT INTO op_run_state'))).toBe(true), { timeout: 10_000 });
  });
});
