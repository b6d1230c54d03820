/**
 * Conflicts as screen rectangles (pure): [from, to] × [fromKey station .. toKey station]; a
 * conflict of one station (platform track, turnaround) gets a band a few pixels either side of
 * its station. Conflicts at stations not on the corridor are not drawn.
 */
import type { Conflict, Corridor } from '../../../shared/operations/timeDistance';
import { spacePx, timePx, type Scale } from './scales';

export interface ConflictArea {
  conflict: Conflict;
  x: number;
  y: number;
  width: number;
  height: number;
}

const STATION_BAND_PX = 7;
/** Conflicts shorter than this on screen still get this size, to be seen and hovered. */
const MIN_PX = 4;

export function stationIndex(corridor: Corridor): Map<string, number> {
  return new Map(corridor.stations.map((s, i) => [s.key, i]));
}

export function conflictAreas(conflicts: readonly Conflict[], byKey: ReadonlyMap<string, number>, axis: Float64Array, s: Scale): ConflictArea[] {
  const out: ConflictArea[] = [];
  for (const c of conflicts) {
    const a = byKey.get(c.fromKey);
    if (a === undefined) continue;
    const b = c.toKey === null ? undefined : byKey.get(c.toKey);
    let s0 = spacePx(s, axis[a]);
    let s1 = b === undefined ? s0 : spacePx(s, axis[b]);
    if (s0 > s1) [s0, s1] = [s1, s0];
    if (s1 - s0 < 2 * STATION_BAND_PX && (b === undefined || b === a)) {
      s0 -= STATION_BAND_PX;
      s1 += STATION_BAND_PX;
    }
    let t0 = timePx(s, c.from);
    let t1 = timePx(s, c.to);
    if (t1 - t0 < MIN_PX) {
      const mid = (t0 + t1) / 2;
      t0 = mid - MIN_PX / 2;
      t1 = mid + MIN_PX / 2;
    }
    const vertical = s.orientation === 'timeVertical';
    const area = vertical ? { x: s0, y: t0, width: s1 - s0, height: t1 - t0 } : { x: t0, y: s0, width: t1 - t0, height: s1 - s0 };
    const p = s.plot;
    if (area.x + area.width < p.x || area.y + area.height < p.y || area.x > p.x + p.width || area.y > p.y + p.height) continue;
    out.push({ conflict: c, ...area });
  }
  return out;
}

/** The conflict area under a screen point (the last drawn, on top, wins), or null. */
export function conflictAt(areas: readonly ConflictArea[], x: number, y: number): ConflictArea | null {
  for (let i = areas.length - 1; i >= 0; i--) {
    const a = areas[i];
    if (x >= a.x && x <= a.x + a.width && y >= a.y && y <= a.y + a.height) return a;
  }
  return null;
}
