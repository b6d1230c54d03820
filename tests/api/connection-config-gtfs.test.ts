/**
 * GTFS transfers.txt (issue 14 item 1): read with the reader's checks, kept per timetable version,
 * types 1 and 2 become connection configurations (source 'gtfs', the version id), re-import makes
 * rows for the new version only, removing a version removes its rows. On PGlite and PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../src/shared/operations/types';
import { deleteVersionRows } from '../../server/operations/timetable/store';
import { generateGtfsTables, tablesToZip, type GtfsTables } from '../support/gtfsFeed';
import { countRows, startTestApp, type TestApp } from './helpers';
import { getJob, postFeed, waitForJob } from './timetable-support';

const HEADER = ['from_stop_id', 'to_stop_id', 'from_route_id', 'to_route_id', 'from_trip_id', 'to_trip_id', 'transfer_type', 'min_transfer_time'];

/**
 * The generated feed: route R1 (S1) serves stops S00000–S00019, R2 (S2) S00013–S00032, R8 (S8)
 * S00091–S00110; T0000000 runs on R1, T0000001 on R2. Stops S00111–S00119 are served by no trip.
 */
function feedWithTransfers(rows: string[][]): GtfsTables {
  const tables = generateGtfsTables({ stopTimes: 200 });
  tables['transfers.txt'] = { header: HEADER, rows };
  return tables;
}

const GOOD_ROWS = [
  ['S00015', 'S00015', '', '', 'T0000000', 'T0000001', '1', ''], // timed, trip to trip: guaranteed
  ['S00016', 'S00017', 'R1', 'R2', '', '', '2', '120'], // minimum time, route to route: walk time 120 s
  ['S00015', 'S00015', 'R1', 'R2', '', '', '0', ''], // recommended: no connection
  ['S00016', 'S00016', 'R2', 'R1', '', '', '3', ''], // not possible: no connection
  ['', '', '', '', 'T0000000', 'T0000008', '4', ''], // in-seat: no connection
  ['S00100', 'S00101', 'R8', 'R1', '', '', '2', '60'], // R8's line S8 has no Line record
  ['S00115', 'S00116', 'R1', 'R2', '', '', '1', ''], // stops no trip serves
  ['S00015', 'S00015', '', '', '', '', '2', '90'], // no trip, no route: no side
];

interface ConnRow {
  name: string; source: string; timetable_version_id: string; feeder_kind: string; feeder_trip_id: string | null; feeder_line: string | null;
  departing_kind: string; departing_trip_id: string | null; departing_line: string | null; feeder_stop_id: string; departing_stop_id: string;
  walk_time_s: number | null; guaranteed: boolean; max_auto_hold_min: number; max_manual_hold_min: number; created_by: string; station_id: string | null;
}

