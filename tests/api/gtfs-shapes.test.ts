/**
 * Issue 11, item 7: shapes.txt is kept per version, km are derived along the shape (or taken from
 * shape_dist_traveled, scaled to the shape's real length), running trains are placed on the shape
 * and the network hands the shapes to the map; bad shape data is reported, in de and it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../src/shared/operations/types';
import { distanceM, projectOnto } from '../../server/operations/live/geometry';
import { haversineKm } from '../../server/operations/timetable/geo';
import { shapePolyline } from '../../server/operations/timetable/shapeKm';
import { generateGtfsTables, tablesToZip, type GtfsTables } from '../support/gtfsFeed';
import { getRun, runId, startLiveApp, type LiveTestApp } from './live-support';
import { postFeed, waitForJob } from './timetable-support';

let t: LiveTestApp;
const H = 3600;

beforeAll(async () => {
  t = await startLiveApp({ install: false, at: 6 * H });
});
afterAll(() => t?.close());

async function importFeed(tables: GtfsTables, lang = 'de'): Promise<ImportJobView> {
  const res = await postFeed(t, tablesToZip(tables), { lang });
  expect(res.statusCode, res.body).toBe(202);
  return (await waitForJob(t, (res.json() as ImportJobView).id, lang)).view;
}

// Three stops on a line running east; the track bows about 2.2 km north between the first two.
const STOPS: [string, number, number][] = [['P0', 49.0, 8.4], ['P1', 49.0, 8.5], ['P2', 49.0, 8.6]];
const BOW: [number, number][] = [[49.0, 8.4], [49.01, 8.42], [49.02, 8.45], [49.01, 8.48], [49.0, 8.5], [49.0, 8.55], [49.0, 8.6]];
const straightKm = haversineKm(49, 8.4, 49, 8.5);
const bowKm = BOW.slice(0, 5).reduce((sum, p, i, all) => (i === 0 ? 0 : sum + haversineKm(all[i - 1][0], all[i - 1][1], p[0], p[1])), 0);

/** A feed of one route over P0–P1–P2 (every day) with the trips given: [trip, shape, first departure, stop distances?]. */
function shapeFeed(trips: [string, string, number, number[]?][], shapes: Record<string, [number, number, number?][]>): GtfsTables {
  const tables = generateGtfsTables({ stopTimes: 40 });
  tables['calendar.txt'].rows = [['WD', '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231']];
  tables['calendar_dates.txt'].rows = [];
  tables['stops.txt'].rows = STOPS.map(([id, lat, lon]) => [id, `Halt ${id}`, String(lat), String(lon), '0', '1']);
  tables['trips.txt'] = {
    header: ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'shape_id'],
    rows: trips.map(([id, shape]) => ['R1', 'WD', id, 'Ost', '0', shape]),
  };
  const hms = (s: number) => [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  tables['stop_times.txt'] = {
    header: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'shape_dist_traveled'],
    rows: trips.flatMap(([id, , start, dist]) => STOPS.map(([stop], k) => [id, hms(start + k * 600), hms(start + k * 600), stop, String(k + 1), dist ? String(dist[k]) : ''])),
  };
  tables['shapes.txt'] = {
    header: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled'],
    rows: Object.entries(shapes).flatMap(([id, points]) => points.map(([lat, lon, d], k) => [id, String(lat), String(lon), String(k + 1), d === undefined ? '' : String(d)])),
  };
  return tables;
}

interface RouteRow { route_id: string; shape_id: string | null; km: number[]; shape_km: number[] | null }

async function routesOf(versionId: string): Promise<RouteRow[]> {
  const r = await t.db.query<RouteRow>('SELECT route_id, shape_id, km, shape_km FROM timetable_routes WHERE version_id = $1 ORDER BY idx', [versionId]);
  return r.rows.map((row) => ({ ...row, km: row.km.map(Number), shape_km: row.shape_km?.map(Number) ?? null }));
}

