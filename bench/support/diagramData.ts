/**
 * Synthetic diagram data for bench/diagram.ts and its fixture (pure, seeded): a corridor of N
 * stations and P runs spread over the day on a dozen lines, each with planned, actual (passed)
 * and forecast times, some pass-throughs, skipped stops and cancelled runs.
 */
import { generator } from '../../server/operations/prng';
import type { DiagramData, DiagramPath, PathPoint } from '../../src/shared/operations/timeDistance';

const NAMES = [
  'Karlsruhe Hbf', 'Karlsruhe Durlach', 'Grötzingen', 'Berghausen', 'Söllingen', 'Wilferdingen', 'Königsbach', 'Remchingen',
  'Ispringen', 'Pforzheim Hbf', 'Brötzingen', 'Birkenfeld', 'Neuenbürg', 'Rotenbach', 'Höfen', 'Calmbach',
  'Bad Wildbad', 'Bruchsal', 'Ubstadt', 'Bad Schönborn', 'Östringen', 'Odenheim', 'Eppingen', 'Gemmingen',
  'Schwaigern', 'Leingarten', 'Heilbronn Hbf', 'Öhringen', 'Neckarsulm', 'Bad Friedrichshall', 'Mosbach', 'Eberbach',
];
const LINES = [
  ['S1', '#00A76D'], ['S2', '#A066AA'], ['S3', '#FFCB04'], ['S31', '#00A99D'], ['S4', '#9F184C'], ['S5', '#F69795'],
  ['S51', '#F69795'], ['S6', '#282268'], ['S7', '#FFF200'], ['S8', '#6E692A'], ['S9', '#FAB499'], ['S11', '#7DCDF3'],
] as const;

export interface SyntheticOptions {
  stations?: number;
  paths?: number;
  now?: number;
  seed?: number;
  /** First and last departure of the day, s. */
  from?: number;
  to?: number;
}

export function syntheticDiagram(o: SyntheticOptions = {}): DiagramData {
  const n = o.stations ?? 30;
  const count = o.paths ?? 4000;
  const now = o.now ?? 10 * 3600;
  const rnd = generator(o.seed ?? 1);
  let km = 0;
  const stations = Array.from({ length: n }, (_, i) => {
    if (i > 0) km += 1.5 + rnd() * 5;
    const name = NAMES[i % NAMES.length] + (i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : '');
    return { key: `station:s${i}`, stationId: `s${i}`, name, km: Math.round(km * 10) / 10 };
  });
  const from = o.from ?? 4 * 3600;
  const to = o.to ?? 24 * 3600;
  const paths: DiagramPath[] = [];
  for (let k = 0; k < count; k++) {
    const [lineNumber, lineColor] = LINES[k % LINES.length];
    const ascending = k % 2 === 0;
    const a = Math.floor(rnd() * (n / 3));
    const b = n - 1 - Math.floor(rnd() * (n / 3));
    const order = ascending ? range(a, b) : range(a, b).reverse();
    const start = from + rnd() * (to - from);
    const delayMax = rnd() < 0.3 ? 900 : 180;
    const cancelled = rnd() < 0.01;
    const skipFrom = !cancelled && rnd() < 0.02 ? Math.floor(order.length / 2) : Infinity;
    paths.push(makePath(`run${k}`, String(10000 + k), lineNumber, lineColor, ascending, stations, order, start, delayMax * rnd(), now, rnd, cancelled, skipFrom));
  }
  return { operatingDay: '2026-11-25', now, corridor: { key: 'bench', name: 'Bench', lineId: null, corridorId: null, stations }, paths };
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** One run: plan by km at ~60 km/h with 30 s stops; delay grows to `delay`; passed before `now`. */
export function makePath(
  runId: string,
  trainNumber: string,
  lineNumber: string,
  lineColor: string,
  ascending: boolean,
  stations: { km: number }[],
  order: number[],
  start: number,
  delay: number,
  now: number,
  rnd: () => number,
  cancelled = false,
  skipFrom = Infinity,
): DiagramPath {
  const points: PathPoint[] = [];
  let t = start;
  let d = 0;
  let current: DiagramPath['current'] = null;
  order.forEach((s, i) => {
    if (i > 0) {
      const dist = Math.abs(stations[s].km - stations[order[i - 1]].km);
      t += (dist / 60) * 3600 + 20;
      d = Math.min(delay, d + delay / Math.max(1, order.length / 2));
    }
    const passThrough = i > 0 && i < order.length - 1 && rnd() < 0.15;
    const dwell = passThrough ? 0 : 30;
    const skipped = cancelled || i >= skipFrom;
    const arr = i === 0 ? null : Math.round(t);
    const dep = i === order.length - 1 ? null : Math.round(t + dwell);
    const rArr = arr === null ? null : arr + Math.round(d);
    const rDep = dep === null ? null : dep + Math.round(d);
    const passed = !skipped && (rDep ?? rArr ?? Infinity) <= now;
    points.push({ station: s, plannedArrival: arr, plannedDeparture: dep, arrival: skipped ? null : rArr, departure: skipped ? null : rDep, passed, passThrough, skipped, platform: null });
    t += dwell;
  });
  const lastPassed = points.findLastIndex((p) => p.passed);
  const served = points.filter((p) => !p.skipped);
  const running = served.length > 0 && !points[0].skipped && (points[0].departure ?? Infinity) <= now && lastPassed < points.length - 1 && !points[lastPassed + 1]?.skipped;
  if (running && lastPassed >= 0) {
    const p = points[lastPassed];
    const q = points[lastPassed + 1];
    const t0 = p.departure ?? p.arrival ?? now;
    const t1 = q.arrival ?? q.departure ?? now;
    current = { from: lastPassed, progress: t1 > t0 ? Math.min(1, Math.max(0, (now - t0) / (t1 - t0))) : 0, at: now };
  }
  const phase = running ? 'running' : lastPassed === points.length - 1 ? 'finished' : 'planned';
  return {
    runId,
    trainNumber,
    lineId: lineNumber,
    lineNumber,
    lineColor,
    lineTextColor: '#000000',
    circulationId: null,
    ascending,
    status: cancelled ? 'cancelled' : delay > 120 ? 'delayed' : 'onTime',
    phase,
    delayS: Math.round(delay),
    cancelled,
    points,
    current,
  };
}
