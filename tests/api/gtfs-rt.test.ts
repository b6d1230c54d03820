/**
 * The open GTFS-Realtime feeds (issue 14 item 6, docs/passenger-information/gtfs-rt.md), read with
 * MobilityData's gtfs-realtime-bindings (a reader nobody here wrote) and checked against the live
 * day through the GraphQL API: every cancelled run CANCELED, skipped stops SKIPPED, delays equal
 * to Query.run's forecasts, trip ids of the active version; tokens, public access, JSON, cache.
 */
import { gunzipSync } from 'node:zlib';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDayZero } from '../../server/operations/live/time';
import { getRun, runId, startLiveApp, type LiveTestApp, type RunRowView } from './live-support';

const { FeedMessage, TripDescriptor, TripUpdate, FeedHeader, VehiclePosition } = GtfsRealtimeBindings.transit_realtime;

let t: LiveTestApp;
const TOKENS = ['key-alpha', 'key-beta'];

beforeAll(async () => {
  // 06:30: U1-3 and U2-2 are running; later runs are planned (tests/api/live-measures.test.ts).
  t = await startLiveApp({ at: 6.5 * 3600, env: { GTFS_RT_TOKENS: TOKENS.join(', ') } });
});
afterAll(async () => {
  await t?.close();
});

interface FeedResponse {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  raw: Buffer;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<FeedResponse> {
  const res = await t.app.inject({ method: 'GET', url: path, headers });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload };
}

