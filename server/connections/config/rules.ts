/**
 * ConnectionConfig and ConnectionWalkTime records (src/resources/connection-configs, -walk-times) as
 * the connection engine reads them (`ConnectionRule`, `WalkTime`, server/connections/engine/types.ts).
 * Pure: the service passes the records it read and how to find a Line record's line in the day's
 * timetable (the timetable's line ids are its own: GTFS route ids, demo ids; the Line resource is
 * matched by line number). docs/connections/configuration.md describes every field.
 */
import type { ConnectionSideKind } from '../../../src/shared/connections/types';
import type { ConnectionRule, ConnectionSide, WalkTime } from '../engine/types';

/** A ConnectionConfig record as the resource service returns it (the fields this module reads). */
export interface ConnectionConfigRecord {
  id: string;
  stationId?: string | null;
  feederStopId?: string | null;
  departingStopId?: string | null;
  feederKind?: string | null;
  feederLineId?: string | null;
  feederDirection?: string | number | null;
  feederTripId?: string | null;
  departingKind?: string | null;
  departingLineId?: string | null;
  departingDirection?: string | number | null;
  departingTripId?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  days?: readonly string[] | null;
  timeFrom?: string | null;
  timeTo?: string | null;
  walkTimeS?: number | null;
  maxAutoHoldMin?: number | null;
  maxManualHoldMin?: number | null;
  priority?: number | null;
  guaranteed?: boolean | null;
  lastOfDay?: boolean | null;
  active?: boolean | null;
  source?: string | null;
  timetableVersionId?: string | null;
}

export interface ConnectionWalkTimeRecord {
  stationId: string;
  fromPlatform?: string | null;
  toPlatform?: string | null;
  walkTimeS: number;
}

/** The `days` values, Monday first (ISO weekday − 1). */
export const DAY_CODES = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;

const DAY_S = 86_400;

/** 'HH:mm' or 'HH:mm:ss' → seconds after midnight; null when empty or malformed. */
export function timeOfDayS(text: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/**
 * Whether a record applies on an operating day: active, the day within validFrom..validTo
 * (inclusive, each optional) and its ISO weekday (1 = Monday) among `days` (empty: every day).
 * A record imported from a timetable's transfers.txt (source 'gtfs') applies only while its
 * version is the day's timetable (`timetableVersionId`; undefined: not checked).
 */
export function configAppliesOn(record: ConnectionConfigRecord, operatingDay: string, weekday: number, timetableVersionId?: string | null): boolean {
  if (record.active === false) return false;
  if (record.source === 'gtfs' && timetableVersionId !== undefined && String(record.timetableVersionId ?? '') !== String(timetableVersionId ?? '')) return false;
  if (record.validFrom && operatingDay < record.validFrom.slice(0, 10)) return false;
  if (record.validTo && operatingDay > record.validTo.slice(0, 10)) return false;
  const days = record.days ?? [];
  return days.length === 0 || days.includes(DAY_CODES[weekday - 1]);
}

/**
 * The time band in service-day seconds. Clock times before the operating day's start
 * (`dayStartS`, e.g. 03:00) belong to the night after the day (service-day time + 24 h), so
 * "22:30–02:59" is one band 81,000–97,140 s. A band still ending before it starts would wrap past
 * the day's start: it is cut at the day's end. Empty from or to: from the day's start / to its end.
 */
export function serviceDayBand(timeFrom: string | null | undefined, timeTo: string | null | undefined, dayStartS: number): { from: number | null; to: number | null } {
  let from = timeOfDayS(timeFrom);
  let to = timeOfDayS(timeTo);
  if (from === null && to === null) return { from: null, to: null };
  if (from !== null && from < dayStartS) from += DAY_S;
  if (to !== null && to < dayStartS) to += DAY_S;
  from ??= dayStartS;
  to ??= dayStartS + DAY_S - 1;
  if (to < from) to = dayStartS + DAY_S - 1;
  return { from, to };
}

const SIDE_KINDS: readonly ConnectionSideKind[] = ['trip', 'lineDirection', 'line'];

function side(
  record: ConnectionConfigRecord, which: 'feeder' | 'departing', lineIdOf: (lineRecordId: string) => string | null,
): ConnectionSide | null {
  const kind = record[`${which}Kind`] as ConnectionSideKind | null | undefined;
  if (!kind || !SIDE_KINDS.includes(kind)) return null;
  if (kind === 'trip') {
    const tripId = record[`${which}TripId`];
    return tripId ? { kind, lineId: null, direction: null, tripId } : null;
  }
  const lineRecord = record[`${which}LineId`];
  const lineId = lineRecord ? lineIdOf(String(lineRecord)) : null;
  if (lineId === null) return null;
  if (kind === 'line') return { kind, lineId, direction: null, tripId: null };
  const raw = record[`${which}Direction`];
  const direction = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return direction === 0 || direction === 1 ? { kind, lineId, direction, tripId: null } : null;
}

/**
 * A record as the engine's rule; null when it cannot match anything on the day: a line side whose
 * line the timetable does not run (lineIdOf gives null), or an incomplete side (the resource's
 * validation refuses those, rows written around it are skipped rather than guessed).
 */
export function configToRule(
  record: ConnectionConfigRecord, lineIdOf: (lineRecordId: string) => string | null, dayStartS: number,
): ConnectionRule | null {
  const feeder = side(record, 'feeder', lineIdOf);
  const departing = side(record, 'departing', lineIdOf);
  if (!feeder || !departing) return null;
  const stationId = record.stationId ? String(record.stationId) : null;
  const feederStopId = record.feederStopId || null;
  const departingStopId = record.departingStopId || null;
  if (!stationId && !(feederStopId && departingStopId)) return null;
  const band = serviceDayBand(record.timeFrom, record.timeTo, dayStartS);
  const maxAutoHoldS = Math.max(0, (record.maxAutoHoldMin ?? 0) * 60);
  return {
    id: String(record.id),
    stationId,
    feederStopId,
    departingStopId,
    feeder,
    departing,
    timeFrom: band.from,
    timeTo: band.to,
    walkTimeS: record.walkTimeS ?? null,
    maxAutoHoldS,
    maxManualHoldS: Math.max(maxAutoHoldS, (record.maxManualHoldMin ?? 0) * 60),
    priority: Math.min(5, Math.max(1, record.priority ?? 3)),
    guaranteed: record.guaranteed === true,
    lastOfDay: record.lastOfDay === true,
  };
}

/**
 * The rules of a day: records that apply on it (with the day's timetable version: imported
 * records of other versions do not) and can match, in record order.
 */
export function rulesForDay(
  records: readonly ConnectionConfigRecord[], operatingDay: string, weekday: number,
  lineIdOf: (lineRecordId: string) => string | null, dayStartS: number, timetableVersionId?: string | null,
): ConnectionRule[] {
  const out: ConnectionRule[] = [];
  for (const r of records) {
    if (!configAppliesOn(r, operatingDay, weekday, timetableVersionId)) continue;
    const rule = configToRule(r, lineIdOf, dayStartS);
    if (rule) out.push(rule);
  }
  return out;
}

/** Walk-time records as the engine's WalkTime (a platform pair only when both platforms are set). */
export function walkTimesOf(records: readonly ConnectionWalkTimeRecord[]): WalkTime[] {
  return records.map((w) => {
    const pair = !!w.fromPlatform && !!w.toPlatform;
    return { stationId: String(w.stationId), fromPlatform: pair ? w.fromPlatform! : null, toPlatform: pair ? w.toPlatform! : null, walkTimeS: w.walkTimeS };
  });
}
