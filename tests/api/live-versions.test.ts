/**
 * Demo data must not leak into another timetable version (issue 11, item 8): the fleet is rostered
 * only onto the network its vehicles belong to, and measures and their history belong to the
 * version (and day) they were taken on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../server/operations/gtfs';
import { activateVersion, feedToTimetable, writeTimetableVersion } from '../../server/operations/timetable';
import { generateGtfsTables, tablesToZip } from '../support/gtfsFeed';
import { dayTimetable } from '../unit/live/fixtures';
import { getRun, runId, startLiveApp, timetableData, type LiveTestApp } from './live-support';

let t: LiveTestApp;
const GT8 = 'GT8-100D/2S-M';

async function createVehicle(number: string, series: string, vehicleType: string): Promise<string> {
  const r = await t.gql<{ createVehicle: { id: string } }>(
    `mutation { createVehicle(vehicleNumber: "${number}", series: "${series}", vehicleType: "${vehicleType}", status: "inService") { id } }`);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createVehicle.id;
}

async function activate(id: string): Promise<void> {
  await activateVersion(t.db, id, 'test');
  await t.engine.reload();
  t.setTime(6.5 * 3600);
}

interface Row { id: string; vehicleNumbers: string[]; measure: { id: string } | null }

async function allRuns(): Promise<Row[]> {
  const r = await t.gql<{ runs: { total: number; rows: Row[] } }>('{ runs(perPage: 500) { total rows { id vehicleNumbers measure { id } } } }');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.runs.rows;
}

async function historyOf(versionId: string): Promise<{ action: string; timetableVersionId: string | null }[]> {
  const r = await t.gql<{ allDispatchChanges: { action: string; timetableVersionId: string | null }[] }>(
    `query($f: DispatchChangeFilter) { allDispatchChanges(filter: $f, perPage: 50) { action timetableVersionId } }`,
    { f: { operatingDay: t.day, timetableVersionId: versionId } }, 'de', 'viewer');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.allDispatchChanges;
}

let fixtureVersion: string;

beforeAll(async () => {
  t = await startLiveApp();
  fixtureVersion = (await t.gql<{ liveSummary: { timetableVersionId: string } }>('{ liveSummary { timetableVersionId } }')).data.liveSummary.timetableVersionId;
  // The demo fleet's series and type, no home depot: it belongs where the trips name GT8.
  for (const n of ['801', '802', '803', '804', '805', '806']) await createVehicle(n, GT8, 'tramTrain');
  await t.engine.reload();
  t.setTime(6.5 * 3600);
});
afterAll(() => t?.close());

describe('rostering only vehicles that fit the version (issue 11, item 8)', () => {
  it('the fixture network names the series GT8: its circulations get the GT8 units', async () => {
    const rows = await allRuns();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.vehicleNumbers.length > 0).length).toBeGreaterThan(0);
  });

  it('an imported feed whose trips name no vehicle type gets no vehicle of the demo fleet', async () => {
    const tables = generateGtfsTables({ stopTimes: 600 });
    // Every day of any year, so the current operating day has trips; tram (0) and rail (2) lines.
    tables['calendar.txt'].rows = tables['calendar.txt'].rows.map((r) => [r[0], '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231']);
    tables['calendar_dates.txt'].rows = [];
    const read = await readGtfsFeed(tablesToZip(tables));
    if (!read.ok) throw new Error('generated feed refused');
    const version = await writeTimetableVersion(t.db, feedToTimetable(read.feed, { name: 'Importiert' }), { importedBy: 'test' });
    await activate(version.id);
    const rows = await allRuns();
    expect(rows.length).toBeGreaterThan(10);
    // Before: the tram lines took the GT8 tram-trains by product.
    expect(rows.filter((r) => r.vehicleNumbers.length > 0)).toEqual([]);
    await activate(fixtureVersion);
    expect((await allRuns()).some((r) => r.vehicleNumbers.length > 0)).toBe(true);
  });
});

describe('measures and history belong to their version and day (issue 11, item 8)', () => {
  it('a measure taken on version X does not show after switching to Y (same trip ids), and is back on X', async () => {
    const id = runId(t, 'U1-4');
    const taken = await t.gql<{ delayRun: { id: string } }>(
      'mutation($runId: ID!, $reasonId: ID!) { delayRun(runId: $runId, delayS: 600, reasonId: $reasonId) { id } }',
      { runId: id, reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    expect(taken.errors).toBeUndefined();
    expect((await getRun(t, id)).measure?.id).toBe(taken.data.delayRun.id);
    expect((await historyOf(fixtureVersion)).map((h) => h.action)).toEqual(['delay']);

    // Y: the same fixture imported again, so the run ids are the same as X's.
    const y = await writeTimetableVersion(t.db, timetableData(dayTimetable('2026-01-01', { first: 5 * 3600, count: 12 })), { importedBy: 'test' });
    await activate(y.id);
    const summary = await t.gql<{ liveSummary: { timetableVersionId: string } }>('{ liveSummary { timetableVersionId } }');
    expect(summary.data.liveSummary.timetableVersionId).toBe(y.id);
    const onY = await getRun(t, id);
    expect(onY.measure).toBeNull();
    expect(onY.measures).toEqual([]);
    expect(onY.delayS).toBeLessThan(600);
    expect((await allRuns()).filter((r) => r.measure !== null)).toEqual([]);
    // The live overview's latest measures read the history of the shown day and version: none on Y.
    expect(await historyOf(y.id)).toEqual([]);

    await activate(fixtureVersion);
    expect((await getRun(t, id)).measure?.id).toBe(taken.data.delayRun.id);
    expect((await historyOf(fixtureVersion)).map((h) => h.timetableVersionId)).toEqual([fixtureVersion]);
  });

  it('the live summary names the version and the configured start hour of the operating day', async () => {
    const r = await t.gql<{ liveSummary: { timetableVersionId: string; dayStartHour: number } }>('{ liveSummary { timetableVersionId dayStartHour } }', undefined, 'de', 'viewer');
    expect(r.errors).toBeUndefined();
    expect(r.data.liveSummary).toEqual({ timetableVersionId: fixtureVersion, dayStartHour: 3 });
  });
});