describe('shapes.txt', () => {
  let curved: ImportJobView;

  it('is kept per version (one row per shape) and the km follow the shape, longer than the straight line', async () => {
    curved = await importFeed(shapeFeed([['CURVE', 'BOW', 8 * H]], { BOW: BOW.map(([lat, lon]) => [lat, lon]) }));
    expect(curved.phase, JSON.stringify(curved.problems)).toBe('done');
    expect(curved.notices.map((n) => n.file)).not.toContain('shapes.txt');
    const shapes = await t.db.query<{ shape_id: string; lat: number[]; lon: number[] }>(
      'SELECT shape_id, lat, lon FROM timetable_shapes WHERE version_id = $1', [curved.versionId]);
    // Stored without the point halfway along the straight last leg (it adds nothing within 1 m).
    const stored = BOW.filter((p) => p[1] !== 8.55);
    expect(shapes.rows.map((s) => [s.shape_id, s.lat.map(Number), s.lon.map(Number)])).toEqual([['BOW', stored.map((p) => p[0]), stored.map((p) => p[1])]]);

    const [route] = await routesOf(curved.versionId!);
    expect(route.shape_id).toBe('BOW');
    expect(route.km[1]).toBeCloseTo(bowKm, 2);
    expect(route.km[1]).toBeGreaterThan(straightKm + 1.2);
    expect(route.km[2]).toBeCloseTo(bowKm + haversineKm(49, 8.5, 49, 8.6), 2);
    // The stop times carry the same km.
    const km = await t.db.query<{ km: number }>('SELECT km FROM timetable_stop_times WHERE version_id = $1 ORDER BY seq', [curved.versionId]);
    expect(km.rows.map((r) => Number(r.km))).toEqual(route.km);
  });

  it('takes shape_dist_traveled where given, scaled against the shape\'s real length', async () => {
    // Distances in an arbitrary unit: the shape is 0 … 1000 long, the stops at 0, 600, 1000.
    const total = bowKm + haversineKm(49, 8.5, 49, 8.6);
    const view = await importFeed(shapeFeed(
      [['UNITS', 'BOWD', 9 * H, [0, 600, 1000]]],
      { BOWD: BOW.map(([lat, lon], k) => [lat, lon, k === 0 ? 0 : k === BOW.length - 1 ? 1000 : k * 100]) },
    ));
    expect(view.phase, JSON.stringify(view.problems)).toBe('done');
    const [route] = await routesOf(view.versionId!);
    expect(route.km[1]).toBeCloseTo(0.6 * total, 2);
    expect(route.km[2]).toBeCloseTo(total, 2);
  });

  it('places a running train on the shape between two stops, and the network hands the shapes to the map', async () => {
    const activated = await t.gql(`mutation { activateTimetableVersion(id: "${curved.versionId}") { id } }`, undefined, 'de', 'planner');
    expect(activated.errors).toBeUndefined();
    await t.engine.reload();
    t.setTime(8 * H + 5 * 60);
    const run = await getRun(t, runId(t, 'CURVE')) as Awaited<ReturnType<typeof getRun>> & { lat: number; lon: number; moving: boolean };
    expect(run.phase).toBe('running');
    const shape = shapePolyline(BOW.map((p) => p[0]), BOW.map((p) => p[1]));
    // On the shape (within metres), and far north of the straight line P0–P1 (latitude 49.0).
    expect(projectOnto(shape, run.lat, run.lon).offRouteM).toBeLessThan(5);
    expect(distanceM(run.lat, run.lon, 49.0, run.lon)).toBeGreaterThan(500);
    // Between the first two stops.
    expect(run.lon).toBeGreaterThan(8.4);
    expect(run.lon).toBeLessThan(8.5);

    const network = await t.gql<{ network: { routes: { id: string; shapeId: string | null }[]; shapes: { id: string; lat: number[]; lon: number[] }[] } }>(
      '{ network { routes { id shapeId } shapes { id lat lon } } }', undefined, 'de', 'viewer');
    expect(network.errors).toBeUndefined();
    expect(network.data.network.routes.map((r) => r.shapeId)).toEqual(['BOW']);
    // As stored (the point halfway along the straight last leg left out).
    const drawn = BOW.filter((p) => p[1] !== 8.55);
    expect(network.data.network.shapes).toEqual([{ id: 'BOW', lat: drawn.map((p) => p[0]), lon: drawn.map((p) => p[1]) }]);
  });
});

