/**
 * The control-centre map's server side: Query.network (lines, routes and stops of the active
 * timetable for a day, cached per version and day, readable by every role) and the map's tile
 * configuration in GET /api/config and the Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createNetworkCache, loadMapTiles, MAP_LAYER_DEFAULTS, tileSource, tileSources } from '../../server/operations/network';
import { activateVersion, loadDayTimetable, writeTimetableVersion } from '../../server/operations/timetable';
import { loadDeclarations } from '../../server/resources/load';
import { dayTimetable, LINE, routes as fixtureRoutes, stops as fixtureStops } from '../unit/live/fixtures';
import { createTestDb, startTestApp, type TestApp } from './helpers';
import { installTimetable, timetableData } from './live-support';

const NETWORK = `query($day: String) { network(operatingDay: $day) {
  operatingDay versionId
  lines { id lineNumber name color textColor product network }
  routes { id lineId direction name stopIds km }
  stops { id name lat lon stationId }
} }`;

interface NetworkAnswer {
  operatingDay: string;
  versionId: string | null;
  lines: { id: string; lineNumber: string; name: string; color: string; textColor: string; product: string; network: string }[];
  routes: { id: string; lineId: string; direction: number; name: string; stopIds: string[]; km: number[] }[];
  stops: { id: string; name: string; lat: number; lon: number; stationId: string | null }[];
}

describe('Query.network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('without an active timetable: the day with empty lists', async () => {
    const r = await t.gql<{ network: NetworkAnswer }>(NETWORK, { day: '2026-03-02' }, 'de', 'viewer');
    expect(r.errors).toBeUndefined();
    expect(r.data.network).toEqual({ operatingDay: '2026-03-02', versionId: null, lines: [], routes: [], stops: [] });
  });

  it('gives the lines, routes and stops of the active version to every role, for the current day by default', async () => {
    await installTimetable(t.db);
    const expected = {
      lines: [LINE],
      routes: fixtureRoutes(),
      stops: fixtureStops(),
    };
    for (const role of ['viewer', 'planner', 'dispatcher', 'admin'] as const) {
      const r = await t.gql<{ network: NetworkAnswer }>(NETWORK, {}, 'de', role);
      expect(r.errors, role).toBeUndefined();
      const n = r.data.network;
      expect(n.operatingDay).toBe(t.app.liveEngine.currentDay());
      expect(n.versionId).toMatch(/^\d+$/);
      expect(n.lines).toEqual(expected.lines);
      expect(n.routes).toEqual(expected.routes);
      expect(n.stops.map((s) => s.id)).toEqual(expected.stops.map((s) => s.id));
      for (const [i, s] of n.stops.entries()) {
        expect(s.name).toBe(expected.stops[i].name);
        expect(s.lat).toBeCloseTo(expected.stops[i].lat, 6);
        expect(s.lon).toBeCloseTo(expected.stops[i].lon, 6);
        expect(s.stationId).toBe(expected.stops[i].stationId);
      }
    }
    // Another day of the version (its service runs daily).
    const other = await t.gql<{ network: NetworkAnswer }>(NETWORK, { day: '2030-07-01' }, 'de', 'viewer');
    expect(other.data.network.operatingDay).toBe('2030-07-01');
    expect(other.data.network.routes.map((r) => r.id)).toEqual(expected.routes.map((r) => r.id));
  });

  it('follows an activation at once (the cache is per version)', async () => {
    const before = await t.gql<{ network: NetworkAnswer }>(NETWORK);
    const data = timetableData(dayTimetable('2026-01-01', { first: 5 * 3600, count: 4 }));
    data.lines = [{ ...LINE, name: 'Albtal – Bretten (neu)', color: '#005B99' }];
    const version = await writeTimetableVersion(t.db, data, { importedBy: 'test' });
    await activateVersion(t.db, version.id, 'test');
    const after = await t.gql<{ network: NetworkAnswer }>(NETWORK);
    expect(after.data.network.versionId).toBe(version.id);
    expect(after.data.network.versionId).not.toBe(before.data.network.versionId);
    expect(after.data.network.lines).toEqual([{ ...LINE, name: 'Albtal – Bretten (neu)', color: '#005B99' }]);
  });

  it('refuses a malformed day in the caller’s language and anonymous callers', async () => {
    const de = await t.gql(NETWORK, { day: '2026-02-30' }, 'de', 'viewer');
    expect(de.errors?.[0]).toMatchObject({ message: 'Der Betriebstag muss ein Datum im Format JJJJ-MM-TT sein.', extensions: { code: 'BAD_USER_INPUT' } });
    const it = await t.gql(NETWORK, { day: 'today' }, 'it', 'viewer');
    expect(it.errors?.[0].message).toBe('Il giorno di esercizio deve essere una data nel formato AAAA-MM-GG.');
    const anonymous = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: NETWORK } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('network cache', () => {
  it('loads a version and day once, shares concurrent loads, forgets failures and the least recently used', async () => {
    const testDb = await createTestDb();
    const t = await startTestApp({ testDb });
    try {
      await installTimetable(t.db);
      const calls: string[] = [];
      let fail = false;
      const cache = createNetworkCache(t.db, async (db, day) => {
        calls.push(day);
        if (fail) throw new Error('database gone');
        return loadDayTimetable(db, day);
      }, 2);
      const [a, b] = await Promise.all([cache.get('2026-05-04'), cache.get('2026-05-04')]);
      expect(a).toBe(b);
      expect(calls).toEqual(['2026-05-04']);
      expect((await cache.get('2026-05-04')).lines).toHaveLength(1);
      expect(calls).toHaveLength(1);

      fail = true;
      await expect(cache.get('2026-05-05')).rejects.toThrow('database gone');
      fail = false;
      await cache.get('2026-05-05');
      expect(calls).toEqual(['2026-05-04', '2026-05-05', '2026-05-05']);

      // Two entries at most: 05-06 pushes out 05-04 (05-05 was used last).
      await cache.get('2026-05-06');
      expect(cache.size()).toBe(2);
      await cache.get('2026-05-05');
      expect(calls).toHaveLength(4);
      await cache.get('2026-05-04');
      expect(calls.at(-1)).toBe('2026-05-04');
      expect(calls).toHaveLength(5);
    } finally {
      await t.close();
      await testDb.destroy();
    }
  });
});

describe('map tile configuration', () => {
  it('defaults to OpenStreetMap and the OpenRailwayMap overlays; empty switches a layer off; nonsense stops the start', () => {
    const d = loadMapTiles({});
    expect(d.base?.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(d.signals?.url).toBe('https://{s}.tiles.openrailwaymap.org/signals/{z}/{x}/{y}.png');
    expect(d.maxspeed?.url).toBe('https://{s}.tiles.openrailwaymap.org/maxspeed/{z}/{x}/{y}.png');
    for (const layer of [d.base, d.signals, d.maxspeed]) expect(layer?.attribution).toContain('OpenStreetMap');
    expect(d.signals?.attribution).toContain('OpenRailwayMap');

    const own = loadMapTiles({ MAP_BASE_TILES: 'https://tiles.example.org/osm/{z}/{x}/{y}.png', MAP_BASE_ATTRIBUTION: 'Karte: Beispiel', MAP_MAXSPEED_TILES: '' });
    expect(own.base).toEqual({ url: 'https://tiles.example.org/osm/{z}/{x}/{y}.png', attribution: 'Karte: Beispiel' });
    expect(own.maxspeed).toBeNull();
    expect(own.signals).toEqual({ url: MAP_LAYER_DEFAULTS.signals.url, attribution: MAP_LAYER_DEFAULTS.signals.attribution });

    expect(() => loadMapTiles({ MAP_SIGNALS_TILES: 'ftp://x.example/{z}/{x}/{y}' })).toThrow(/MAP_SIGNALS_TILES must be an http\(s\) tile URL/);
    expect(() => loadMapTiles({ MAP_BASE_TILES: 'https://tiles.example.org/{z}/{x}.png' })).toThrow(/MAP_BASE_TILES/);
    expect(() => loadConfig({ MAP_MAXSPEED_TILES: 'not a url {z}{x}{y}' })).toThrow(/MAP_MAXSPEED_TILES/);
  });

  it('CSP sources: the origin, a {s} subdomain as a wildcard, each origin once', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.openrailwaymap.org/signals/{z}/{x}/{y}.png')).toBe('https://*.tiles.openrailwaymap.org');
    expect(tileSource('http://maps.intern:8081/{z}/{x}/{y}.png')).toBe('http://maps.intern:8081');
    expect(tileSource('https://a.{s}.example.org/{z}/{x}/{y}.png')).toBe('https://*.example.org');
    expect(tileSources(loadMapTiles({}))).toEqual(['https://tile.openstreetmap.org', 'https://*.tiles.openrailwaymap.org']);
    expect(tileSources(loadMapTiles({ MAP_BASE_TILES: '', MAP_SIGNALS_TILES: '', MAP_MAXSPEED_TILES: '' }))).toEqual([]);
  });

  it('GET /api/config hands the layers to the browser and the CSP lets exactly their images in', async () => {
    const testDb = await createTestDb();
    const env = { MAP_BASE_TILES: 'https://tiles.example.org/base/{z}/{x}/{y}.png', MAP_SIGNALS_TILES: '', LOG_LEVEL: 'silent' };
    const config = { ...loadConfig(env), dataDir: 'memory://', staticDir: '/nonexistent/leitstelle-dist' };
    const app = await buildApp({ config, db: testDb.db, declarations: await loadDeclarations(), logger: false });
    try {
      await app.ready();
      const res = await app.inject('/api/config');
      const body = res.json() as { map: Record<string, { url: string; attribution: string } | null> };
      expect(body.map).toEqual({
        base: { url: 'https://tiles.example.org/base/{z}/{x}/{y}.png', attribution: MAP_LAYER_DEFAULTS.base.attribution },
        signals: null,
        maxspeed: { url: MAP_LAYER_DEFAULTS.maxspeed.url, attribution: MAP_LAYER_DEFAULTS.maxspeed.attribution },
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org https://*.tiles.openrailwaymap.org;");
      expect(csp).not.toContain('tile.openstreetmap.org');
    } finally {
      await app.close();
      await testDb.destroy();
    }
  });
});