describe('GTFS transfers.txt → connection configurations', () => {
  let t: TestApp;
  let first: ImportJobView;

  const importFeed = async (tables: GtfsTables, lang = 'de') => {
    const res = await postFeed(t, tablesToZip(tables), { lang });
    expect(res.statusCode, res.body).toBe(202);
    return (await waitForJob(t, (res.json() as ImportJobView).id, lang)).view;
  };
  const connections = async (versionId?: string) => (await t.db.query<ConnRow>(
    `SELECT c.name, c.source, c.timetable_version_id, c.feeder_kind, c.feeder_trip_id, fl.line_number AS feeder_line, c.departing_kind, c.departing_trip_id,
            dl.line_number AS departing_line, c.feeder_stop_id, c.departing_stop_id, c.walk_time_s, c.guaranteed, c.max_auto_hold_min, c.max_manual_hold_min,
            c.created_by, c.station_id::text AS station_id
       FROM connection_configs c LEFT JOIN lines fl ON fl.id = c.feeder_line_id LEFT JOIN lines dl ON dl.id = c.departing_line_id
      WHERE ($1::text IS NULL OR c.timetable_version_id = $1) ORDER BY c.id`, [versionId ?? null])).rows;

  beforeAll(async () => {
    t = await startTestApp();
    await t.db.query(`INSERT INTO lines (line_number, product, color, text_color, valid_from) VALUES
      ('S1', 'tramTrain', '#9F184C', '#FFFFFF', '2026-01-01'), ('S2', 'tramTrain', '#F69795', '#000000', '2026-01-01')`);
    // A manual connection that no import may touch.
    await t.db.query(`INSERT INTO stations (name, station_code) VALUES ('Karlsruhe Hbf', 'RK')`);
    const r = await t.gql(`mutation { createConnectionConfig(name: "Manuell", stationId: "${(await t.db.query<{ id: string }>(`SELECT id::text AS id FROM stations`)).rows[0].id}",
      feederKind: "line", feederLineId: "${(await t.db.query<{ id: string }>(`SELECT id::text AS id FROM lines WHERE line_number = 'S1'`)).rows[0].id}",
      departingKind: "trip", departingTripId: "T0000001") { id } }`);
    expect(r.errors).toBeUndefined();
    first = await importFeed(feedWithTransfers(GOOD_ROWS));
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps every row of transfers.txt with the version', async () => {
    expect(first.phase, JSON.stringify(first.problems)).toBe('done');
    const rows = await t.db.query<{ transfer_type: number; min_transfer_time: number | null; from_trip_id: string | null }>(
      'SELECT transfer_type, min_transfer_time, from_trip_id FROM timetable_transfers WHERE version_id = $1 ORDER BY idx', [first.versionId]);
    expect(rows.rows.map((r) => r.transfer_type)).toEqual([1, 2, 0, 3, 4, 2, 1, 2]);
    expect(rows.rows[1].min_transfer_time).toBe(120);
    expect(rows.rows[0]).toMatchObject({ from_trip_id: 'T0000000', min_transfer_time: null });
  });

  it('makes connections of types 1 and 2 only: trip to trip (guaranteed), route to route as Line records with the walk time', async () => {
    const rows = await connections(first.versionId!);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      source: 'gtfs', feeder_kind: 'trip', feeder_trip_id: 'T0000000', departing_kind: 'trip', departing_trip_id: 'T0000001',
      feeder_stop_id: 'S00015', departing_stop_id: 'S00015', walk_time_s: null, guaranteed: true, max_auto_hold_min: 5, max_manual_hold_min: 10,
      created_by: 'planner', station_id: null,
    });
    expect(rows[1]).toMatchObject({
      source: 'gtfs', feeder_kind: 'line', feeder_line: 'S1', departing_kind: 'line', departing_line: 'S2',
      feeder_stop_id: 'S00016', departing_stop_id: 'S00017', walk_time_s: 120, guaranteed: false, max_auto_hold_min: 2, max_manual_hold_min: 5,
    });
    expect(rows[1].name).toBe('GTFS: Halt 16 → Halt 17: S1 → S2');
  });

  it('says in the import result what became a connection and why the others did not (de and it)', async () => {
    const messages = first.notices.filter((n) => n.file === 'transfers.txt').map((n) => n.message);
    expect(messages).toEqual([
      'transfers.txt: 8 Übergänge gespeichert: 5 der Typen 1 und 2 (abgestimmt, Mindestumsteigezeit) als Anschlüsse dieser Version, 3 der Typen 0, 3, 4 und 5 sind keine Anschlüsse.',
      'transfers.txt: 1 Übergänge der Typen 1 und 2 ohne Anschluss: ein Halt, an dem keine Fahrt hält (z. B. eine Station mit location_type 1).',
      'transfers.txt: 1 Übergänge der Typen 1 und 2 ohne Anschluss: ohne Fahrt und ohne Linie auf einer Seite (ein Anschluss braucht eine der beiden).',
      'transfers.txt: 1 Übergänge der Typen 1 und 2 ohne Anschluss: für die Linie gibt es keinen Eintrag unter Basisdaten Linien.',
    ]);
    expect(first.notices.some((n) => n.message.includes('Datei wird vom Fahrplan nicht verwendet') && n.file === 'transfers.txt')).toBe(false);
    const view = (await getJob(t, first.id, 'it')).json() as ImportJobView;
    expect(view.notices.find((n) => n.file === 'transfers.txt')?.message).toBe(
      'transfers.txt: 8 trasbordi salvati: 5 dei tipi 1 e 2 (coordinati, tempo minimo di trasbordo) come coincidenze di questa versione, 3 dei tipi 0, 3, 4 e 5 non sono coincidenze.');
  });

  it('the connections appear in the ConnectionConfig list as source "gtfs" with the version', async () => {
    const r = await t.gql<{ allConnectionConfigs: { source: string; timetableVersionId: string | null }[] }>(
      '{ allConnectionConfigs(filter: { source: "gtfs" }) { source timetableVersionId } }', undefined, 'de', 'viewer');
    expect(r.errors).toBeUndefined();
    expect(r.data.allConnectionConfigs).toEqual([
      { source: 'gtfs', timetableVersionId: first.versionId }, { source: 'gtfs', timetableVersionId: first.versionId },
    ]);
  });

  it('a re-import makes rows for the new version only; removing a version removes its rows, nothing else', async () => {
    const second = await importFeed(feedWithTransfers(GOOD_ROWS.slice(0, 2)));
    expect(second.phase).toBe('done');
    expect(second.versionId).not.toBe(first.versionId);
    expect(await connections(second.versionId!)).toHaveLength(2);
    expect(await connections(first.versionId!)).toHaveLength(2);
    await deleteVersionRows(t.db, first.versionId!);
    expect(await connections(first.versionId!)).toHaveLength(0);
    expect(await connections(second.versionId!)).toHaveLength(2);
    const left = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM timetable_transfers WHERE version_id = $1', [first.versionId]);
    expect(left.rows[0].n).toBe(0);
    const manual = await t.db.query<{ name: string }>(`SELECT name FROM connection_configs WHERE source = 'manual'`);
    expect(manual.rows.map((r) => r.name)).toEqual(['Manuell']);
  });

  it('refuses a feed with a broken transfers.txt at its lines, like every other file, and writes nothing', async () => {
    const before = await countRows(t.db, 'connection_configs');
    const view = await importFeed(feedWithTransfers([
      ['S00015', 'S00015', '', '', '', '', '7', ''],
      ['S00015', 'X999', '', '', '', '', '1', ''],
      ['', 'S00015', 'R1', 'R2', '', '', '2', ''],
      ['S00015', 'S00015', 'R1', 'R9', '', '', '2', '-5'],
      ['', '', '', '', 'T0000000', '', '4', ''],
    ]));
    expect(view.phase).toBe('failed');
    expect(view.problems.map((p) => [p.file, p.line, p.column])).toEqual([
      ['transfers.txt', 2, 'transfer_type'],
      ['transfers.txt', 3, 'to_stop_id'],
      ['transfers.txt', 4, 'from_stop_id'],
      ['transfers.txt', 5, 'to_route_id'],
      ['transfers.txt', 5, 'min_transfer_time'],
      ['transfers.txt', 6, 'to_trip_id'],
    ]);
    expect(view.problems[1].message).toContain('X999');
    expect(await countRows(t.db, 'connection_configs')).toBe(before);
  });
});
