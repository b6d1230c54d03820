import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import type { PublicMessage } from '../../../src/shared/passenger-info/types';
import { accessText, accessTextKeys, createAccessCheck } from '../../../server/gtfs-rt/access';
import { alertEntities, alertEntity, headerOf, severityOf, type AlertScope } from '../../../server/gtfs-rt/alerts';
import { FeedCache } from '../../../server/gtfs-rt/cache';
import { formatText } from '../../../server/gtfs-rt';
import { encodeFeed, feedJson, feedMessage } from '../../../server/gtfs-rt/proto';
import { occupancyStatus } from '../../../server/gtfs-rt/vehiclePositions';

const { Alert, FeedMessage, VehiclePosition } = GtfsRealtimeBindings.transit_realtime;

describe('access', () => {
  it('open when public, else one of the tokens as ?token= or bearer', () => {
    expect(createAccessCheck({ public: true, tokens: [] })(undefined, undefined)).toBe('open');
    const check = createAccessCheck({ public: false, tokens: ['abc', 'def'] });
    expect(check(undefined, undefined)).toBe('missing');
    expect(check('abc', undefined)).toBe('granted');
    expect(check(undefined, 'Bearer def')).toBe('granted');
    expect(check(undefined, 'bearer  def ')).toBe('granted');
    expect(check('ab', undefined)).toBe('refused');
    expect(check(undefined, 'Basic abc')).toBe('missing');
    // No tokens configured and not public: nobody gets in.
    expect(createAccessCheck({ public: false, tokens: [] })('abc', undefined)).toBe('refused');
  });

  it('texts in German and Italian with the same keys', () => {
    expect(accessTextKeys('de')).toEqual(accessTextKeys('it'));
    expect(accessText('it', 'missing')).toContain('chiave di accesso');
    expect(formatText('de', 'xml')).toContain('„xml“');
    expect(formatText('it', 'xml')).toContain('«xml»');
  });
});

describe('occupancy bands', () => {
  it('maps the engine’s percent to the GTFS-RT enum', () => {
    const s = VehiclePosition.OccupancyStatus;
    expect([0, 4, 5, 49, 50, 79, 80, 99, 100, 129, 130, 150].map(occupancyStatus)).toEqual([
      s.EMPTY, s.EMPTY, s.MANY_SEATS_AVAILABLE, s.MANY_SEATS_AVAILABLE, s.FEW_SEATS_AVAILABLE, s.FEW_SEATS_AVAILABLE,
      s.STANDING_ROOM_ONLY, s.STANDING_ROOM_ONLY, s.CRUSHED_STANDING_ROOM_ONLY, s.CRUSHED_STANDING_ROOM_ONLY, s.FULL, s.FULL,
    ]);
  });
});

const message = (over: Partial<PublicMessage> = {}): PublicMessage => ({
  id: '7', priority: 1, channels: ['display', 'web'], stationIds: [], lineIds: [], runIds: [],
  validFrom: '2026-03-04T06:00:00.000Z', validTo: null,
  textDe: 'S4: Zugausfall zwischen Durlach und Bretten. Bitte nutzen Sie die S5.', textIt: 'S4: treno soppresso tra Durlach e Bretten. Si prega di usare la S5.', textEn: null,
  announcementDe: null, announcementIt: null, source: 'manual', measureId: null, situationId: null, cause: 'TECHNICAL_PROBLEM', effect: 'NO_SERVICE', ...over,
});

const scope: AlertScope = {
  stopsOfStation: (id) => (id === '100' ? ['S0', 'S0b'] : []),
  routesOf: (line) => (line === 'L1' || line === 'S4' ? ['L1'] : line === 'L2' ? ['L2'] : []),
  tripsOf: (run) => (run === '2026-03-04:T1' || run === '1001' ? [{ tripId: 'T1', startDate: '20260304', startTime: '06:00:00', routeId: 'L1', directionId: 0 }] : []),
  allRoutes: () => ['L1', 'L2'],
};

