/**
 * The simulator's disturbances, drawn deterministically per (seed, day, trip, stop): the same
 * operating day always has the same incidents, so a restart shows the same picture.
 *
 * Rates are per stop (or per segment) and chosen so that most runs stay within the 3-minute
 * punctuality limit while some build up delay that then propagates along the circulation.
 */
import type { Disturbances } from './model';
import { hashString, rng } from '../prng';

export const DISTURBANCE_RATES = {
  /** Late start at the origin (crew change, vehicle preparation): 60–420 s. */
  startDelay: { p: 0.08, min: 60, max: 420 },
  /** Crowding: extra dwell 15–120 s (twice as likely in the peaks). */
  crowd: { p: 0.1, min: 15, max: 120 },
  /** Door fault: 45–240 s. */
  door: { p: 0.02, min: 45, max: 240 },
  /** Rare longer hold (emergency doctor, police, persons on the track): 5–15 min. */
  hold: { p: 0.003, min: 300, max: 900 },
  /** Signal stop on a segment: 30–240 s. */
  signal: { p: 0.04, min: 30, max: 240 },
} as const;

/** Morning and afternoon peaks (service-day seconds). */
function isPeak(t: number): boolean {
  const h = (t / 3600) % 24;
  return (h >= 6.5 && h < 9) || (h >= 15.5 && h < 18.5);
}

function draw(r: () => number, rate: { p: number; min: number; max: number }, factor = 1): number {
  if (r() >= rate.p * factor) return 0;
  return Math.round(rate.min + r() * (rate.max - rate.min));
}

/** The disturbances of one run; `times` are the planned departures (for the peak factor). */
export function drawDisturbances(seed: string, day: string, tripId: string, dep: Float64Array): Disturbances {
  const n = dep.length;
  const base = hashString(`${seed}|${day}|${tripId}`);
  const d: Disturbances = {
    startDelay: draw(rng(base, 0xffff), DISTURBANCE_RATES.startDelay),
    crowd: new Float64Array(n),
    door: new Float64Array(n),
    hold: new Float64Array(n),
    signal: new Float64Array(Math.max(0, n - 1)),
    signalAt: new Float64Array(Math.max(0, n - 1)),
  };
  for (let i = 0; i < n; i++) {
    const r = rng(base, i);
    const last = i === n - 1;
    // Every draw happens whatever the outcome, so one stop's result never shifts another's.
    const crowd = draw(r, DISTURBANCE_RATES.crowd, isPeak(dep[i]) ? 2 : 1);
    const door = draw(r, DISTURBANCE_RATES.door);
    const hold = draw(r, DISTURBANCE_RATES.hold);
    const signal = draw(r, DISTURBANCE_RATES.signal);
    const at = 0.25 + r() * 0.5;
    if (i > 0 && !last) {
      d.crowd[i] = crowd;
      d.door[i] = door;
      d.hold[i] = hold;
    }
    if (!last) {
      d.signal[i] = signal;
      d.signalAt[i] = at;
    }
  }
  return d;
}

/** No disturbances (forecasts, and runs driven by a real feed). */
export function noDisturbances(n: number): Disturbances {
  return {
    startDelay: 0,
    crowd: new Float64Array(n),
    door: new Float64Array(n),
    hold: new Float64Array(n),
    signal: new Float64Array(Math.max(0, n - 1)),
    signalAt: new Float64Array(Math.max(0, n - 1)),
  };
}