/** A feed decoded by the bindings, 64-bit numbers as numbers. */
async function feed(name: string) {
  const res = await get(`/gtfs-rt/${name}?token=${TOKENS[1]}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-protobuf');
  const msg = FeedMessage.decode(res.raw);
  return FeedMessage.toObject(msg, { longs: Number, enums: Number }) as {
    header: { gtfsRealtimeVersion: string; incrementality: number; timestamp: number };
    entity: {
      id: string;
      tripUpdate?: {
        trip: { tripId: string; routeId: string; directionId: number; startDate: string; startTime: string; scheduleRelationship: number };
        vehicle?: { id: string; label: string };
        stopTimeUpdate?: { stopId: string; scheduleRelationship: number; arrival?: { delay: number; time: number }; departure?: { delay: number; time: number } }[];
      };
      vehicle?: {
        trip: { tripId: string; startDate: string };
        vehicle?: { id: string; label: string };
        position: { latitude: number; longitude: number; bearing?: number };
        stopId?: string;
        currentStatus?: number;
        occupancyStatus?: number;
        occupancyPercentage?: number;
        timestamp: number;
      };
      alert?: unknown;
    }[];
  };
}

const mutate = async (query: string, variables: Record<string, unknown>) => {
  const r = await t.gql<Record<string, { id: string }>>(query, variables, 'de', 'dispatcher');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};
const CANCEL = 'mutation($runId: ID!, $reasonId: ID!) { cancelRun(runId: $runId, reasonId: $reasonId) { id } }';
const SKIP = 'mutation($runId: ID!, $stops: [ID!], $reasonId: ID!) { rerouteRun(runId: $runId, kind: "skipStops", skipStopIds: $stops, reasonId: $reasonId) { id } }';
const DELAY = 'mutation($runId: ID!, $delayS: Int!, $reasonId: ID!) { delayRun(runId: $runId, delayS: $delayS, reasonId: $reasonId) { id } }';

async function versionTripIds(): Promise<Set<string>> {
  const r = await t.db.query<{ trip_id: string }>(
    `SELECT trip_id FROM timetable_trips WHERE version_id = (SELECT id FROM timetable_versions WHERE status = 'active')`);
  return new Set(r.rows.map((row) => row.trip_id));
}

describe('access', () => {
  it('refuses a request without or with a wrong token, in German or Italian', async () => {
    const none = await get('/gtfs-rt/trip-updates');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(JSON.parse(none.raw.toString()).error).toContain('Zugangsschlüssel nötig');
    const wrong = await get('/gtfs-rt/vehicle-positions?token=key-gamma', { 'accept-language': 'it-IT,it;q=0.9' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('invalid_token');
    expect(JSON.parse(wrong.raw.toString()).error).toBe('La chiave di accesso per i feed GTFS-Realtime non è valida.');
    const bearerWrong = await get('/gtfs-rt/alerts', { authorization: 'Bearer key-alph' });
    expect(bearerWrong.status).toBe(401);
    // Not open to everyone: no CORS header on a refusal.
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers either token, as ?token= or as a bearer token', async () => {
    expect((await get(`/gtfs-rt/trip-updates?token=${TOKENS[0]}`)).status).toBe(200);
    const bearer = await get('/gtfs-rt/alerts', { authorization: `Bearer ${TOKENS[1]}` });
    expect(bearer.status).toBe(200);
    expect(bearer.headers['cache-control']).toBe('private, max-age=1');
    expect(bearer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an unknown format with a message in the request language', async () => {
    const r = await get(`/gtfs-rt/trip-updates?token=${TOKENS[0]}&format=xml`, { 'accept-language': 'it' });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.raw.toString()).error).toContain('Formato sconosciuto «xml»');
  });
});

describe('trip updates against the live day', () => {
  it('sends cancelled runs CANCELED, skipped stops SKIPPED and the forecasts as delays, with the version’s trip ids', async () => {
    await mutate(CANCEL, { runId: runId(t, 'U2-4'), reasonId: t.reasons.SIGNAL });
    await mutate(SKIP, { runId: runId(t, 'U1-4'), stops: ['S2', 'S3'], reasonId: t.reasons.SIGNAL });
    await mutate(DELAY, { runId: runId(t, 'U2-3'), delayS: 420, reasonId: t.reasons.TUER });
    const msg = await feed('trip-updates');
    expect(msg.header.gtfsRealtimeVersion).toBe('2.0');
    expect(msg.header.incrementality).toBe(FeedHeader.Incrementality.FULL_DATASET);
    expect(msg.header.timestamp).toBe(Math.floor(t.engine.currentLiveDay().nowMs / 1000));

    const byId = new Map(msg.entity.map((e) => [e.id, e.tripUpdate!]));
    // Every whole-cancelled run of the day not yet past its planned end is in the feed as CANCELED.
    const rows = t.engine.allRows();
    const cancelled = rows.filter((r) => r.status === 'cancelled' && r.measure?.type === 'cancel');
    expect(cancelled.map((r) => r.id)).toContain(runId(t, 'U2-4'));
    for (const r of cancelled) {
      expect(byId.get(r.id)?.trip.scheduleRelationship, r.id).toBe(TripDescriptor.ScheduleRelationship.CANCELED);
      expect(byId.get(r.id)?.stopTimeUpdate ?? []).toEqual([]);
    }
    // Running trains are all there.
    for (const r of rows.filter((x) => x.phase === 'running')) expect(byId.has(r.id), r.id).toBe(true);
    expect(byId.has(runId(t, 'U1-3'))).toBe(true);

    const tripIds = await versionTripIds();
    const zero = serviceDayZero(t.day, t.engine.tz) / 1000;
    const day = t.day.replaceAll('-', '');
    let checkedStops = 0;
    for (const [id, tu] of byId) {
      expect(tripIds.has(tu.trip.tripId), tu.trip.tripId).toBe(true);
      expect(id).toBe(`${t.day}:${tu.trip.tripId}`);
      expect(tu.trip.startDate).toBe(day);
      expect(tu.trip.routeId).toBe('L1');
      const run = await getRun(t, id);
      const first = run.stops![0].plannedDeparture!;
      expect(tu.trip.startTime).toBe(`${String(Math.floor(first / 3600)).padStart(2, '0')}:${String(Math.floor(first / 60) % 60).padStart(2, '0')}:${String(first % 60).padStart(2, '0')}`);
      expect(tu.trip.directionId ?? 0).toBe((run as RunRowView & { direction: number }).direction);
      if (tu.trip.scheduleRelationship === TripDescriptor.ScheduleRelationship.CANCELED) continue;
      // The stops ahead, in order, each as Query.run forecasts it.
      const ahead = run.stops!.filter((s) => !s.passed);
      expect(tu.stopTimeUpdate!.map((u) => u.stopId)).toEqual(ahead.map((s) => s.stopId));
      tu.stopTimeUpdate!.forEach((u, k) => {
        const s = ahead[k];
        if (s.skipped) {
          expect(u.scheduleRelationship).toBe(TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED);
          expect(u.arrival).toBeUndefined();
          return;
        }
        expect(u.scheduleRelationship ?? 0).toBe(TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED);
        if (s.expectedArrival !== null) expect(u.arrival).toEqual({ delay: s.expectedArrival - s.plannedArrival!, time: zero + s.expectedArrival });
        else expect(u.arrival).toBeUndefined();
        if (s.expectedDeparture !== null) expect(u.departure).toEqual({ delay: s.expectedDeparture - s.plannedDeparture!, time: zero + s.expectedDeparture });
        else expect(u.departure).toBeUndefined();
        checkedStops++;
      });
    }
    expect(checkedStops).toBeGreaterThan(10);
    // The skipped stops of U1-4 and the dispatcher's delay of U2-3 are in it.
    const skipped = byId.get(runId(t, 'U1-4'))!.stopTimeUpdate!.filter((u) => u.scheduleRelationship === TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED);
    expect(skipped.map((u) => u.stopId)).toEqual(['S2', 'S3']);
    const delayed = byId.get(runId(t, 'U2-3'))!.stopTimeUpdate!;
    expect(delayed[0].departure!.delay).toBeGreaterThanOrEqual(420);
  });

  it('leaves out finished runs and planned runs beyond the horizon without measures', async () => {
    const msg = await feed('trip-updates');
    const ids = new Set(msg.entity.map((e) => e.id));
    const now = (t.engine.currentLiveDay().nowMs - serviceDayZero(t.day, t.engine.tz)) / 1000;
    for (const r of t.engine.allRows()) {
      if (r.phase === 'finished') expect(ids.has(r.id), r.id).toBe(false);
      if (r.phase === 'planned' && r.plannedDeparture - now > 2 * 3600 && !r.measure) expect(ids.has(r.id), r.id).toBe(false);
    }
    // 12 trips per circulation from 05:00, one every 27 2/3 minutes: U1-11 leaves at 10:04, beyond 08:30.
    expect(ids.has(runId(t, 'U1-11'))).toBe(false);
  });

  it('gives the vehicle of a run once one is assigned', async () => {
    const v = await t.gql<{ createVehicle: { id: string } }>('mutation { createVehicle(vehicleNumber: "917", series: "ET 2010", vehicleType: "tramTrain", status: "inService") { id } }');
    if (v.errors) throw new Error(JSON.stringify(v.errors));
    await mutate('mutation($runId: ID!, $ids: [ID!]!, $reasonId: ID!) { assignVehicle(runId: $runId, vehicleIds: $ids, reasonId: $reasonId) { id } }',
      { runId: runId(t, 'U1-3'), ids: [v.data.createVehicle.id], reasonId: t.reasons.TUER });
    const tu = (await feed('trip-updates')).entity.find((e) => e.id === runId(t, 'U1-3'))!.tripUpdate!;
    expect(tu.vehicle).toEqual({ id: '917', label: '917' });
    const vp = (await feed('vehicle-positions')).entity.find((e) => e.id === runId(t, 'U1-3'))!.vehicle!;
    expect(vp.vehicle).toEqual({ id: '917', label: '917' });
  });
});

describe('vehicle positions', () => {
  it('has every running train with the engine’s position, stop, trip and occupancy', async () => {
    const msg = await feed('vehicle-positions');
    const rows = t.engine.allRows().filter((r) => r.phase === 'running' && r.status !== 'cancelled');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(msg.entity.map((e) => e.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const r of rows) {
      const vp = msg.entity.find((e) => e.id === r.id)!.vehicle!;
      expect(vp.trip.tripId).toBe(r.tripId);
      expect(vp.trip.startDate).toBe(t.day.replaceAll('-', ''));
      expect(vp.position.latitude).toBeCloseTo(r.lat!, 5);
      expect(vp.position.longitude).toBeCloseTo(r.lon!, 5);
      expect(vp.position.bearing).toBeCloseTo(r.bearing!, 3);
      expect(vp.occupancyPercentage).toBe(Math.round(r.occupancy));
      expect(vp.occupancyStatus).toBeDefined();
      // Standing at a stop: STOPPED_AT it; between two: IN_TRANSIT_TO the next one served.
      const run = await getRun(t, r.id);
      const stops = run.stops as unknown as { stopId: string; name: string }[];
      const stopNamed = (name: string) => stops.find((s) => s.name === name)?.stopId;
      if (r.location.startsWith('in ')) {
        expect(vp.currentStatus).toBe(VehiclePosition.VehicleStopStatus.STOPPED_AT);
        expect(vp.stopId).toBe(stopNamed(r.location.slice(3)));
      } else {
        // IN_TRANSIT_TO is the enum's default (2), left out of the wire format.
        expect(vp.currentStatus ?? VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO).toBe(VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO);
        expect(vp.stopId).toBe(stopNamed(r.nextStation!));
      }
    }
  });
});

describe('alerts', () => {
  it('a customer message in force for web/app is an alert: lines by number, runs by train number, stations by station id, de/it/en, cause and effect', async () => {
    // The fixture's stops S0..S5 belong to stations 100..105: Durlach (S2) is station 102.
    await t.db.query("INSERT INTO stations (id, name, station_code) VALUES (102, 'Durlach', 'RD') ON CONFLICT DO NOTHING");
    const create = await t.gql<{ createCustomerMessage: { id: string } }>(
      `mutation($from: String, $to: String) { createCustomerMessage(title: "Signalstörung", status: "published", priority: 2, channels: ["display", "web"],
         validFrom: $from, validTo: $to, stationIds: "102", lineIds: "S4", runIds: "1003",
         textDe: "Signalstörung in Durlach. Die S4 verspätet sich um bis zu 10 Minuten.", textIt: "Guasto al segnale a Durlach. La S4 ha fino a 10 minuti di ritardo.",
         textEn: "Signal failure at Durlach.", cause: "TECHNICAL_PROBLEM", effect: "SIGNIFICANT_DELAYS") { id } }`,
      { from: new Date(t.engine.clock.now() - 600_000).toISOString(), to: new Date(t.engine.clock.now() + 3600_000).toISOString() }, 'de', 'dispatcher');
    if (create.errors) throw new Error(JSON.stringify(create.errors));
    const displayOnly = await t.gql<{ createCustomerMessage: { id: string } }>(
      'mutation { createCustomerMessage(title: "Nur Anzeiger", status: "published", channels: ["display"], textDe: "Anzeiger", textIt: "Display") { id } }', undefined, 'de', 'dispatcher');
    if (displayOnly.errors) throw new Error(JSON.stringify(displayOnly.errors));
    const id = create.data.createCustomerMessage.id;

    const res = await get(`/gtfs-rt/alerts?token=${TOKENS[0]}`);
    const msg = FeedMessage.toObject(FeedMessage.decode(res.raw), { longs: Number, enums: String }) as {
      entity: { id: string; alert: { activePeriod: { start: number; end: number }[]; informedEntity: Record<string, unknown>[]; headerText: { translation: { text: string; language: string }[] };
        descriptionText: { translation: { text: string; language: string }[] }; severityLevel: string; cause: string; effect: string } }[];
    };
    // Exactly the messages passenger information has in force for web/app (automatic ones included).
    const inForce = await t.app.passengerInfo!.messages({ at: t.engine.currentLiveDay().nowMs, channel: 'web' });
    expect(msg.entity.map((e) => e.id).sort()).toEqual(inForce.map((m) => `message:${m.id}`).sort());
    expect(msg.entity.map((e) => e.id)).not.toContain(`message:${displayOnly.data.createCustomerMessage.id}`);
    const alert = msg.entity.find((e) => e.id === `message:${id}`)!.alert;
    expect(alert.informedEntity).toEqual([
      { stopId: 'S2' }, { routeId: 'L1' },
      { trip: { tripId: 'U1-3', routeId: 'L1', directionId: 1, startDate: t.day.replaceAll('-', ''), startTime: expect.stringMatching(/^\d\d:\d\d:\d\d$/) } },
    ]);
    expect(alert.activePeriod).toEqual([{ start: Math.floor((t.engine.clock.now() - 600_000) / 1000), end: Math.floor((t.engine.clock.now() + 3600_000) / 1000) }]);
    expect(alert.headerText.translation).toEqual([
      { text: 'Signalstörung in Durlach.', language: 'de' }, { text: 'Guasto al segnale a Durlach.', language: 'it' }, { text: 'Signal failure at Durlach.', language: 'en' },
    ]);
    expect(alert.descriptionText.translation[0].text).toBe('Signalstörung in Durlach. Die S4 verspätet sich um bis zu 10 Minuten.');
    expect(alert).toMatchObject({ cause: 'TECHNICAL_PROBLEM', effect: 'SIGNIFICANT_DELAYS', severityLevel: 'WARNING' });
    // Withdrawn: out of the next answer (passenger information announces the change, the copy is dropped).
    const del = await t.gql(`mutation { deleteCustomerMessage(id: "${id}") { id } }`, undefined, 'de', 'dispatcher');
    if (del.errors) throw new Error(JSON.stringify(del.errors));
    await new Promise((r) => setTimeout(r, 1100));
    const after = FeedMessage.decode((await get(`/gtfs-rt/alerts?token=${TOKENS[0]}`)).raw);
    expect(after.entity.map((e) => e.id)).not.toContain(`message:${id}`);
  });

  it('a situation with a published web/app text is an alert (its lines, stations and runs, period, de/it); a draft text is not', async () => {
    // The situation is inserted by SQL (as the situation report's own text tests do); its text is saved and published through the API.
    const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
    const category = (await one<{ id: string }>(`INSERT INTO categories (code, name, name_it, usage) VALUES ('BETRIEB', 'Betriebsstörung', 'Perturbazione', '{situationReport}') RETURNING id::text AS id`)).id;
    await t.db.query(`INSERT INTO category_rights (category_id, subject_kind, subject, view, edit, publish, close) VALUES ($1, 'role', 'dispatcher', true, true, true, true)`, [category]);
    const entry = async (list: string, code: string, cause: string | null, effect: string | null) => (await one<{ id: string }>(
      `INSERT INTO selection_list_entries (list, code, name_de, name_it, gtfs_cause, gtfs_effect) VALUES ($1, $2, $2, $2, $3, $4) RETURNING id::text AS id`, [list, code, cause, effect])).id;
    const cause = await entry('cause', 'STELLWERK', 'TECHNICAL_PROBLEM', null);
    const effect = await entry('effect', 'VERSPAETUNG', null, 'SIGNIFICANT_DELAYS');
    const insert = async (seq: number, state: string) => (await one<{ id: string }>(
      `INSERT INTO situations (year, seq, state, title, category_id, severity, start_at, expected_end_at, line_ids, station_ids, run_ids, cause_id, effect_id, created_by, updated_by, state_changed_by)
       VALUES (2026, $1, $2, 'Signalstörung Durlach', $3, 'critical', '2026-11-25T06:00:00Z', '2026-11-25T09:30:00Z', '{L1}', '{102}', $4, $5, $6, 'dispatcher', 'dispatcher', 'dispatcher') RETURNING id::text AS id`,
      [seq, state, category, [runId(t, 'U1-3')], cause, effect])).id;
    const open = await insert(1, 'open');
    const draft = await insert(2, 'draft');
    const SAVE = 'mutation($id: ID!, $de: String!, $it: String!, $v: Int!) { saveSituationText(situationId: $id, channel: "web", textDe: $de, textIt: $it, version: $v) { version } }';
    const PUBLISH = 'mutation($id: ID!, $v: Int!) { publishSituationText(situationId: $id, channel: "web", version: $v) { publishedVersion } }';
    for (const id of [open, draft]) {
      const saved = await t.gql<{ saveSituationText: { version: number } }>(SAVE, { id, de: 'S4: Signalstörung in Durlach. Bitte rechnen Sie mit Verspätungen.', it: 'S4: guasto al segnale a Durlach. Sono possibili ritardi.', v: 0 }, 'de', 'dispatcher');
      if (saved.errors) throw new Error(JSON.stringify(saved.errors));
      if (id === open) {
        const published = await t.gql(PUBLISH, { id, v: saved.data.saveSituationText.version }, 'de', 'dispatcher');
        if (published.errors) throw new Error(JSON.stringify(published.errors));
      }
    }
    // A customer message's or a situation's change is not announced to the feed: it shows within the cache's second.
    await new Promise((r) => setTimeout(r, 1100));
    const res = await get(`/gtfs-rt/alerts?token=${TOKENS[0]}`);
    const msg = FeedMessage.toObject(FeedMessage.decode(res.raw), { longs: Number, enums: String }) as {
      entity: { id: string; alert: { activePeriod: { start: number; end: number }[]; informedEntity: Record<string, unknown>[]; headerText: { translation: { text: string; language: string }[] };
        descriptionText: { translation: { text: string; language: string }[] }; severityLevel: string; cause?: string; effect?: string } }[];
    };
    const situations = msg.entity.filter((e) => e.id.startsWith('situation:'));
    expect(situations.map((e) => e.id)).toEqual([`situation:${open}`]);
    const alert = situations[0].alert;
    expect(alert.activePeriod).toEqual([{ start: Date.parse('2026-11-25T06:00:00Z') / 1000, end: Date.parse('2026-11-25T09:30:00Z') / 1000 }]);
    // Station 102 is the fixture's stop S2 (Durlach); line L1; the run U1-3 as its trip.
    expect(alert.informedEntity).toEqual([
      { stopId: 'S2' }, { routeId: 'L1' },
      { trip: { tripId: 'U1-3', routeId: 'L1', directionId: 1, startDate: t.day.replaceAll('-', ''), startTime: expect.stringMatching(/^\d\d:\d\d:\d\d$/) } },
    ]);
    expect(alert.headerText.translation).toEqual([{ text: 'S4: Signalstörung in Durlach.', language: 'de' }, { text: 'S4: guasto al segnale a Durlach.', language: 'it' }]);
    expect(alert.descriptionText.translation[1].text).toBe('S4: guasto al segnale a Durlach. Sono possibili ritardi.');
    expect(alert.severityLevel).toBe('SEVERE');
    // Cause and effect: the GTFS-RT values of the situation's selection-list entries.
    expect(alert).toMatchObject({ cause: 'TECHNICAL_PROBLEM', effect: 'SIGNIFICANT_DELAYS' });
  });
});

describe('JSON and the cache', () => {
  it('?format=json is the same message with the .proto field names and enum names', async () => {
    const pb = await feed('trip-updates');
    const res = await get(`/gtfs-rt/trip-updates?format=json&token=${TOKENS[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const json = JSON.parse(res.raw.toString()) as {
      header: { gtfs_realtime_version: string; incrementality: string; timestamp: number };
      entity: { id: string; trip_update: { trip: { trip_id: string; schedule_relationship?: string }; stop_time_update: { stop_id: string }[] } }[];
    };
    expect(json.header).toMatchObject({ gtfs_realtime_version: '2.0', incrementality: 'FULL_DATASET', timestamp: pb.header.timestamp });
    expect(json.entity.map((e) => e.id)).toEqual(pb.entity.map((e) => e.id));
    const cancelled = json.entity.find((e) => e.id === runId(t, 'U2-4'))!;
    expect(cancelled.trip_update.trip).toMatchObject({ trip_id: 'U2-4', schedule_relationship: 'CANCELED' });
    expect(json.entity.find((e) => e.id === runId(t, 'U1-3'))!.trip_update.stop_time_update[0].stop_id).toMatch(/^S\d$/);
  });

  it('shares one build among concurrent clients and answers If-None-Match with 304', async () => {
    const many = await Promise.all(Array.from({ length: 40 }, () => get(`/gtfs-rt/vehicle-positions?token=${TOKENS[0]}`)));
    const etags = new Set(many.map((r) => r.headers.etag));
    const timings = new Set(many.map((r) => r.headers['server-timing']));
    expect(etags.size).toBe(1);
    expect(timings.size).toBe(1);
    expect(many[0].headers['last-modified']).toBe(new Date(Math.floor(t.engine.currentLiveDay().nowMs / 1000) * 1000).toUTCString());
    const again = await get(`/gtfs-rt/vehicle-positions?token=${TOKENS[0]}`, { 'if-none-match': String(many[0].headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('sends the copy gzipped to a client that accepts gzip', async () => {
    const plain = await get(`/gtfs-rt/trip-updates?token=${TOKENS[0]}`);
    const zipped = await get(`/gtfs-rt/trip-updates?token=${TOKENS[0]}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.raw).equals(plain.raw)).toBe(true);
    expect(zipped.raw.length).toBeLessThan(plain.raw.length);
  });

  it('a measure is in the next answer at once (the cached copy is dropped)', async () => {
    const before = await feed('trip-updates');
    // U1-10 leaves at 09:36, beyond the two hours: only a measure brings it into the feed.
    expect(before.entity.find((e) => e.id === runId(t, 'U1-10'))).toBeUndefined();
    await mutate(CANCEL, { runId: runId(t, 'U1-10'), reasonId: t.reasons.SIGNAL });
    const after = await feed('trip-updates');
    expect(after.entity.find((e) => e.id === runId(t, 'U1-10'))?.tripUpdate?.trip.scheduleRelationship).toBe(TripDescriptor.ScheduleRelationship.CANCELED);
  });
});

describe('public feeds', () => {
  it('GTFS_RT_PUBLIC=on: no token, CORS open for GET', async () => {
    const pub = await startLiveApp({ install: false, env: { GTFS_RT_PUBLIC: 'on' } });
    try {
      const res = await pub.app.inject({ method: 'GET', url: '/gtfs-rt/trip-updates', headers: { origin: 'https://planner.example.org' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=1');
      const msg = FeedMessage.decode(res.rawPayload);
      expect(msg.header.gtfsRealtimeVersion).toBe('2.0');
      expect(msg.entity).toEqual([]);
    } finally {
      await pub.close();
    }
  });
});
