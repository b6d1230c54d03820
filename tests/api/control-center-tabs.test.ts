/** The sidebar tabs: runTabCounts against the runs query (with and without `tab`) at the same instant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_WINDOW_S, RUN_TABS, type RunTab } from '../../src/shared/operations/tabs';
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S } from '../../src/shared/operations/types';
import { runId, startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;
beforeAll(async () => {
  t = await startLiveApp({ at: 7 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

type Counts = Record<RunTab, number> & { operatingDay: string };
interface Row { id: string; phase: string; status: string; delayS: number; plannedDeparture: number; lat: number | null; measure: { id: string } | null }

async function counts(lineIds?: string[], role: 'viewer' | 'admin' = 'viewer'): Promise<Counts> {
  const r = await t.gql<{ runTabCounts: Counts }>(
    'query($l: [ID!]) { runTabCounts(lineIds: $l) { operatingDay control all active delayed early preview } }', { l: lineIds ?? null }, 'de', role,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.runTabCounts;
}

async function runs(args: { tab?: RunTab; statuses?: string[]; lineIds?: string[] } = {}): Promise<{ total: number; rows: Row[] }> {
  const r = await t.gql<{ runs: { total: number; rows: Row[] } }>(
    `query($tab: String, $s: [String!], $l: [ID!]) { runs(tab: $tab, statuses: $s, lineIds: $l, perPage: 500) {
      total rows { id phase status delayS plannedDeparture lat measure { id } } } }`,
    { tab: args.tab ?? null, s: args.statuses ?? null, l: args.lineIds ?? null }, 'de', 'viewer',
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.runs;
}

describe('sidebar tabs', () => {
  it('each tab count is the total of runs(tab) and follows the tab definitions over the list rows', async () => {
    // A cancelled run and a delayed one make the control tab non-trivial.
    const cancel = await t.gql(`mutation { cancelRun(runId: "${runId(t, 'U1-5')}", reasonId: "${t.reasons.TUER}") { id } }`);
    expect(cancel.errors).toBeUndefined();
    const delay = await t.gql(`mutation { delayRun(runId: "${runId(t, 'U2-3')}", delayS: 600, reasonId: "${t.reasons.SIGNAL}") { id } }`);
    expect(delay.errors).toBeUndefined();
    t.setTime(7 * 3600 + 20 * 60);

    const c = await counts();
    const all = await runs();
    expect(c.all).toBe(all.total);
    expect(all.total).toBe(24);
    for (const tab of RUN_TABS) expect({ tab, total: (await runs({ tab })).total }).toEqual({ tab, total: c[tab] });

    const nowS = 7 * 3600 + 20 * 60;
    const rows = all.rows;
    expect(c.active).toBe(rows.filter((r) => r.phase === 'running').length);
    expect(c.active).toBeGreaterThan(0);
    expect(c.delayed).toBe(rows.filter((r) => r.delayS >= DELAY_THRESHOLD_S).length);
    expect(c.delayed).toBeGreaterThan(0);
    expect(c.early).toBe(rows.filter((r) => r.delayS <= EARLY_THRESHOLD_S).length);
    expect(c.preview).toBe(rows.filter((r) => r.phase === 'planned' && r.status !== 'cancelled' && r.plannedDeparture + Math.max(0, r.delayS) <= nowS + PREVIEW_WINDOW_S).length);
    expect(c.preview).toBeGreaterThan(0);
    expect(c.preview).toBeLessThan(rows.filter((r) => r.phase === 'planned').length);

    // The control tab holds every run the circulation list shows as cancelled, and the measures.
    const control = new Set((await runs({ tab: 'control' })).rows.map((r) => r.id));
    const cancelled = await runs({ statuses: ['cancelled'] });
    expect(cancelled.total).toBeGreaterThan(0);
    for (const r of cancelled.rows) expect(control.has(r.id)).toBe(true);
    expect(control.has(runId(t, 'U2-3'))).toBe(true);
    for (const r of rows) if (r.measure || r.delayS >= DELAY_THRESHOLD_S) expect(control.has(r.id)).toBe(true);
    expect(c.control).toBeLessThan(c.all);
  });

  it('narrows by lines like the circulation list and refuses an unknown tab in the caller’s language', async () => {
    const none = await counts(['nope']);
    expect(none).toMatchObject({ all: 0, control: 0, active: 0 });
    const l1 = await counts(['L1']);
    expect(l1.all).toBe((await runs({ lineIds: ['L1'] })).total);
    expect(l1.active).toBe((await runs({ tab: 'active', lineIds: ['L1'] })).total);

    const bad = await t.gql('{ runs(tab: "late") { total } }', undefined, 'it', 'viewer');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toContain('Scheda «late» sconosciuta');
    const badDay = await t.gql('{ runTabCounts(operatingDay: "2026-02-31") { all } }', undefined, 'de', 'viewer');
    expect(badDay.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts another (future) day as planned: nothing running, nothing in preview', async () => {
    const r = await t.gql<{ runTabCounts: Counts }>('{ runTabCounts(operatingDay: "2030-01-02") { operatingDay all active preview delayed } }', undefined, 'de', 'viewer');
    expect(r.data.runTabCounts).toEqual({ operatingDay: '2030-01-02', all: 24, active: 0, preview: 0, delayed: 0 });
  });
});
