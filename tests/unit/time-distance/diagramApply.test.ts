import { describe, expect, it } from 'vitest';
import { REFETCH } from '../../../src/providers/query/liveApply';
import { applyDiagramChanged } from '../../../src/custom/time-distance/data/diagramApply';
import type { DiagramChanged, DiagramData, DiagramPath } from '../../../src/shared/operations/timeDistance';

function path(runId: string, t0: number, delayS = 0): DiagramPath {
  const pt = (station: number, t: number) => ({
    station, plannedArrival: t, plannedDeparture: t, arrival: t + delayS, departure: t + delayS, passed: false, passThrough: false, skipped: false, platform: null,
  });
  return {
    runId, trainNumber: runId, lineId: 'S4', lineNumber: 'S4', lineColor: '#f00', lineTextColor: '#fff', circulationId: null,
    ascending: true, status: 'onTime', phase: 'planned', delayS, cancelled: false, points: [pt(0, t0), pt(1, t0 + 600)], current: null,
  };
}

const data = (): DiagramData => ({
  operatingDay: '2026-11-25', now: 100,
  corridor: { key: 'line:S4', name: 'S4', lineId: 'S4', corridorId: null, stations: [] },
  paths: [path('a', 1000), path('b', 2000), path('c', 3000)],
});

const event = (e: Partial<DiagramChanged>): DiagramChanged => ({ operatingDay: '2026-11-25', now: 200, corridorKey: 'line:S4', paths: [], removed: [], reset: false, ...e });

describe('applyDiagramChanged', () => {
  it('replaces changed paths in place and updates the time', () => {
    const next = applyDiagramChanged(data(), event({ paths: [path('b', 2000, 120)] })) as DiagramData;
    expect(next.paths.map((p) => p.runId)).toEqual(['a', 'b', 'c']);
    expect(next.paths[1].delayS).toBe(120);
    expect(next.now).toBe(200);
  });

  it('puts new paths in time order and drops removed ones', () => {
    const next = applyDiagramChanged(data(), event({ paths: [path('n', 2500)], removed: ['a'] })) as DiagramData;
    expect(next.paths.map((p) => p.runId)).toEqual(['b', 'n', 'c']);
  });

  it('asks for a reload after a reset', () => {
    expect(applyDiagramChanged(data(), event({ reset: true, operatingDay: '2026-11-26' }))).toBe(REFETCH);
  });

  it('ignores another corridor, another day and an empty cache', () => {
    expect(applyDiagramChanged(data(), event({ corridorKey: 'line:S5', paths: [path('b', 1)] }))).toBeUndefined();
    expect(applyDiagramChanged(data(), event({ operatingDay: '2026-11-24', paths: [path('b', 1)] }))).toBeUndefined();
    expect(applyDiagramChanged(undefined, event({ paths: [path('b', 1)] }))).toBeUndefined();
  });

  it('leaves the cached object untouched', () => {
    const before = data();
    const copy = JSON.parse(JSON.stringify(before)) as DiagramData;
    applyDiagramChanged(before, event({ paths: [path('b', 2000, 60)], removed: ['c'] }));
    expect(before).toEqual(copy);
  });
});
