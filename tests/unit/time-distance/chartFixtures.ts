/** Small hand-made corridors and paths for the chart's unit tests. */
import type { CorridorStation, DiagramPath, PathPoint } from '../../../src/shared/operations/timeDistance';

export const STATIONS: CorridorStation[] = [
  { key: 'station:a', stationId: 'a', name: 'A', km: 0 },
  { key: 'station:b', stationId: 'b', name: 'B', km: 2 },
  { key: 'station:c', stationId: 'c', name: 'C', km: 8 },
  { key: 'station:d', stationId: 'd', name: 'D', km: 10 },
];

export function pt(station: number, pa: number | null, pd: number | null, a: number | null, d: number | null, extra: Partial<PathPoint> = {}): PathPoint {
  return { station, plannedArrival: pa, plannedDeparture: pd, arrival: a, departure: d, passed: false, passThrough: false, skipped: false, platform: null, ...extra };
}

export function path(runId: string, points: PathPoint[], extra: Partial<DiagramPath> = {}): DiagramPath {
  return {
    runId,
    trainNumber: runId.toUpperCase(),
    lineId: 'l1',
    lineNumber: 'S1',
    lineColor: '#00A76D',
    lineTextColor: '#FFFFFF',
    circulationId: null,
    ascending: true,
    status: 'onTime',
    phase: 'running',
    delayS: 0,
    cancelled: false,
    points,
    current: null,
    ...extra,
  };
}

/**
 * A running train: passed A (dep 1000 actual 1060) and B (arr 1100/1160, dep 1130/1190), now between
 * B and C (40 % by km, at 1250), forecast C (arr 1400/1460, dep 1430/1490) and D (arr 1500/1560).
 */
export function running(): DiagramPath {
  return path(
    'r1',
    [
      pt(0, null, 1000, null, 1060, { passed: true }),
      pt(1, 1100, 1130, 1160, 1190, { passed: true }),
      pt(2, 1400, 1430, 1460, 1490),
      pt(3, 1500, null, 1560, null),
    ],
    { current: { from: 1, progress: 0.4, at: 1250 }, delayS: 60 },
  );
}
