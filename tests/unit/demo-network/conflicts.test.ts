import { describe, expect, it } from 'vitest';
import { sectionKey, sweepAll } from '../../../server/operations/conflicts/sweep';
import { DEMO_STATION_TRACKS } from '../../../server/seeds/station-tracks';
import { demoLiveConflicts, demoProvocations } from '../../../scripts/demo-conflicts/liveConflicts';
import { countByKindAndResource, demoInfrastructure, demoPlannedConflicts, demoWeekdayRuns } from '../../../scripts/demo-conflicts/plannedConflicts';
import { loadStations } from './loadStations';

const stations = loadStations();
const conflicts = demoPlannedConflicts(stations);
const runs = demoWeekdayRuns(stations);

describe('the demo weekday plan against the demo infrastructure', () => {
  it('has at most a handful of conflicts, each on the Hohenlohebahn', () => {
    expect(conflicts.length, countByKindAndResource(conflicts).map(([k, n]) => `${n} ${k}`).join('\n')).toBeLessThanOrEqual(5);
    // What is left: meets and a short turnaround where the 30- or 60-minute service meets the 20-minute one.
    for (const c of conflicts) expect(c.trainNumbers.every((n) => n.startsWith('84')), c.id).toBe(true);
  });

  it('runs the S4 through the city via Marktplatz, so Karlsruhe Hbf – Durlach carries the main line only', () => {
    const onMainLine = new Set<string>();
    for (const run of runs) {
      for (let k = 0; k + 1 < run.points.length; k++) {
        const pair = [run.points[k].infraId, run.points[k + 1].infraId].sort().join('|');
        if (pair === 'RK|RKDU') onMainLine.add(run.lineNumber);
      }
    }
    expect([...onMainLine].sort()).toEqual(['RB 47', 'S31']);
    const s4 = runs.find((r) => r.lineNumber === 'S4' && r.direction === 0)!;
    expect(s4.points.slice(0, 3).map((p) => p.name)).toEqual(['Karlsruhe Hbf', 'Karlsruhe Marktplatz', 'Karlsruhe-Durlach']);
    expect(s4.points[1].infraId).toBe('stop:KA_MARKTPLATZ');
  });

  it('would list hundreds with the long Murgtal and Kraichgau sections as single track (the count is not blind)', () => {
    const infra = demoInfrastructure();
    const sections = new Map(infra.sections);
    for (const [a, b] of [['RRA', 'TFS'], ['RBT', 'TH']]) sections.set(sectionKey(a, b), { tracks: 1, minHeadwayS: 180 });
    const single = sweepAll(runs, { ...infra, sections }).filter((c) => c.kind === 'singleTrack');
    expect(single.length).toBeGreaterThan(300);
  });

  it('gives each line the platform the Gleismapping gives it, so lines do not share an invented one', () => {
    const atDurlach = new Map<string, Set<string>>();
    for (const run of runs) {
      for (const p of run.points) {
        if (p.infraId !== 'RKDU') continue;
        const key = `${run.lineNumber}:${run.direction}`;
        atDurlach.set(key, (atDurlach.get(key) ?? new Set()).add(p.platform ?? ''));
      }
    }
    expect(Object.fromEntries([...atDurlach].map(([k, v]) => [k, [...v]]))).toEqual({
      'S4:0': ['1'], 'S4:1': ['2'], 'S31:0': ['3'], 'S31:1': ['4'], 'RB 47:0': ['3'], 'RB 47:1': ['4'], 'S5:0': ['5'], 'S5:1': ['6'],
    });
    // Stations without declared tracks keep one platform per direction.
    const knielingen = runs.flatMap((r) => r.points.filter((p) => p.infraId === 'RKIN').map((p) => `${r.direction}:${p.platform}`));
    expect(new Set(knielingen)).toEqual(new Set(['0:1', '1:2']));
    expect(DEMO_STATION_TRACKS.RKIN).toBeUndefined();
  });

  it('live, with the simulator\'s delays: a few more, and the demo control still finds a pair to provoke', async () => {
    const times = [8 * 3600, 11 * 3600, 18 * 3600];
    const live = await demoLiveConflicts(stations, times);
    const total = [...live.values()].map((l) => l.length);
    // Delays add some beyond the planned ones still ahead, but not hundreds.
    expect(Math.max(...total)).toBeGreaterThan(conflicts.filter((c) => c.to >= 8 * 3600).length);
    expect(Math.max(...total)).toBeLessThan(30);
    const provoked = await demoProvocations(stations, times);
    for (const t of times) expect(provoked.get(t), `${t / 3600}:00`).not.toBeNull();
  }, 60_000);
});