describe('alerts from customer messages', () => {
  it('scope, period, texts, cause, effect and severity', () => {
    const e = alertEntity(message({ stationIds: ['100'], lineIds: ['L1', 'S4'], runIds: ['2026-03-04:T1', '2026-03-04:gone'], textEn: 'S4: train cancelled.' }), scope)!;
    expect(e.id).toBe('message:7');
    expect(e.alert!.informedEntity).toEqual([
      { stopId: 'S0' }, { stopId: 'S0b' }, { routeId: 'L1' },
      { trip: { tripId: 'T1', startDate: '20260304', startTime: '06:00:00', routeId: 'L1', directionId: 0 } },
    ]);
    expect(e.alert!.activePeriod).toEqual([{ start: Date.parse('2026-03-04T06:00:00.000Z') / 1000 }]);
    expect(e.alert!.cause).toBe(Alert.Cause.TECHNICAL_PROBLEM);
    expect(e.alert!.effect).toBe(Alert.Effect.NO_SERVICE);
    expect(e.alert!.severityLevel).toBe(Alert.SeverityLevel.SEVERE);
    expect(e.alert!.headerText!.translation).toEqual([
      { text: 'S4: Zugausfall zwischen Durlach und Bretten.', language: 'de' },
      { text: 'S4: treno soppresso tra Durlach e Bretten.', language: 'it' },
      { text: 'S4: train cancelled.', language: 'en' },
    ]);
    expect(e.alert!.descriptionText!.translation![0].text).toBe('S4: Zugausfall zwischen Durlach und Bretten. Bitte nutzen Sie die S5.');
  });

  it('no scope: the whole network; unknown cause and effect: UNKNOWN_*; no validity: no period', () => {
    const e = alertEntity(message({ cause: 'NOT_A_CAUSE', effect: null, validFrom: null }), scope)!;
    expect(e.alert!.informedEntity).toEqual([{ routeId: 'L1' }, { routeId: 'L2' }]);
    expect(e.alert!.cause).toBe(Alert.Cause.UNKNOWN_CAUSE);
    expect(e.alert!.effect).toBe(Alert.Effect.UNKNOWN_EFFECT);
    expect(e.alert!.activePeriod).toEqual([]);
  });

  it('a scope of which nothing is in the loaded days informs nobody: no alert', () => {
    expect(alertEntity(message({ lineIds: ['L9'], stationIds: ['999'] }), scope)).toBeNull();
  });

  it('situations as alerts, unless a customer message was made from one', () => {
    const situation = (id: string) => message({ id, source: 'situation', situationId: id, channels: ['web'] });
    const fromSituation = message({ id: '3', situationId: '41' });
    expect(alertEntities([fromSituation], scope, [situation('41'), situation('42')]).map((e) => e.id)).toEqual(['message:3', 'situation:42']);
  });

  it('only messages for the web/app channel become alerts', () => {
    expect(alertEntities([message({ id: '1', channels: ['display'] }), message({ id: '2' })], scope).map((e) => e.id)).toEqual(['message:2']);
  });

  it('severity by priority; the header is the first sentence, at most 120 characters', () => {
    expect([1, 2, 3, 9].map(severityOf)).toEqual([Alert.SeverityLevel.SEVERE, Alert.SeverityLevel.WARNING, Alert.SeverityLevel.INFO, Alert.SeverityLevel.INFO]);
    expect(headerOf('Ein Satz ohne Punkt')).toBe('Ein Satz ohne Punkt');
    expect(headerOf('Erste Zeile\nzweite Zeile.')).toBe('Erste Zeile');
    expect(headerOf('Um 7.30 Uhr fällt die S4 aus. Mehr Text.')).toBe('Um 7.30 Uhr fällt die S4 aus.');
    expect(headerOf('x'.repeat(200))).toHaveLength(120);
  });

  it('an alert survives encoding and decoding by the bindings', () => {
    const msg = feedMessage(1_772_604_000, [alertEntity(message({ stationIds: ['100'] }), scope)!]);
    const back = FeedMessage.toObject(FeedMessage.decode(encodeFeed(msg)), { longs: Number });
    expect(back.entity[0].alert.informedEntity).toEqual([{ stopId: 'S0' }, { stopId: 'S0b' }]);
    expect(back.header.timestamp).toBe(1_772_604_000);
  });
});

