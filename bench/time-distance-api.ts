/**
 * The diagram's server side on a large day (npx tsx bench/time-distance-api.ts): 1,000
 * circulations of 12 runs each (12,000 runs) on one line of 30 stations, 30 stops per run, at
 * 09:00. Prints the median of several builds of Query.timeDistance's paths (whole day and a
 * 3-hour window) and of a channel's rebuild of 200 changed runs, against a baseline that only
 * builds the same runs' stops (Query.run's forecasts), which every path needs.
 */
import { LiveDay } from '../server/operations/live/day';
import { serviceDayZero } from '../server/operations/live/time';
import { corridorOfLine } from '../server/operations/time-distance/corridor';
import { dayPaths, pathsOfRuns } from '../server/operations/time-distance/source';
import type { DayTimetable, DayTrip } from '../server/operations/types';

const N_STATIONS = 30;
const CIRCULATIONS = 1000;
const RUNS_PER_CIRCULATION = 12;
const DAY = '2026-01-05';
const TZ = 'Europe/Berlin';

function timetable(): DayTimetable {
  const stops = Array.from({ length: N_STATIONS }, (_, i) => ({ id: `S${i}`, name: `Station ${i}`, lat: 49, lon: 8.4 + i * 0.03, stationId: String(1000 + i) }));
  const ids = stops.map((s) => s.id);
  const km = ids.map((_, i) => 2.2 * i);
  const routes = [
    { id: 'R0', lineId: 'L1', direction: 0, name: 'out', stopIds: ids, km },
    { id: 'R1', lineId: 'L1', direction: 1, name: 'back', stopIds: [...ids].reverse(), km },
  ];
  const trips: DayTrip[] = [];
  for (let c = 0; c < CIRCULATIONS; c++) {
    let dep = 4 * 3600 + (c * 61) % (4 * 3600);
    for (let k = 0; k < RUNS_PER_CIRCULATION; k++) {
      const dir = k % 2;
      const order = dir === 0 ? ids.map((_, i) => i) : ids.map((_, i) => N_STATIONS - 1 - i);
      let t = dep;
      const tripStops = order.map((s, j) => {
        const arrival = j === 0 ? t : t + 120;
        const departure = j === 0 || j === order.length - 1 ? arrival : arrival + 30;
        t = departure;
        return { stopId: `S${s}`, km: 2.2 * j, arrival, departure, platform: null };
      });
      trips.push({ id: `C${c}-${k}`, trainNumber: String(10000 + c * 20 + k), lineId: 'L1', routeId: `R${dir}`, direction: dir, headsign: '', vehicleType: '', vehicleCount: 1, circulationId: `C${c}`, circulationSeq: k + 1, stops: tripStops });
      dep = t + 300;
    }
  }
  trips.sort((a, b) => a.stops[0].departure - b.stops[0].departure);
  return {
    versionId: 'bench', operatingDay: DAY, stops: new Map(stops.map((s) => [s.id, s])),
    lines: new Map([['L1', { id: 'L1', lineNumber: 'S1', name: 'Bench', color: '#000000', textColor: '#FFFFFF', product: 'tramTrain', network: '' }]]),
    routes: new Map(routes.map((r) => [r.id, r])), trips,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(label: string, n: number, fn: () => unknown): number {
  const ms: number[] = [];
  let out: unknown;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    out = fn();
    ms.push(performance.now() - t0);
  }
  const m = median(ms);
  console.log(`${label.padEnd(58)} median ${m.toFixed(1)} ms (min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)})${Array.isArray(out) ? `, ${out.length} items` : out instanceof Map ? `, ${out.size} items` : ''}`);
  return m;
}

const t0 = performance.now();
const day = new LiveDay(timetable(), DAY, { seed: 'bench', simulate: true, tz: TZ });
day.advance(serviceDayZero(DAY, TZ) + 9 * 3600 * 1000);
console.log(`day: ${day.size} runs, ${day.plan.runs.reduce((n, r) => n + r.stops.length, 0)} stop times, built in ${(performance.now() - t0).toFixed(0)} ms`);
const corridor = corridorOfLine(day.network, 'L1');
console.log(`corridor: ${corridor.stations.length} stations`);

time('baseline: stops (forecasts) of every run', 5, () => day.plan.runs.map((_, i) => day.stops(i)));
time('paths, whole day', 5, () => dayPaths(day, corridor));
time('paths, window 08:00–11:00', 5, () => dayPaths(day, corridor, { from: 8 * 3600, to: 11 * 3600 }));
const some = Array.from({ length: 200 }, (_, i) => (i * 59) % day.size);
time('channel: paths of 200 changed runs', 20, () => pathsOfRuns(day, corridor, some));
const json = JSON.stringify(dayPaths(day, corridor, { from: 8 * 3600, to: 11 * 3600 }));
console.log(`window's paths as JSON: ${(json.length / 1024).toFixed(0)} KiB`);
