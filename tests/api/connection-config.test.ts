/**
 * Connection configuration and walk times (issue 14 item 1): CRUD over GraphQL with the record
 * rules' errors in German and Italian (nothing written), the read-only source, permissions, the
 * demo seed (every demo connection and walk time resolves its station and lines).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONNECTIONS } from '../../server/seeds/connection-configs';
import { DEMO_WALK_TIMES } from '../../server/seeds/connection-walk-times';
import { countRows, startTestApp, type GqlResponse, type TestApp } from './helpers';

const FIELDS = 'id version name stationId feederKind feederLineId feederDirection feederTripId departingKind departingLineId departingDirection departingTripId walkTimeS maxAutoHoldMin maxManualHoldMin priority guaranteed lastOfDay active source timetableVersionId days timeFrom timeTo';

interface Config { id: string; version: number; name: string; source: string; feederDirection: string | null; maxAutoHoldMin: number; maxManualHoldMin: number; priority: number; days: string[] | null; timeFrom: string | null; active: boolean; guaranteed: boolean }

function fieldErrors(r: GqlResponse<unknown>) {
  expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return r.errors![0].extensions!.fieldErrors!;
}

describe('connection configuration over GraphQL', () => {
  let t: TestApp;
  let station = '';
  let s4 = '';
  let rb47 = '';

  const create = (args: string, lang = 'de', role: 'admin' | 'planner' | 'dispatcher' | 'viewer' = 'planner') =>
    t.gql<{ createConnectionConfig: Config }>(`mutation { createConnectionConfig(${args}) { ${FIELDS} } }`, undefined, lang, role);
  const sides = () => `stationId: "${station}", feederKind: "lineDirection", feederLineId: "${rb47}", feederDirection: "1", departingKind: "line", departingLineId: "${s4}"`;

  beforeAll(async () => {
    t = await startTestApp();
    station = (await t.db.query<{ id: string }>(`INSERT INTO stations (name, station_code) VALUES ('Karlsruhe Hbf', 'RK') RETURNING id::text AS id`)).rows[0].id;
    const l = await t.db.query<{ id: string; line_number: string }>(
      `INSERT INTO lines (line_number, product, color, text_color, valid_from) VALUES ('S4', 'tramTrain', '#9F184C', '#FFFFFF', '2026-01-01'), ('RB 47', 'regionalBahn', '#005B99', '#FFFFFF', '2026-01-01')
       RETURNING id::text AS id, line_number`,
    );
    s4 = l.rows.find((r) => r.line_number === 'S4')!.id;
    rb47 = l.rows.find((r) => r.line_number === 'RB 47')!.id;
  });
  afterAll(() => t?.close());

  it('creates a connection with the declared defaults and source "manual"', async () => {
    const r = await create(`name: "RB 47 → S4", ${sides()}, days: ["mo", "fr"], timeFrom: "06:00"`);
    expect(r.errors).toBeUndefined();
    expect(r.data.createConnectionConfig).toMatchObject({
      name: 'RB 47 → S4', source: 'manual', feederDirection: '1', maxAutoHoldMin: 3, maxManualHoldMin: 10, priority: 3,
      guaranteed: false, active: true, days: ['mo', 'fr'],
    });
    expect(r.data.createConnectionConfig.timeFrom).toMatch(/^06:00/);
  });

  it('refuses a trip side without trip id and a station-less connection, in German, and writes nothing', async () => {
    const before = await countRows(t.db, 'connection_configs');
    const r = await create(`name: "X", feederKind: "trip", departingKind: "line", departingLineId: "${s4}"`);
    const e = fieldErrors(r);
    expect(Object.keys(e).sort()).toEqual(['feederTripId', 'stationId']);
    expect(r.errors![0].message).toContain('Zubringer „Einzelne Fahrt“ braucht eine Fahrt (trip_id)');
    expect(r.errors![0].message).toContain('Bahnhof angeben oder beide Halte-IDs (Zubringer und Abbringer)');
    expect(await countRows(t.db, 'connection_configs')).toBe(before);
  });

  it('refuses a maximum automatic hold above the manual one, in Italian', async () => {
    const r = await create(`name: "Y", ${sides()}, maxAutoHoldMin: 8, maxManualHoldMin: 5`, 'it');
    expect(Object.keys(fieldErrors(r))).toEqual(['maxAutoHoldMin']);
    expect(r.errors![0].message).toContain('Non può superare l’attesa manuale massima');
  });

  it('an update is checked against the stored record (de/it); a valid one saves', async () => {
    const created = (await create(`name: "Z", ${sides()}`)).data.createConnectionConfig;
    const bad = await t.gql(`mutation { updateConnectionConfig(id: "${created.id}", version: ${created.version}, departingKind: "trip") { id } }`, undefined, 'it', 'planner');
    expect(Object.keys(fieldErrors(bad))).toEqual(['departingTripId']);
    expect(bad.errors![0].message).toContain('In partenza «Singola corsa» richiede una corsa (trip_id)');
    const low = await t.gql(`mutation { updateConnectionConfig(id: "${created.id}", version: ${created.version}, maxManualHoldMin: 2) { id } }`, undefined, 'de', 'planner');
    expect(low.errors![0].message).toContain('Darf nicht größer sein als die maximale manuelle Wartezeit');
    const ok = await t.gql<{ updateConnectionConfig: Config }>(
      `mutation { updateConnectionConfig(id: "${created.id}", version: ${created.version}, departingKind: "trip", departingTripId: "T-84013", guaranteed: true) { ${FIELDS} } }`,
      undefined, 'de', 'planner');
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateConnectionConfig).toMatchObject({ version: created.version + 1, guaranteed: true, source: 'manual' });
  });

  it('offers no way to set the source: the mutation does not take it', async () => {
    const r = await t.gql(`mutation { createConnectionConfig(name: "G", ${sides()}, source: "gtfs") { id } }`, undefined, 'de', 'planner');
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('dispatchers and viewers read, only admin and planner write', async () => {
    const list = await t.gql<{ allConnectionConfigs: Config[] }>(`{ allConnectionConfigs(filter: { source: "manual" }) { id source } }`, undefined, 'de', 'viewer');
    expect(list.errors).toBeUndefined();
    expect(list.data.allConnectionConfigs.length).toBe(2);
    const r = await create(`name: "D", ${sides()}`, 'de', 'dispatcher');
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('walk times: platform pairs complete, unique per station and pair (de/it)', async () => {
    const mk = (args: string, lang = 'de') => t.gql<{ createConnectionWalkTime: { id: string; walkTimeS: number } }>(
      `mutation { createConnectionWalkTime(stationId: "${station}", ${args}) { id walkTimeS } }`, undefined, lang, 'planner');
    expect((await mk('walkTimeS: 240')).errors).toBeUndefined();
    expect((await mk('fromPlatform: "1", toPlatform: "3", walkTimeS: 180')).errors).toBeUndefined();
    const half = await mk('fromPlatform: "1", walkTimeS: 60', 'it');
    expect(Object.keys(fieldErrors(half))).toEqual(['toPlatform']);
    expect(half.errors![0].message).toContain('Con «Dal binario» indicare anche «Al binario»');
    const twice = await mk('fromPlatform: "1", toPlatform: "3", walkTimeS: 200');
    expect(twice.errors![0].message).toContain('Für diesen Bahnhof und diese Gleise gibt es bereits eine Umsteigezeit');
    expect(await countRows(t.db, 'connection_walk_times')).toBe(2);
  });
});

describe('demo connections and walk times (first start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  }, 240_000);
  afterAll(() => t?.close());

  it('seeds every demo connection with its station and both lines resolved', async () => {
    const r = await t.db.query<{ name: string; code: string; feeder: string; departing: string; feeder_direction: string; source: string; walk_time_s: number | null }>(
      `SELECT c.name, s.station_code AS code, fl.line_number AS feeder, dl.line_number AS departing, c.feeder_direction, c.source, c.walk_time_s
         FROM connection_configs c JOIN stations s ON s.id = c.station_id
         JOIN lines fl ON fl.id = c.feeder_line_id JOIN lines dl ON dl.id = c.departing_line_id`,
    );
    expect(r.rows.length).toBe(DEMO_CONNECTIONS.length);
    expect(DEMO_CONNECTIONS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(r.rows.map((x) => x.source))).toEqual(new Set(['manual']));
    expect(r.rows.find((x) => x.name.startsWith('Rastatt: S31 aus Bruchsal → S8'))).toMatchObject({ code: 'RRA', feeder: 'S31', departing: 'S8', feeder_direction: '1', walk_time_s: 240 });
    expect(new Set(r.rows.map((x) => x.code))).toEqual(new Set(['RK', 'RKDU', 'RRA']));
  });

  it('seeds the walk times, platform pairs at Karlsruhe Hbf', async () => {
    const r = await t.db.query<{ code: string; from_platform: string | null; walk_time_s: number }>(
      `SELECT s.station_code AS code, w.from_platform, w.walk_time_s FROM connection_walk_times w JOIN stations s ON s.id = w.station_id`,
    );
    expect(r.rows.length).toBe(DEMO_WALK_TIMES.length);
    expect(r.rows.filter((x) => x.code === 'RK' && x.from_platform !== null).length).toBeGreaterThanOrEqual(6);
  });
});