describe('JSON', () => {
  it('uses the .proto field names and enum names', () => {
    const json = feedJson(feedMessage(100, [{ id: 'a', tripUpdate: { trip: { tripId: 'T', scheduleRelationship: 3 }, stopTimeUpdate: [] } }])) as Record<string, unknown>;
    expect(json).toEqual({
      header: { gtfs_realtime_version: '2.0', incrementality: 'FULL_DATASET', timestamp: 100 },
      entity: [{ id: 'a', trip_update: { trip: { trip_id: 'T', schedule_relationship: 'CANCELED' } } }],
    });
  });
});

describe('FeedCache', () => {
  const built = (n: number) => ({ body: Buffer.from(String(n)), gzip: Buffer.alloc(0), etag: `"${n}"`, timestampS: n, buildMs: 1 });

  it('builds at most once per ttl, one build for concurrent callers', async () => {
    let now = 0;
    let builds = 0;
    const cache = new FeedCache(1000, () => now);
    const build = async () => built(++builds);
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    now = 999;
    await cache.get('k', build);
    expect(builds).toBe(1);
    now = 1000;
    expect((await cache.get('k', build)).etag).toBe('"2"');
    // Another key is its own copy.
    await cache.get('other', build);
    expect(builds).toBe(3);
  });

  it('drop() forgets the copies; ttl 0 builds every time', async () => {
    let builds = 0;
    const cache = new FeedCache(1000, () => 0);
    const build = async () => built(++builds);
    await cache.get('k', build);
    cache.drop();
    await cache.get('k', build);
    expect(builds).toBe(2);
    const none = new FeedCache(0, () => 0);
    await none.get('k', build);
    await none.get('k', build);
    expect(builds).toBe(4);
  });

  it('a failed build is not kept', async () => {
    const cache = new FeedCache(1000, () => 0);
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('k', async () => built(5))).etag).toBe('"5"');
  });
});

describe('JSON against the bindings', () => {
  it('equals the bindings’ own toObject of the same message, with snake_case names', () => {
    const msg = feedMessage(1_772_604_000, [
      { id: 'r1', tripUpdate: { trip: { tripId: 'T1', routeId: 'L1', directionId: 1, startDate: '20260304', startTime: '06:00:00', scheduleRelationship: 0 },
        vehicle: { id: '917', label: '917+918' }, timestamp: 1_772_604_000,
        stopTimeUpdate: [{ stopId: 'S1', scheduleRelationship: 1 }, { stopId: 'S2', scheduleRelationship: 0, arrival: { delay: 60, time: 1_772_604_100 }, departure: { delay: 30, time: 1_772_604_130 } }] } },
      { id: 'v1', vehicle: { trip: { tripId: 'T1', scheduleRelationship: 0 }, position: { latitude: 49, longitude: 8.4, bearing: 90 }, stopId: 'S2', currentStatus: 1, occupancyStatus: 3, occupancyPercentage: 85, timestamp: 1_772_604_000 } },
      alertEntity(message({ stationIds: ['100'], priority: 2 }), scope)!,
    ]);
    const viaBindings = FeedMessage.toObject(FeedMessage.fromObject(msg as unknown as Record<string, unknown>), { enums: String, longs: Number });
    const snake = (v: unknown): unknown => Array.isArray(v) ? v.map(snake) : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).filter(([, x]) => !(Array.isArray(x) && x.length === 0)).map(([k, x]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(x)])) : v;
    expect(feedJson(msg)).toEqual(snake(viaBindings));
  });
});
