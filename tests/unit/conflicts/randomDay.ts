/**
 * Random timetables for the conflict tests (seeded, so a failure repeats): one line of stations
 * with single- and double-track sections, station tracks, circulations, shared vehicles,
 * stations passed through, skipped stops, cancellations. Dense on purpose: many conflicts.
 */
import { generator } from '../../../server/operations/prng';
import type { SweepInfrastructure, SweepPoint, SweepRun, TrackInfo } from '../../../server/operations/conflicts/sweep';
import { sectionKey } from '../../../server/operations/conflicts/sweep';

export interface RandomDay {
  infra: SweepInfrastructure;
  runs: SweepRun[];
  rand: () => number;
  stations: { infraId: string; key: string; name: string }[];
}

export function randomDay(seed: number, nRuns = 30, nStations = 8): RandomDay {
  const rand = generator(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const stations = Array.from({ length: nStations }, (_, i) => {
    // Some stops have no station resource: their key is the stop id.
    const own = rand() < 0.8;
    return own ? { infraId: `s${i}`, key: `station:s${i}`, name: `Station ${i}` } : { infraId: `stop:p${i}`, key: `stop:p${i}`, name: `Stop ${i}` };
  });
  const sections = new Map<string, { tracks: 1 | 2; minHeadwayS: number }>();
  for (let i = 0; i + 1 < nStations; i++) {
    if (rand() < 0.85) sections.set(sectionKey(stations[i].infraId, stations[i + 1].infraId), { tracks: rand() < 0.5 ? 1 : 2, minHeadwayS: int(60, 240) });
  }
  const stationTracks = new Map<string, TrackInfo[]>();
  for (const s of stations) {
    if (rand() < 0.4) continue;
    const n = int(1, 3);
    stationTracks.set(s.infraId, Array.from({ length: n }, (_, t) => ({
      track: String(t + 1),
      // By id, by number or any line (as the Gleismapping allows).
      ...(rand() < 0.2 ? { lineIds: [], lineNumbers: [] } : rand() < 0.5 ? { lineIds: [], lineNumbers: [rand() < 0.7 ? 'S1' : 'S2'] } : { lineIds: [rand() < 0.7 ? 'L1' : 'L2'] }),
      direction: (['both', 'ascending', 'descending'] as const)[int(0, 2)],
      minTurnaroundS: rand() < 0.5 ? null : int(60, 600),
    })));
  }
  const infra: SweepInfrastructure = { sections, stationTracks, defaultMinTurnaroundS: int(120, 300) };
  const runs: SweepRun[] = [];
  for (let r = 0; r < nRuns; r++) runs.push(randomRun(rand, r, stations));
  linkCirculations(runs);
  return { infra, runs, rand, stations };
}

export function randomRun(rand: () => number, r: number, stations: RandomDay['stations'], id = `R${r}`): SweepRun {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const a = int(0, stations.length - 2);
  const b = int(a + 1, stations.length - 1);
  const up = rand() < 0.5;
  const seq = Array.from({ length: b - a + 1 }, (_, k) => stations[up ? a + k : b - k]);
  let t = int(0, 7200);
  const points: SweepPoint[] = seq.map((s, k) => {
    const arr = t;
    const dep = k === 0 || k === seq.length - 1 ? arr : arr + int(0, 120);
    t = dep + int(60, 600);
    const served = k === 0 || k === seq.length - 1 || rand() < 0.7;
    return { key: s.key, infraId: s.infraId, name: s.name, arr, dep, served, platform: rand() < 0.3 ? String(int(1, 3)) : null };
  });
  const pool = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8'];
  const nv = rand() < 0.15 ? 0 : rand() < 0.7 ? 1 : 2;
  const vehicles = Array.from(new Set(Array.from({ length: nv }, () => pool[int(0, pool.length - 1)]))).map((v) => ({ id: v, number: `9${v}` }));
  return {
    id, trainNumber: `T${r}`, ...line(rand() < 0.8 ? 'L1' : 'L2'), direction: up ? 0 : 1, circulation: `C${int(0, 5)}`, prevRunId: null,
    vehicles, cancelled: rand() < 0.05, points,
  };
}

/** Circulations in order of first departure: each run's predecessor. */
const line = (id: string) => ({ lineId: id, lineNumber: id === 'L1' ? 's 1' : 'S2' });

export function linkCirculations(runs: SweepRun[]): void {
  const byCirc = new Map<string, SweepRun[]>();
  for (const r of runs) byCirc.set(r.circulation, [...(byCirc.get(r.circulation) ?? []), r]);
  for (const list of byCirc.values()) {
    list.sort((x, y) => x.points[0].dep - y.points[0].dep || (x.id < y.id ? -1 : 1));
    list.forEach((r, k) => {
      (r as { prevRunId: string | null }).prevRunId = k > 0 ? list[k - 1].id : null;
    });
  }
}
