/**
 * Running and dwell times of the demo network (pure).
 *
 * Between two halts a train accelerates to the line speed, cruises and brakes (a trapezoid speed
 * profile; a triangle when the halts are too close to reach the line speed), plus a running-time
 * supplement (Fahrzeitzuschlag) for recovery. With a tram-train's 75 km/h on shared main lines
 * this gives 46 km/h on average between halts 1 km apart, 56 km/h at 2 km and 65–70 km/h at
 * 5–20 km; street running through a town centre averages about 30 km/h between tram stops.
 */
import type { SpeedProfileName } from './network';

export interface SpeedProfile {
  vmaxKmh: number;
  /** m/s². */
  accel: number;
  /** m/s². */
  decel: number;
  /** Running-time supplement, share of the pure running time. */
  supplement: number;
}

export const SPEED_PROFILES: Record<SpeedProfileName, SpeedProfile> = {
  // Tram-train on railway lines (line speed of the shared lines, not the vehicle's 100 km/h).
  tramTrain: { vmaxKmh: 75, accel: 0.8, decel: 0.8, supplement: 0.05 },
  // Street running: 50 km/h, tram acceleration, traffic lights.
  street: { vmaxKmh: 50, accel: 1.0, decel: 1.0, supplement: 0.2 },
  // Electric multiple unit of a regional train.
  emu: { vmaxKmh: 100, accel: 0.9, decel: 0.9, supplement: 0.05 },
};

/** Seconds from departure at one halt to arrival at the next, `km` apart. */
export function legSeconds(km: number, profile: SpeedProfile): number {
  const d = km * 1000;
  const v = profile.vmaxKmh / 3.6;
  const { accel: a, decel: b } = profile;
  const rampDistance = (v * v) / (2 * a) + (v * v) / (2 * b);
  let t: number;
  if (d >= rampDistance) {
    t = d / v + v / (2 * a) + v / (2 * b);
  } else {
    // Too short to reach the line speed: accelerate to the peak speed, then brake at once.
    const peak = Math.sqrt((2 * d * a * b) / (a + b));
    t = peak / a + peak / b;
  }
  return t * (1 + profile.supplement);
}

/** Dwell at an unlisted halt (tram stop, small AVG halt). */
export const HALT_DWELL_S = 30;
/** Dwell at a main station. */
export const MAIN_DWELL_S = 60;
/** Dwell at other listed stations: 30–48 s in steps of 6 s, drawn per line and station. */
export const MIN_DWELL_S = 30;
export const MAX_MINOR_DWELL_S = 48;

/** Timetable times are multiples of 6 s (a tenth of a minute, as working timetables give them). */
export const TIME_STEP_S = 6;

export function roundToStep(seconds: number): number {
  return Math.round(seconds / TIME_STEP_S) * TIME_STEP_S;
}

/** Dwell at a listed station: `draw` in [0, 1) picks the value for a minor station. */
export function stationDwell(isMain: boolean, draw: number): number {
  if (isMain) return MAIN_DWELL_S;
  const steps = (MAX_MINOR_DWELL_S - MIN_DWELL_S) / TIME_STEP_S + 1;
  return MIN_DWELL_S + Math.min(steps - 1, Math.floor(draw * steps)) * TIME_STEP_S;
}

/**
 * Running time of a segment between two listed stations with `halts` unlisted halts in between,
 * spread evenly: (halts + 1) legs plus the dwell at each halt.
 */
export function segmentSeconds(km: number, halts: number, profile: SpeedProfile): number {
  const legs = halts + 1;
  return legs * legSeconds(km / legs, profile) + halts * HALT_DWELL_S;
}