describe('bad shape data', () => {
  const bad = () => shapeFeed(
    [
      ['ONE', 'DOT', 8 * H],
      ['LOST', 'NOWHERE', 9 * H],
      ['DOWN', 'BACKWARDS', 10 * H],
      ['STOPDOWN', 'BOW', 11 * H, [0, 5000, 4000]],
    ],
    {
      DOT: [[49, 8.4]],
      BACKWARDS: BOW.map(([lat, lon], k) => [lat, lon, k === 3 ? 10 : k * 100]),
      BOW: BOW.map(([lat, lon]) => [lat, lon]),
      SPARE: [[49, 8.4], [49, 8.6]],
    },
  );

  it('is reported with counts in German, and not used', async () => {
    const view = await importFeed(bad());
    expect(view.phase, JSON.stringify(view.problems)).toBe('done');
    const messages = view.notices.map((n) => n.message);
    expect(messages).toEqual(expect.arrayContaining([
      'shapes.txt: 1 Linienverläufe mit weniger als zwei Punkten nicht übernommen (z. B. DOT): ihre Fahrten werden von Halt zu Halt gezeichnet, die Kilometer als Luftlinie berechnet.',
      'shapes.txt: 1 Linienverläufe, deren shape_dist_traveled abnimmt (z. B. BACKWARDS): die Werte nicht verwendet, die Kilometer aus dem Verlauf selbst berechnet.',
      'trips.txt: 2 Fahrten verweisen auf einen Linienverlauf (shape_id), der in shapes.txt fehlt oder nicht verwendbar ist (z. B. ONE, LOST): von Halt zu Halt gezeichnet, Kilometer aus shape_dist_traveled oder als Luftlinie.',
      'shapes.txt: 1 Linienverläufe, die keine Fahrt verwendet, nicht übernommen (z. B. SPARE).',
      'stop_times.txt: 1 Fahrten, deren shape_dist_traveled in stop_times.txt abnimmt (z. B. STOPDOWN): die Werte nicht verwendet, die Kilometer entlang des Linienverlaufs (ohne Verlauf als Luftlinie) berechnet.',
    ]));
    const routes = await routesOf(view.versionId!);
    const byShape = new Map(routes.map((r) => [r.shape_id, r]));
    // ONE and LOST: no shape, straight line; BACKWARDS: kept, km from its geometry; STOPDOWN: km along BOW, not 5 / 4.
    expect(routes.filter((r) => r.shape_id === null)).toHaveLength(1);
    expect(byShape.get(null)?.km[1]).toBeCloseTo(straightKm, 2);
    expect(byShape.get('BACKWARDS')?.km[1]).toBeCloseTo(bowKm, 2);
    expect(byShape.get('BOW')?.km[1]).toBeCloseTo(bowKm, 2);
    const kept = await t.db.query<{ shape_id: string }>('SELECT shape_id FROM timetable_shapes WHERE version_id = $1 ORDER BY shape_id', [view.versionId]);
    expect(kept.rows.map((r) => r.shape_id)).toEqual(['BACKWARDS', 'BOW']);
  });

  it('is reported in Italian', async () => {
    const view = await importFeed(bad(), 'it');
    expect(view.notices.map((n) => n.message)).toEqual(expect.arrayContaining([
      'shapes.txt: 1 tracciati con meno di due punti non ripresi (p. es. DOT): le loro corse sono disegnate da fermata a fermata, i chilometri calcolati in linea d\'aria.',
      'trips.txt: 2 corse rimandano a un tracciato (shape_id) assente in shapes.txt o non utilizzabile (p. es. ONE, LOST): disegnate da fermata a fermata, chilometri da shape_dist_traveled o in linea d\'aria.',
      'stop_times.txt: 1 corse il cui shape_dist_traveled in stop_times.txt diminuisce (p. es. STOPDOWN): i valori non sono usati, i chilometri sono calcolati lungo il tracciato (senza tracciato in linea d\'aria).',
    ]));
  });

  it('a malformed coordinate in shapes.txt is a problem at its line', async () => {
    const tables = bad();
    tables['shapes.txt'].rows[2][1] = '95';
    const view = await importFeed(tables, 'it');
    expect(view.phase).toBe('failed');
    expect(view.problems.map((p) => [p.file, p.line, p.column])).toEqual([['shapes.txt', 4, 'shape_pt_lat']]);
  });
});
