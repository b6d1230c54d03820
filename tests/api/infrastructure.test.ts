import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { isCrossingStation, loadInfrastructure, sectionKey } from '../../server/operations/conflicts/infrastructure';
import { DEMO_STATION_TRACKS } from '../../server/seeds/station-tracks';
import { demoSections } from '../../server/seeds/track-sections';
import { loadDeclarations } from '../../server/resources/load';
import { prepareDatabase } from '../../server/setup';
import { countRows, createTestDb, startTestApp, type GqlResponse, type TestApp } from './helpers';

/** Track sections and station tracks (issue 12, item 6): API, rules, permissions, loadInfrastructure, demo seed. */

interface Section { id: string; version: number; fromStationId: string; toStationId: string; tracks: number; minHeadwayS: number; active: boolean }
interface Track { id: string; stationId: string; track: string; lineNumbers: string | null; direction: string; minTurnaroundS: number | null }

const SECTION_FIELDS = 'id version fromStationId toStationId tracks minHeadwayS active';
const TRACK_FIELDS = 'id stationId track lineNumbers direction minTurnaroundS';

function fieldError(r: GqlResponse<unknown>, field: string) {
  expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return r.errors![0].extensions!.fieldErrors![field];
}

describe('track sections and station tracks over GraphQL', () => {
  let t: TestApp;
  const st: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

  const createSection = (vars: Record<string, unknown>, lang = 'de', role: 'admin' | 'planner' | 'dispatcher' | 'viewer' = 'planner') =>
    t.gql<{ createTrackSection: Section }>(
      `mutation($from: ID!, $to: ID!, $tracks: Int, $h: Int, $active: Boolean) {
         createTrackSection(fromStationId: $from, toStationId: $to, tracks: $tracks, minHeadwayS: $h, active: $active) { ${SECTION_FIELDS} } }`,
      vars, lang, role,
    );
  const createTrack = (vars: Record<string, unknown>, lang = 'de', role: 'admin' | 'planner' | 'viewer' = 'planner') =>
    t.gql<{ createStationTrack: Track }>(
      `mutation($station: ID!, $track: String!, $lines: String, $dir: String, $turn: Int) {
         createStationTrack(stationId: $station, track: $track, lineNumbers: $lines, direction: $dir, minTurnaroundS: $turn) { ${TRACK_FIELDS} } }`,
      vars, lang, role,
    );

  beforeAll(async () => {
    t = await startTestApp();
    const r = await t.db.query<{ id: string; station_code: string }>(
      `INSERT INTO stations (name, station_code) VALUES ('Alpha', 'XA'), ('Beta', 'XB'), ('Gamma', 'XC') RETURNING id::text AS id, station_code`,
    );
    for (const row of r.rows) st[row.station_code.slice(1).toLowerCase() as 'a' | 'b' | 'c'] = row.id;
    await t.db.query(`INSERT INTO lines (line_number, product, color, text_color, valid_from) VALUES ('S4', 'tramTrain', '#9F184C', '#FFFFFF', '2026-01-01'), ('RB 47', 'regionalBahn', '#005B99', '#FFFFFF', '2026-01-01')`);
  });
  afterAll(() => t?.close());

  it('creates a section with the declared defaults (2 tracks, 120 s)', async () => {
    const r = await createSection({ from: st.a, to: st.b });
    expect(r.errors).toBeUndefined();
    expect(r.data.createTrackSection).toMatchObject({ fromStationId: st.a, toStationId: st.b, tracks: 2, minHeadwayS: 120, active: true });
    const list = await t.gql<{ allTrackSections: Section[]; _allTrackSectionsMeta: { count: number } }>(`{ allTrackSections { ${SECTION_FIELDS} } _allTrackSectionsMeta { count } }`, undefined, 'de', 'viewer');
    expect(list.errors).toBeUndefined();
    expect(list.data._allTrackSectionsMeta.count).toBe(1);
    expect(list.data.allTrackSections[0].fromStationId).toBe(st.a);
  });

  it('refuses the same pair in either direction, in German and Italian, and writes nothing', async () => {
    const same = await createSection({ from: st.a, to: st.b });
    expect(fieldError(same, 'fromStationId').args).toMatchObject({ de: expect.stringContaining('bereits einen Streckenabschnitt') });
    const de = await createSection({ from: st.b, to: st.a }, 'de');
    expect(de.errors![0].message).toContain('Von Bahnhof: Für diese beiden Bahnhöfe gibt es bereits einen Streckenabschnitt (in einer der beiden Richtungen)');
    const it = await createSection({ from: st.b, to: st.a }, 'it');
    expect(it.errors![0].message).toContain('Da stazione: Esiste già una tratta tra queste due stazioni (in una delle due direzioni)');
    expect(await countRows(t.db, 'track_sections')).toBe(1);
  });

  it('keeps the pair unique in the database too (a reversed insert past the API fails)', async () => {
    await expect(t.db.query(`INSERT INTO track_sections (from_station_id, to_station_id, tracks, min_headway_s) VALUES ($1, $2, 1, 180)`, [st.b, st.a])).rejects.toThrow(/duplicate|unique/i);
  });

  it('refuses an update that turns a section into the reverse of another one, accepts a free pair', async () => {
    const c = await createSection({ from: st.a, to: st.c, tracks: 1, h: 180 });
    expect(c.errors).toBeUndefined();
    const id = c.data.createTrackSection.id;
    const bad = await t.gql(`mutation { updateTrackSection(id: "${id}", fromStationId: "${st.b}", toStationId: "${st.a}") { id } }`, undefined, 'it', 'planner');
    expect(fieldError(bad, 'fromStationId').args).toMatchObject({ it: 'Esiste già una tratta tra queste due stazioni (in una delle due direzioni)' });
    // Only one end sent: the stored other end completes the pair (C→B is free, then B→A via the to-end is not).
    const ok = await t.gql<{ updateTrackSection: Section }>(`mutation { updateTrackSection(id: "${id}", fromStationId: "${st.c}", toStationId: "${st.b}") { fromStationId toStationId } }`, undefined, 'de', 'planner');
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateTrackSection).toEqual({ fromStationId: st.c, toStationId: st.b });
    const toA = await t.gql(`mutation { updateTrackSection(id: "${id}", fromStationId: "${st.b}") { id } }`, undefined, 'de', 'planner');
    expect(fieldError(toA, 'toStationId').message).toBe('validation.custom');
  });

  it('refuses a section from a station to itself and out-of-range values, in the user language', async () => {
    const selfDe = await createSection({ from: st.a, to: st.a }, 'de');
    expect(selfDe.errors![0].message).toContain('Nach Bahnhof: Muss ein anderer Bahnhof als „Von Bahnhof“ sein');
    const selfIt = await createSection({ from: st.a, to: st.a }, 'it');
    expect(selfIt.errors![0].message).toContain('A stazione: Deve essere una stazione diversa da «Da stazione»');
    const tracks = await createSection({ from: st.b, to: st.c, tracks: 3 });
    expect(fieldError(tracks, 'tracks')).toEqual({ message: 'validation.number.max', args: { max: 2 } });
    const headway = await createSection({ from: st.b, to: st.c, h: 20 });
    expect(fieldError(headway, 'minHeadwayS')).toEqual({ message: 'validation.number.min', args: { min: 30 } });
  });

  it('lets planners and admins write, not dispatchers or viewers', async () => {
    for (const role of ['viewer', 'dispatcher'] as const) {
      const r = await createSection({ from: st.b, to: st.c }, 'de', role);
      expect(r.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      const tr = await t.gql(`mutation { createStationTrack(stationId: "${st.b}", track: "9") { id } }`, undefined, 'de', role);
      expect(tr.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    const admin = await createSection({ from: st.a, to: st.c, active: false }, 'de', 'admin');
    expect(admin.errors).toBeUndefined();
    expect(await countRows(t.db, 'track_sections')).toBe(3);
  });

  it('creates station tracks, unique per station, with validated line numbers and track names', async () => {
    const one = await createTrack({ station: st.a, track: '1', lines: 'S4, RB 47', dir: 'ascending', turn: 300 });
    expect(one.errors).toBeUndefined();
    expect(one.data.createStationTrack).toMatchObject({ stationId: st.a, track: '1', lineNumbers: 'S4, RB 47', direction: 'ascending', minTurnaroundS: 300 });
    expect((await createTrack({ station: st.a, track: '2a', lines: 'S4' })).errors).toBeUndefined();
    expect((await createTrack({ station: st.b, track: '1' })).errors).toBeUndefined();
    const dupDe = await createTrack({ station: st.a, track: '1' }, 'de');
    expect(dupDe.errors![0].message).toContain('Bahnhof: Dieses Gleis gibt es in diesem Bahnhof bereits');
    const dupIt = await createTrack({ station: st.a, track: '1' }, 'it');
    expect(dupIt.errors![0].message).toContain('Stazione: Questo binario esiste già in questa stazione');
    const lines = await createTrack({ station: st.c, track: '1', lines: 'S4;S5' }, 'it');
    expect(lines.errors![0].message).toContain('Linee: Numeri di linea separati da virgole, ad es. S4, S5, RB 47');
    const track = await createTrack({ station: st.c, track: 'Gleis eins' });
    expect(track.errors![0].message).toContain('Gleis: Gleisnummer wie 1, 2a oder 103');
    const dir = await createTrack({ station: st.c, track: '1', dir: 'sideways' });
    expect(fieldError(dir, 'direction').message).toBe('validation.enum.oneOf');
    expect(await countRows(t.db, 'station_tracks')).toBe(3);
  });

  it('loadInfrastructure returns the active sections by either key order and the tracks per station', async () => {
    const infra = await loadInfrastructure(t.db, 240);
    expect(infra.defaultMinTurnaroundS).toBe(240);
    expect(infra.sections.size).toBe(2); // A–C is inactive
    expect(infra.sections.get(sectionKey(st.a, st.b))).toEqual({ tracks: 2, minHeadwayS: 120 });
    expect(infra.sections.get(sectionKey(st.b, st.a))).toEqual({ tracks: 2, minHeadwayS: 120 });
    expect(infra.sections.get(sectionKey(st.b, st.c))).toEqual({ tracks: 1, minHeadwayS: 180 });
    expect(infra.sections.has(sectionKey(st.a, st.c))).toBe(false);
    const lineIds = await t.db.query<{ id: string; line_number: string }>(`SELECT id::text AS id, line_number FROM lines ORDER BY line_number DESC`);
    expect(infra.stationTracks.get(st.a)).toEqual([
      { track: '1', lineIds: lineIds.rows.map((l) => l.id), lineNumbers: ['S4', 'RB47'], direction: 'ascending', minTurnaroundS: 300 },
      { track: '2a', lineIds: [lineIds.rows[0].id], lineNumbers: ['S4'], direction: 'both', minTurnaroundS: null },
    ]);
    expect(infra.stationTracks.get(st.b)).toHaveLength(1);
    expect(isCrossingStation(infra, st.a)).toBe(true);
    expect(isCrossingStation(infra, st.b)).toBe(false);
    expect(isCrossingStation(infra, st.c)).toBe(true); // nothing declared
    await t.db.query(`UPDATE station_tracks SET active = false WHERE track = '2a'`);
    expect((await loadInfrastructure(t.db)).stationTracks.get(st.a)!.map((x) => x.track)).toEqual(['1']);
  });
});

describe('uniqueTogether declared for a table that exists already', () => {
  it('adds its index at the next start, or warns while rows collide', async () => {
    const testDb = await createTestDb();
    try {
      const quiet = { info: () => undefined, warn: () => undefined };
      const decls = await loadDeclarations();
      const without = decls.map((d) => (d.name === 'TrackSection' ? { ...d, uniqueTogether: undefined } : d));
      await prepareDatabase(testDb.db, without, quiet);
      const st = await testDb.db.query<{ id: string }>(`INSERT INTO stations (name, station_code) VALUES ('Alpha', 'XA'), ('Beta', 'XB') RETURNING id::text AS id`);
      const [a, b] = st.rows.map((r) => r.id);
      await testDb.db.query(`INSERT INTO track_sections (from_station_id, to_station_id, tracks, min_headway_s) VALUES ($1, $2, 2, 120), ($2, $1, 1, 180)`, [a, b]);
      const refused = await prepareDatabase(testDb.db, decls, quiet);
      expect(refused.warnings).toEqual([expect.stringMatching(/^track_sections: rows break uniqueTogether \(fromStationId, toStationId\)/)]);
      await testDb.db.query(`DELETE FROM track_sections WHERE tracks = 1`);
      const added = await prepareDatabase(testDb.db, decls, quiet);
      expect(added.applied).toEqual(['resource:track_sections:unique:from_station_id_to_station_id']);
      await expect(testDb.db.query(`INSERT INTO track_sections (from_station_id, to_station_id, tracks, min_headway_s) VALUES ($1, $2, 1, 180)`, [b, a])).rejects.toThrow();
      expect((await prepareDatabase(testDb.db, decls, quiet)).applied).toEqual([]);
    } finally {
      await testDb.destroy();
    }
  });
});

describe('MIN_TURNAROUND_S', () => {
  it('defaults to 180 s and accepts 0..7200', () => {
    expect(loadConfig({}).minTurnaroundS).toBe(180);
    expect(loadConfig({ MIN_TURNAROUND_S: '300' }).minTurnaroundS).toBe(300);
    expect(() => loadConfig({ MIN_TURNAROUND_S: '-5' })).toThrow(/MIN_TURNAROUND_S/);
    expect(() => loadConfig({ MIN_TURNAROUND_S: '9000' })).toThrow(/MIN_TURNAROUND_S must be seconds from 0 to 7200/);
  });
});

describe('demo infrastructure (first start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  }, 240_000);
  afterAll(() => t?.close());

  it('has a section for every pair of consecutive demo stations, single track on the Hohenlohebahn (S4)', async () => {
    const expected = demoSections();
    expect(await countRows(t.db, 'track_sections')).toBe(expected.length);
    const rows = await t.db.query<{ a: string; b: string; tracks: number; min_headway_s: number }>(
      `SELECT fa.station_code AS a, fb.station_code AS b, s.tracks, s.min_headway_s FROM track_sections s
         JOIN stations fa ON fa.id = s.from_station_id JOIN stations fb ON fb.id = s.to_station_id`,
    );
    const byPair = new Map(rows.rows.map((r) => [[r.a, r.b].sort().join('-'), r]));
    // Murgtal and Kraichgau: one section of an hour each without their crossing stations, so double track.
    expect(byPair.get('RRA-TFS')).toMatchObject({ tracks: 2, min_headway_s: 120 });
    expect(byPair.get('RBT-TH')).toMatchObject({ tracks: 2, min_headway_s: 120 });
    expect(byPair.get('TAF-TESU')).toMatchObject({ tracks: 1, min_headway_s: 180 });
    expect(byPair.get('RK-RKDU')).toMatchObject({ tracks: 2, min_headway_s: 120 });
    expect(byPair.get('RBIE-RDRM')).toMatchObject({ tracks: 2, min_headway_s: 120 });
    const single = rows.rows.filter((r) => r.tracks === 1);
    expect(single.length).toBeGreaterThanOrEqual(5);
    expect(single.every((r) => r.min_headway_s === 180)).toBe(true);
    expect(rows.rows.filter((r) => r.tracks === 2).length).toBeGreaterThan(single.length);
  });

  it('has 2 to 6 tracks at the main stations and one at the halts of the single-track Hohenlohebahn', async () => {
    const r = await t.db.query<{ code: string; n: number }>(
      `SELECT s.station_code AS code, count(*)::int AS n FROM station_tracks t JOIN stations s ON s.id = t.station_id GROUP BY s.station_code`,
    );
    const n = new Map(r.rows.map((x) => [x.code, x.n]));
    for (const code of ['RK', 'RKDU', 'RBT', 'TH', 'RRA', 'RBB', 'TFS', 'TPH', 'RBR']) {
      expect(n.get(code), code).toBeGreaterThanOrEqual(2);
      expect(n.get(code), code).toBeLessThanOrEqual(6);
    }
    expect(n.get('TELI')).toBe(1);
    expect(n.get('TELL')).toBe(2);
    expect([...n.values()].reduce((a, b) => a + b, 0)).toBe(Object.values(DEMO_STATION_TRACKS).flat().length);
    const infra = await loadInfrastructure(t.db);
    const id = async (code: string) => (await t.db.query<{ id: string }>(`SELECT id::text AS id FROM stations WHERE station_code = $1`, [code])).rows[0].id;
    expect(isCrossingStation(infra, await id('TWLB'))).toBe(true);
    expect(isCrossingStation(infra, await id('TELI'))).toBe(false);
    const tfs = infra.stationTracks.get(await id('TFS'))!;
    expect(tfs.find((x) => x.track === '1')).toMatchObject({ lineNumbers: ['S8'], minTurnaroundS: 300 });
    expect(tfs.find((x) => x.track === '1')!.lineIds).toHaveLength(1);
    expect(infra.sections.get(sectionKey(await id('TAF'), await id('TESU')))).toEqual({ tracks: 1, minHeadwayS: 180 });
    expect(isCrossingStation(infra, await id('TELL'))).toBe(true);
  });
});
