/**
 * GTFS transfers.txt → connection configurations (pure; docs/gtfs.md, docs/connections/configuration.md).
 *
 * Types 1 (timed: the departing vehicle waits for the arriving one, a guaranteed connection) and
 * 2 (a minimum transfer time, which becomes the walk time) are connections; 0 (recommended
 * point), 3 (not possible), 4 and 5 (in-seat, staying seated) are not and are only kept with the
 * version. A side is the trip when a trip id is given, else the route (as the Line record of
 * its line number), else any train at the stop: a transfer without trip or route on a side
 * cannot be a connection rule (a rule needs a line or a trip), so it is not one.
 */
import type { GtfsNotice } from '../gtfs/notices';
import type { TimetableData, TimetableTransfer } from '../types';

/** Why a transfer of type 1 or 2 is no connection. */
export type TransferSkip = 'stopNotServed' | 'tripNotInTimetable' | 'noSide' | 'lineMissing';

/** Whether the transfer type is a connection (1 timed, 2 minimum time). */
export const isConnectionType = (type: number): boolean => type === 1 || type === 2;

/** Walk time from a transfer: the minimum transfer time (type 2, or type 1 when given); null: the station's. */
export function transferWalkTimeS(t: TimetableTransfer): number | null {
  return t.minTransferTimeS;
}

/** A connection configuration row made from a transfer (the ConnectionConfig fields, ids as text). */
export interface TransferConnectionRow {
  name: string;
  stationId: string | null;
  feederStopId: string;
  departingStopId: string;
  feederKind: 'trip' | 'line';
  feederLineId: string | null;
  feederTripId: string | null;
  departingKind: 'trip' | 'line';
  departingLineId: string | null;
  departingTripId: string | null;
  walkTimeS: number | null;
  maxAutoHoldMin: number;
  maxManualHoldMin: number;
  priority: number;
  guaranteed: boolean;
}

/** Limits of imported connections (editable afterwards): a timed transfer waits longer. */
export const TRANSFER_LIMITS = {
  timed: { maxAutoHoldMin: 5, maxManualHoldMin: 10, priority: 2 },
  minimum: { maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
} as const;

const NAME_MAX = 160;

/**
 * The connection rows of a version's transfers. `lineRecordIdOf(lineNumber)` finds the Line record
 * of a route's line number (null: none). Returns the rows and the transfers left out, by reason.
 */
export function connectionsFromTransfers(
  data: Pick<TimetableData, 'transfers' | 'stops' | 'trips' | 'lines'>,
  lineRecordIdOf: (lineNumber: string) => string | null,
): { rows: TransferConnectionRow[]; skipped: Record<TransferSkip, number> } {
  const skipped: Record<TransferSkip, number> = { stopNotServed: 0, tripNotInTimetable: 0, noSide: 0, lineMissing: 0 };
  const rows: TransferConnectionRow[] = [];
  const stops = new Map(data.stops.map((s) => [s.id, s]));
  const trips = new Map(data.trips.map((t) => [t.id, t]));
  const lineNumberOf = new Map(data.lines.map((l) => [l.id, l.lineNumber]));
  for (const t of data.transfers ?? []) {
    if (!isConnectionType(t.type)) continue;
    // A stop no trip calls at (e.g. a parent station, location_type 1) can match no run.
    const from = t.fromStopId ? stops.get(t.fromStopId) : undefined;
    const to = t.toStopId ? stops.get(t.toStopId) : undefined;
    if (!from || !to) {
      skipped.stopNotServed++;
      continue;
    }
    const side = (tripId: string | null, routeId: string | null) => {
      if (tripId) {
        const trip = trips.get(tripId);
        // A trip written out from frequencies.txt has other ids: the template's id matches none.
        return trip ? { kind: 'trip' as const, tripId, lineId: null, label: trip.trainNumber || tripId } : 'tripNotInTimetable' as const;
      }
      if (routeId) {
        const lineNumber = lineNumberOf.get(routeId) ?? routeId;
        const lineId = lineRecordIdOf(lineNumber);
        return lineId ? { kind: 'line' as const, tripId: null, lineId, label: lineNumber } : 'lineMissing' as const;
      }
      return 'noSide' as const;
    };
    const feeder = side(t.fromTripId, t.fromRouteId);
    const departing = side(t.toTripId, t.toRouteId);
    if (typeof feeder === 'string' || typeof departing === 'string') {
      skipped[typeof feeder === 'string' ? feeder : departing as TransferSkip]++;
      continue;
    }
    const timed = t.type === 1;
    const limits = timed ? TRANSFER_LIMITS.timed : TRANSFER_LIMITS.minimum;
    const place = from.name === to.name ? from.name : `${from.name} → ${to.name}`;
    rows.push({
      name: `GTFS: ${place}: ${feeder.label} → ${departing.label}`.slice(0, NAME_MAX),
      stationId: from.stationId && from.stationId === to.stationId ? from.stationId : null,
      feederStopId: from.id,
      departingStopId: to.id,
      feederKind: feeder.kind, feederLineId: feeder.lineId, feederTripId: feeder.tripId,
      departingKind: departing.kind, departingLineId: departing.lineId, departingTripId: departing.tripId,
      walkTimeS: transferWalkTimeS(t),
      ...limits,
      guaranteed: timed,
    });
  }
  return { rows, skipped };
}

const SKIP_NOTICES: Record<TransferSkip, GtfsNotice['code']> = {
  stopNotServed: 'transferStopNotServed',
  tripNotInTimetable: 'transferTripNotInTimetable',
  noSide: 'transferNoSide',
  lineMissing: 'transferLineMissing',
};

/** Notices of transfers.txt that name the transfers left out, by reason (the counts of `skipped`). */
export function skipNotices(skipped: Record<TransferSkip, number>): GtfsNotice[] {
  return (Object.keys(SKIP_NOTICES) as TransferSkip[])
    .filter((k) => skipped[k] > 0)
    .map((k) => ({ code: SKIP_NOTICES[k], file: 'transfers.txt', line: null, count: skipped[k] }));
}

/**
 * The conversion's notices about transfers.txt: how many rows were kept and how many are
 * connections, and which types 1 and 2 cannot be (known before the Line records are looked up:
 * those come with the write, `lineMissing`).
 */
export function transferNotices(data: Pick<TimetableData, 'transfers' | 'stops' | 'trips' | 'lines'>): GtfsNotice[] {
  const all = data.transfers ?? [];
  if (!all.length) return [];
  const connections = all.filter((t) => isConnectionType(t.type)).length;
  const { skipped } = connectionsFromTransfers(data, () => 'any');
  return [
    { code: 'transfersRead', file: 'transfers.txt', line: null, count: all.length, args: { connections, other: all.length - connections } },
    ...skipNotices(skipped),
  ];
}
