/**
 * The connections API tests' day (tests/api/connections*.test.ts): three lines meet at Karlsruhe
 * Hbf (S4 → S5) and Bretten (S5 → S7) every hour from 06:00 to 10:00, a fourth train (S8) uses
 * the S5's track at 10:16; stations, lines, vehicles, the ANSCHLUSS cause and two connection rules
 * are written through the database and the resources' GraphQL mutations.
 */
import { activateVersion, writeTimetableVersion } from '../../server/operations/timetable';
import type { DayLine, DayRoute, DayStop, DayTimetable, DayTrip } from '../../server/operations/types';
import { timetableData, type LiveTestApp } from './live-support';

export const ROW = `id ruleId operatingDay stationId stationName feederRunId feederTrainNumber feederLineNumber feederExpectedArrival feederPlannedArrival
  departingRunId departingTrainNumber departingLineNumber departingPlannedDeparture departingExpectedDeparture departingDestination
  walkTimeS slackS holdNeededS maxAutoHoldS maxManualHoldS priority guaranteed lastOfDay state heldUntil decideBy
  decision { kind measureId auto createdBy createdAt holdUntil }`;
export const PREVIEW = `connectionId holdUntil holdDelayS allowed lost { connectionId stationName feederTrainNumber departingTrainNumber before after }
  won { connectionId } conflictsAdded { id kind } conflictsRemoved knockOn { runId trainNumber lineNumber delayBeforeS delayAfterS }`;

export const hm = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;
export const HOURS = [6, 7, 8, 9, 10];

/** Stations: the stops' station ids are the station records' (filled in beforeAll). */
export const STATIONS = [
  { key: 'A0', name: 'Albtal', code: 'TALB' }, { key: 'HUB', name: 'Karlsruhe Hbf', code: 'TRK' }, { key: 'A2', name: 'Bruchsal', code: 'TRH' },
  { key: 'B0', name: 'Rastatt', code: 'TRA' }, { key: 'B2', name: 'Bretten', code: 'TBR' }, { key: 'C2', name: 'Heilbronn', code: 'THB' },
];
export const LINES: DayLine[] = [
  { id: 'L4', lineNumber: 'S4', name: 'S4', color: '#9F184C', textColor: '#FFFFFF', product: 'tramTrain', network: 'KVV' },
  { id: 'L5', lineNumber: 'S5', name: 'S5', color: '#F69795', textColor: '#000000', product: 'tramTrain', network: 'KVV' },
  { id: 'L7', lineNumber: 'S7', name: 'S7', color: '#FFF200', textColor: '#000000', product: 'tramTrain', network: 'KVV' },
  { id: 'L8', lineNumber: 'S8', name: 'S8', color: '#6E692A', textColor: '#FFFFFF', product: 'tramTrain', network: 'KVV' },
];
/** Per line: its stops with [km, arrival offset, departure offset] from the hour (s). */
const PATTERNS: Record<string, { stops: [string, number, number, number][]; train: string }> = {
  L4: { train: '840', stops: [['A0', 0, hm(0, 0), hm(0, 0)], ['HUB', 8, hm(0, 10), hm(0, 11)], ['A2', 20, hm(0, 25), hm(0, 25)]] },
  L5: { train: '850', stops: [['B0', 0, hm(0, 2), hm(0, 2)], ['HUB', 10, hm(0, 14), hm(0, 15)], ['B2', 22, hm(0, 30), hm(0, 30)]] },
  L7: { train: '870', stops: [['B2', 0, hm(0, 34), hm(0, 34)], ['C2', 15, hm(0, 50), hm(0, 50)]] },
  // One train at 10:16–10:18 on the S5's track at Karlsruhe Hbf: holding the 10:15 S5 would block it.
  L8: { train: '880', stops: [['A0', 0, hm(0, 6), hm(0, 6)], ['HUB', 8, hm(0, 16), hm(0, 18)], ['A2', 20, hm(0, 30), hm(0, 30)]] },
};
const hoursOf = (lineId: string) => (lineId === 'L8' ? [10] : HOURS);
const trackOf = (lineId: string) => (lineId === 'L8' ? '5' : lineId.slice(1));

