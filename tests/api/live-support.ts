/**
 * Helpers of the live-operations API tests: a small timetable written through the real timetable
 * store and activated, the engine's clock pinned to a time of the current operating day, reasons
 * and vehicles created through the API.
 */
import type { Database } from '../../server/db/types';
import type { LiveEngine } from '../../server/operations/live';
import { serviceDayZero } from '../../server/operations/live/time';
import { activateVersion, writeTimetableVersion } from '../../server/operations/timetable';
import type { DayTimetable, TimetableData } from '../../server/operations/types';
import { dayTimetable } from '../unit/live/fixtures';
import { startTestApp, type TestApp, type TestDb } from './helpers';

/** The fixture day (tests/unit/live/fixtures.ts) as a timetable version valid on every day. */
export function timetableData(tt: DayTimetable): TimetableData {
  const trips = tt.trips;
  const stopList = [...tt.stops.values()];
  const stopIndex = new Map(stopList.map((s, i) => [s.id, i]));
  const rows = trips.flatMap((t, ti) => t.stops.map((s, k) => ({ ti, s, k })));
  return {
    name: 'Testfahrplan',
    source: 'gtfs',
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    lines: [...tt.lines.values()],
    stops: stopList,
    routes: [...tt.routes.values()],
    services: [{ id: 'daily', weekdays: 0b1111111, startDate: '2020-01-01', endDate: '2099-12-31', added: [], removed: [] }],
    trips: trips.map(({ stops: _stops, ...t }) => ({ ...t, serviceId: 'daily' })),
    stopTimes: {
      length: rows.length,
      trip: Uint32Array.from(rows, (r) => r.ti),
      stop: Uint32Array.from(rows, (r) => stopIndex.get(r.s.stopId)!),
      sequence: Uint32Array.from(rows, (r) => r.k + 1),
      arrival: Int32Array.from(rows, (r) => r.s.arrival),
      departure: Int32Array.from(rows, (r) => r.s.departure),
      km: Float64Array.from(rows, (r) => r.s.km),
      platform: rows.map((r) => r.s.platform),
      pickup: Uint8Array.from(rows, (r) => r.s.pickup ?? 0),
      dropOff: Uint8Array.from(rows, (r) => r.s.dropOff ?? 0),
    },
  };
}

/** Writes and activates the fixture timetable (12 trips a circulation from 05:00). */
export async function installTimetable(db: Database): Promise<void> {
  const data = timetableData(dayTimetable('2026-01-01', { first: 5 * 3600, count: 12 }));
  const version = await writeTimetableVersion(db, data, { importedBy: 'test' });
  await activateVersion(db, version.id, 'test');
}

export interface LiveTestApp extends TestApp {
  engine: LiveEngine;
  day: string;
  /** Pins the engine's clock at a service-day second of the current operating day and ticks. */
  setTime(seconds: number): void;
  /** Reason ids by code. */
  reasons: Record<string, string>;
}

export const REASONS = [
  { code: 'SIGNAL', nameDe: 'Signalstörung', nameIt: 'Guasto al segnale', category: 'infrastructure' },
  { code: 'TUER', nameDe: 'Türstörung', nameIt: 'Guasto alle porte', category: 'vehicle' },
];

export async function startLiveApp(opts: { testDb?: TestDb; install?: boolean; at?: number; env?: NodeJS.ProcessEnv } = {}): Promise<LiveTestApp> {
  const t = await startTestApp({ testDb: opts.testDb, env: opts.env });
  const engine = t.app.liveEngine;
  if (opts.install !== false) {
    await installTimetable(t.db);
    await engine.reload();
  }
  const reasons: Record<string, string> = {};
  const existing = await t.gql<{ allDisruptionCauses: { id: string; code: string }[] }>('{ allDisruptionCauses(perPage: 100) { id code } }');
  for (const r of existing.data.allDisruptionCauses) reasons[r.code] = r.id;
  for (const r of REASONS) {
    if (reasons[r.code]) continue;
    const c = await t.gql<{ createDisruptionCause: { id: string } }>(
      `mutation { createDisruptionCause(code: "${r.code}", nameDe: "${r.nameDe}", nameIt: "${r.nameIt}", category: "${r.category}", active: true) { id } }`,
    );
    if (c.errors) throw new Error(JSON.stringify(c.errors));
    reasons[r.code] = c.data.createDisruptionCause.id;
  }
  const day = engine.currentDay();
  const setTime = (seconds: number) => {
    engine.pause();
    engine.clock.set(serviceDayZero(day, engine.tz) + seconds * 1000);
    engine.tick();
  };
  setTime(opts.at ?? 6.5 * 3600);
  return { ...t, engine, day, setTime, reasons };
}

export const RUN_FIELDS = `id operatingDay trainNumber lineId lineNumber lineColor lineTextColor vehicleCount destination delayS status
  location distanceM nextStation vehicleType occupancy comment turnaroundS tripId circulationId vehicleNumbers origin direction
  plannedDeparture plannedArrival phase moving lat lon bearing updatedAt
  measure { id type rerouteKind reasonId reasonName comment createdBy createdAt }`;

export const STOP_FIELDS = 'seq stopId stationId name lat lon km platform plannedArrival plannedDeparture expectedArrival expectedDeparture passed skipped';

export interface RunRowView {
  id: string;
  trainNumber: string;
  lineId: string;
  delayS: number;
  status: string;
  location: string;
  phase: string;
  destination: string;
  distanceM: number;
  vehicleNumbers: string[];
  vehicleCount: number;
  comment: string;
  plannedDeparture: number;
  measure: { id: string; type: string; rerouteKind: string | null; reasonName: string; comment: string; createdBy: string } | null;
  stops?: { stopId: string; expectedArrival: number | null; expectedDeparture: number | null; plannedArrival: number | null; plannedDeparture: number | null; passed: boolean; skipped: boolean }[];
  measures?: { id: string; type: string }[];
}

export function runId(t: LiveTestApp, tripId: string): string {
  return `${t.day}:${tripId}`;
}

export async function getRun(t: LiveTestApp, id: string, lang = 'de'): Promise<RunRowView> {
  const r = await t.gql<{ run: RunRowView }>(`query($id: ID!) { run(id: $id) { ${RUN_FIELDS} stops { ${STOP_FIELDS} } measures { id type } } }`, { id }, lang);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.run;
}
