/**
 * A live run as the conflict sweep sees it (pure over a LiveDay): its stops with the forecast (or
 * actual) times, the route's stations it passes without stopping (times interpolated by km), up
 * to the last stop served; skipped stops are passed (their times interpolated too).
 */
import type { RunStop } from '../../../src/shared/operations/types';
import type { LiveDay } from '../live/day';
import type { SweepPoint, SweepRun } from './sweep';

const stationKey = (stationId: string | null, stopId: string) => (stationId ? `station:${stationId}` : `stop:${stopId}`);
const infraIdOf = (stationId: string | null, stopId: string) => stationId ?? `stop:${stopId}`;

interface Draft extends SweepPoint {
  km: number;
}

/** The run at index i of the day; `stops` overrides its forecast (a measure preview). */
export function sweepRunOf(day: LiveDay, i: number, stops: readonly RunStop[] = day.stops(i)): SweepRun {
  const p = day.plan.runs[i];
  const e = day.effects[i];
  const prev = p.prev >= 0 ? day.plan.runs[p.prev].id : null;
  const base = {
    id: p.id,
    trainNumber: p.trip.trainNumber,
    lineId: p.trip.lineId,
    lineNumber: p.line.lineNumber,
    direction: p.trip.direction,
    circulation: p.trip.circulationId ?? p.id,
    prevRunId: prev,
    vehicles: (e.vehicles ?? []).map((v) => ({ id: v.id, number: v.number })),
  };
  // A run without any time left (cancelled, or every stop skipped) occupies nothing.
  const cancelled = e.cancelled || stops.every((s) => s.skipped);
  if (cancelled) return { ...base, cancelled: true, points: [] };
  const own: Draft[] = [];
  const last = Math.min(e.lastServed, stops.length - 1);
  for (let k = 0; k <= last; k++) {
    const s = stops[k];
    const arr = s.expectedArrival ?? s.expectedDeparture;
    const dep = s.expectedDeparture ?? s.expectedArrival;
    own.push({
      key: stationKey(s.stationId, s.stopId), infraId: infraIdOf(s.stationId, s.stopId), name: s.name, km: s.km,
      arr: arr ?? NaN, dep: dep ?? NaN, served: !s.skipped, platform: s.skipped ? null : s.platform, stopIndex: k,
    });
  }
  const points = withPassThroughs(day, i, own);
  interpolate(points);
  return { ...base, cancelled: points.length < 2, points };
}

/** The route's stations between the run's stops (those it passes without stopping), by km. */
function withPassThroughs(day: LiveDay, i: number, own: Draft[]): Draft[] {
  const route = day.network.routes.get(day.plan.runs[i].trip.routeId);
  if (!route || own.length < 2) return own;
  const ids = new Set(day.plan.runs[i].stops.map((s) => s.stopId));
  const from = own[0].km;
  const to = own[own.length - 1].km;
  const extra: Draft[] = [];
  route.stopIds.forEach((id, k) => {
    const km = route.km[k];
    if (ids.has(id) || !(km > from && km < to)) return;
    const stop = day.network.stops.get(id);
    extra.push({ key: stationKey(stop?.stationId ?? null, id), infraId: infraIdOf(stop?.stationId ?? null, id), name: stop?.name ?? id, km, arr: NaN, dep: NaN, served: false, platform: null });
  });
  if (!extra.length) return own;
  return [...own, ...extra].sort((a, b) => a.km - b.km);
}

/** Fills unknown times linearly by km between the nearest known departure before and arrival after. */
function interpolate(points: Draft[]): void {
  for (let k = 0; k < points.length; k++) {
    if (Number.isFinite(points[k].arr) && Number.isFinite(points[k].dep)) continue;
    let a = k - 1;
    while (a >= 0 && !Number.isFinite(points[a].dep)) a--;
    let b = k + 1;
    while (b < points.length && !Number.isFinite(points[b].arr)) b++;
    let t: number;
    if (a >= 0 && b < points.length) {
      const span = points[b].km - points[a].km;
      const f = span > 0 ? (points[k].km - points[a].km) / span : 0;
      t = Math.round(points[a].dep + f * (points[b].arr - points[a].dep));
    } else {
      t = a >= 0 ? points[a].dep : b < points.length ? points[b].arr : 0;
    }
    if (!Number.isFinite(points[k].arr)) points[k].arr = Number.isFinite(points[k].dep) ? points[k].dep : t;
    if (!Number.isFinite(points[k].dep)) points[k].dep = points[k].arr;
  }
}
