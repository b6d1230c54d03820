/** Query.liveSummary (the live overview's figures) against the runs of the same instant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAY_THRESHOLD_S } from '../../src/shared/operations/types';
import { runId, startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;
beforeAll(async () => {
  t = await startLiveApp({ at: 7 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

const SUMMARY = `operatingDay clock total active activeDelayed delayed cancelled ended punctualArrivals punctualityNow punctualityToday
  lines { lineId lineNumber total active activeDelayed delayed cancelled punctualityNow }`;

interface Summary {
  operatingDay: string;
  clock: string;
  total: number;
  active: number;
  activeDelayed: number;
  delayed: number;
  cancelled: number;
  ended: number;
  punctualArrivals: number;
  punctualityNow: number | null;
  punctualityToday: number | null;
  lines: { lineId: string; lineNumber: string; total: number; active: number }[];
}

async function both(role: 'viewer' | 'admin' = 'viewer') {
  const s = await t.gql<{ liveSummary: Summary }>(`{ liveSummary { ${SUMMARY} } }`, undefined, 'de', role);
  if (s.errors) throw new Error(JSON.stringify(s.errors));
  const r = await t.gql<{ runs: { rows: { phase: string; status: string; delayS: number }[] } }>('{ runs(perPage: 500) { rows { phase status delayS } } }');
  return { s: s.data.liveSummary, rows: r.data.runs.rows };
}

describe('liveSummary', () => {
  it('counts what the runs query shows, for every signed-in role', async () => {
    const reasons = t.reasons;
    await t.gql(`mutation { cancelRun(runId: "${runId(t, 'U1-5')}", reasonId: "${reasons.TUER}") { id } }`);
    t.setTime(7 * 3600 + 50 * 60);
    const { s, rows } = await both();
    const running = rows.filter((r) => r.phase === 'running' && r.status !== 'cancelled');
    const finished = rows.filter((r) => r.phase === 'finished');
    expect(s).toMatchObject({
      operatingDay: t.day,
      clock: '07:50:00',
      total: rows.length,
      active: running.length,
      activeDelayed: running.filter((r) => r.delayS >= DELAY_THRESHOLD_S).length,
      delayed: rows.filter((r) => r.status === 'delayed').length,
      cancelled: 1,
      ended: finished.length,
      punctualArrivals: finished.filter((r) => r.status !== 'cancelled' && r.delayS < DELAY_THRESHOLD_S).length,
    });
    expect(s.total).toBe(24);
    expect(s.active).toBeGreaterThan(0);
    // The cancelled run is due (07:18 from Bretten): it has ended, not punctually.
    expect(s.punctualityToday).toBeLessThan(1);
    expect(s.punctualityToday).toBeCloseTo(s.punctualArrivals / s.ended, 9);
    expect(s.lines).toEqual([expect.objectContaining({ lineId: 'L1', lineNumber: 'S4', total: 24, active: s.active })]);
  });

  it('refuses a malformed day and answers for another day', async () => {
    const bad = await t.gql('{ liveSummary(operatingDay: "2026-13-01") { total } }', undefined, 'it', 'viewer');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const other = await t.gql<{ liveSummary: Summary }>('{ liveSummary(operatingDay: "2030-01-02") { operatingDay total active } }', undefined, 'de', 'viewer');
    expect(other.data.liveSummary).toMatchObject({ operatingDay: '2030-01-02', total: 24, active: 0 });
  });
});
