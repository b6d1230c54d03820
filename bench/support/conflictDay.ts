/**
 * The conflict bench's synthetic day (bench/conflicts.ts): N runs on 84 lines of 18 stations
 * around one hub, two platform tracks per station, seeded.
 */
import { generator } from '../../server/operations/prng';
import { sectionKey, sweepAll, type SweepInfrastructure, type SweepPoint, type SweepRun, type TrackInfo } from '../../server/operations/conflicts/sweep';

const LINES = 84;
const STATIONS_PER_LINE = 18;

/** The run, late by d seconds from point `from` on (its departure there and everything after). */
export function delayed(run: SweepRun, from: number, d: number): SweepRun {
  return { ...run, points: run.points.map((p, i) => (i < from ? p : { ...p, arr: p.arr + (i === from ? 0 : d), dep: p.dep + d })) };
}

/**
 * The synthetic day: lines from the hub outwards, runs every few minutes each way, 04:00–24:00.
 * As in a real timetable the plan is conflict-free where it matters: sections are declared single
 * track only where the plan has no meet (a third of those beyond the fifth station), vehicles
 * circulate with at least the minimum turnaround; then one run in ten gets a delay from some stop
 * on (what the forecasts carry), which makes the conflicts.
 */
export function syntheticDay(n: number): { runs: SweepRun[]; infra: SweepInfrastructure } {
  const rand = generator(20_000);
  const sections = new Map<string, { tracks: 1 | 2; minHeadwayS: number }>();
  const stationTracks = new Map<string, TrackInfo[]>();
  const lineStations: string[][] = [];
  for (let l = 0; l < LINES; l++) {
    const ids = ['hub', ...Array.from({ length: STATIONS_PER_LINE - 1 }, (_, k) => `l${l}s${k}`)];
    lineStations.push(ids);
    for (const id of ids.slice(1)) {
      stationTracks.set(id, [
        { track: '1', lineIds: [`L${l}`], direction: 'ascending', minTurnaroundS: null },
        { track: '2', lineIds: [`L${l}`], direction: 'descending', minTurnaroundS: null },
      ]);
    }
  }
  const perLine = Math.ceil(n / LINES);
  const span = 20 * 3600;
  let runs: SweepRun[] = [];
  for (let l = 0; l < LINES && runs.length < n; l++) {
    const ids = lineStations[l];
    const headway = Math.floor((2 * span) / perLine);
    for (let k = 0; k < perLine && runs.length < n; k++) {
      const up = k % 2 === 0;
      let t = 4 * 3600 + Math.floor(k / 2) * headway + (up ? 0 : Math.floor(headway / 2)) + Math.floor(rand() * 60);
      const order = up ? ids : [...ids].reverse();
      const points: SweepPoint[] = order.map((id, s) => {
        const arr = t;
        const dep = s === 0 || s === order.length - 1 ? arr : arr + 30;
        t = dep + 120 + Math.floor(rand() * 60);
        return { key: `station:${id}`, infraId: id, name: id, arr, dep, served: rand() < 0.9 || s === 0 || s === order.length - 1, platform: null, stopIndex: s };
      });
      runs.push({
        id: `r${l}-${k}`, trainNumber: `${l}${k}`, lineId: `L${l}`, lineNumber: `S${l}`, direction: up ? 0 : 1,
        circulation: '', prevRunId: null, vehicles: [], cancelled: false, points,
      });
    }
  }
  // Sections where the plan has a meet stay double track.
  const singleEverywhere = new Map<string, { tracks: 1 | 2; minHeadwayS: number }>();
  for (const ids of lineStations) for (let k = 0; k + 1 < ids.length; k++) singleEverywhere.set(sectionKey(ids[k], ids[k + 1]), { tracks: 1, minHeadwayS: 180 });
  const allSingle: SweepInfrastructure = { sections: singleEverywhere, stationTracks: new Map(), defaultMinTurnaroundS: 180 };
  const meets = new Set(sweepAll(runs, allSingle).filter((c) => c.kind === 'singleTrack').map((c) => c.id.split(':')[2]));
  for (const ids of lineStations) {
    for (let k = 0; k + 1 < ids.length; k++) {
      const key = sectionKey(ids[k], ids[k + 1]);
      const single = k > 4 && !meets.has(key) && rand() < 0.33;
      sections.set(key, { tracks: single ? 1 : 2, minHeadwayS: single ? 180 : 120 });
    }
  }
  // Circulations: a vehicle takes the next departure from where it stands, 5 minutes after arriving.
  runs.sort((a, b) => a.points[0].dep - b.points[0].dep);
  const free = new Map<string, { id: string; at: number; last: string }[]>();
  let vehicles = 0;
  for (const r of runs) {
    const origin = `${r.lineId}@${r.points[0].infraId}`;
    const pool = free.get(origin) ?? [];
    const k = pool.findIndex((v) => v.at <= r.points[0].dep);
    const v = k >= 0 ? pool.splice(k, 1)[0] : { id: `v${vehicles++}`, at: 0, last: '' };
    r.circulation = v.id;
    r.prevRunId = v.last || null;
    r.vehicles = [{ id: v.id, number: v.id.slice(1) }];
    const dest = `${r.lineId}@${r.points[r.points.length - 1].infraId}`;
    const list = free.get(dest) ?? [];
    list.push({ id: v.id, at: r.points[r.points.length - 1].arr + 300, last: r.id });
    free.set(dest, list);
    free.set(origin, pool);
  }
  // The forecasts: one run in ten late from some stop on.
  runs = runs.map((r) => (rand() < 0.1 ? delayed(r, Math.floor(rand() * (r.points.length - 1)), Math.floor(rand() * 600)) : r));
  return { runs, infra: { sections, stationTracks, defaultMinTurnaroundS: 180 } };
}