export function timetable(stationIds: Record<string, string>): DayTimetable {
  const stops = new Map<string, DayStop>(STATIONS.map((s, i) => [s.key, { id: s.key, name: s.name, lat: 49 + i * 0.01, lon: 8.4 + i * 0.01, stationId: stationIds[s.key] }]));
  const routes = new Map<string, DayRoute>(Object.entries(PATTERNS).map(([lineId, p]) => [`R-${lineId}`, {
    id: `R-${lineId}`, lineId, direction: 0, name: lineId, stopIds: p.stops.map((s) => s[0]), km: p.stops.map((s) => s[1]),
  }]));
  const trips: DayTrip[] = [];
  for (const [lineId, p] of Object.entries(PATTERNS)) {
    hoursOf(lineId).forEach((h, k) => {
      trips.push({
        id: `${lineId}-${h}`, trainNumber: `${p.train}${String(h).padStart(2, '0')}`, lineId, routeId: `R-${lineId}`, direction: 0, headsign: p.stops[p.stops.length - 1][0],
        vehicleType: 'GT8-100D/2S-M', vehicleCount: 1, circulationId: `C-${lineId}`, circulationSeq: k + 1,
        // Each line its own track at Karlsruhe Hbf (a shared one would make a hold a track conflict).
        stops: p.stops.map(([stopId, km, a, d]) => ({ stopId, km, arrival: h * 3600 + a, departure: h * 3600 + d, platform: trackOf(lineId) })),
      });
    });
  }
  trips.sort((a, b) => a.stops[0].departure - b.stops[0].departure);
  return { versionId: '', operatingDay: '2026-01-01', stops, lines: new Map(LINES.map((l) => [l.id, l])), routes, trips };
}

export interface Fixture {
  stationIds: Record<string, string>;
  lineIds: Record<string, string>;
  /** The ANSCHLUSS cause. */
  reason: string;
  /** r1: S4 → S5 at Karlsruhe Hbf (walk 3 min, automatic 2 min, manual 6 min); r2: S5 → S7 at Bretten (2, 0, 5). */
  rules: { r1: string; r2: string };
}

export async function ok<T>(p: Promise<{ data: T; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** Writes the day and its rules into a started live app (clock paused). */
export async function installFixture(app: LiveTestApp): Promise<Fixture> {
  const stationIds: Record<string, string> = {};
  const lineIds: Record<string, string> = {};
  for (const s of STATIONS) {
    stationIds[s.key] = (await app.db.query<{ id: string }>(`INSERT INTO stations (name, station_code) VALUES ($1, $2) RETURNING id::text AS id`, [s.name, s.code])).rows[0].id;
  }
  for (const l of LINES) {
    lineIds[l.id] = (await app.db.query<{ id: string }>(
      `INSERT INTO lines (line_number, product, color, text_color, valid_from) VALUES ($1, 'tramTrain', $2, $3, '2020-01-01') RETURNING id::text AS id`,
      [l.lineNumber, l.color, l.textColor])).rows[0].id;
  }
  for (const n of ['801', '802', '803', '804', '805', '806']) {
    await ok(app.gql(`mutation { createVehicle(vehicleNumber: "${n}", series: "GT8-100D/2S-M", vehicleType: "tramTrain", status: "inService") { id } }`));
  }
  const cause = await ok(app.gql<{ createDisruptionCause: { id: string } }>(
    'mutation { createDisruptionCause(code: "ANSCHLUSS", nameDe: "Anschlussaufnahme", nameIt: "Attesa coincidenza", category: "operations", active: true) { id } }'));
  const reason = cause.createDisruptionCause.id;
  const version = await writeTimetableVersion(app.db, timetableData(timetable(stationIds)), { importedBy: 'test' });
  await activateVersion(app.db, version.id, 'test');
  await app.engine.reload();
  const rule = async (name: string, station: string, feeder: string, departing: string, walk: number, auto: number, manual: number) => {
    const r = await ok(app.gql<{ createConnectionConfig: { id: string } }>(
      `mutation($n: String!, $s: ID!, $f: ID!, $d: ID!, $w: Int, $a: Int!, $m: Int!) {
        createConnectionConfig(name: $n, stationId: $s, feederKind: "lineDirection", feederLineId: $f, feederDirection: "0",
          departingKind: "lineDirection", departingLineId: $d, departingDirection: "0", walkTimeS: $w, maxAutoHoldMin: $a, maxManualHoldMin: $m, priority: 2) { id } }`,
      { n: name, s: stationIds[station], f: lineIds[feeder], d: lineIds[departing], w: walk, a: auto, m: manual }, 'de', 'planner'));
    return r.createConnectionConfig.id;
  };
  const r1 = await rule('Karlsruhe Hbf: S4 → S5', 'HUB', 'L4', 'L5', 180, 2, 6);
  const r2 = await rule('Bretten: S5 → S7', 'B2', 'L5', 'L7', 120, 0, 5);
  // The rules' change events reach the service through the PubSub: let them arrive, then build at once.
  await new Promise((r) => setTimeout(r, 50));
  await app.app.connections.service.settle();
  return { stationIds, lineIds, reason, rules: { r1, r2 } };
}

