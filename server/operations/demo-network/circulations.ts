/**
 * Vehicle workings (circulations) of one line and day (pure).
 *
 * Trips are taken in order of departure. A trip goes to the vehicle that has waited longest at
 * its origin, if that vehicle arrived at least MIN_TURNAROUND_S before; otherwise a vehicle
 * comes out of the depot (a new circulation). A vehicle that waits longer than MAX_LAYOVER_S goes
 * to the depot: its circulation ends. So each circulation shuttles on its line, consecutive trips
 * connect at the terminus, and every trip belongs to exactly one circulation.
 */
import { MIN_TURNAROUND_S } from '../../../src/shared/operations/types';

/** Longest wait at a terminus before the vehicle is parked and its circulation ends. */
export const MAX_LAYOVER_S = 45 * 60;

export interface WorkingTrip {
  origin: string;
  destination: string;
  departure: number;
  arrival: number;
}

/** Circulations as lists of indices into `trips`, each in running order; ordered by first departure. */
export function buildCirculations(
  trips: readonly WorkingTrip[],
  options: { minTurnaroundS?: number; maxLayoverS?: number } = {},
): number[][] {
  const minTurnaround = options.minTurnaroundS ?? MIN_TURNAROUND_S;
  const maxLayover = options.maxLayoverS ?? MAX_LAYOVER_S;
  const order = trips.map((_, i) => i).sort((a, b) => trips[a].departure - trips[b].departure || a - b);
  const circulations: number[][] = [];
  // Vehicles standing at each terminus, longest waiting first.
  const waiting = new Map<string, { circulation: number; arrival: number }[]>();
  for (const i of order) {
    const trip = trips[i];
    const queue = (waiting.get(trip.origin) ?? []).filter((v) => trip.departure - v.arrival <= maxLayover);
    const pick = queue.findIndex((v) => trip.departure - v.arrival >= minTurnaround);
    let circulation: number;
    if (pick >= 0) {
      circulation = queue[pick].circulation;
      queue.splice(pick, 1);
      circulations[circulation].push(i);
    } else {
      circulation = circulations.length;
      circulations.push([i]);
    }
    waiting.set(trip.origin, queue);
    const there = waiting.get(trip.destination) ?? [];
    // Keep each queue ordered by arrival (trips are taken by departure, arrivals may interleave).
    const at = there.findIndex((v) => v.arrival > trip.arrival);
    there.splice(at < 0 ? there.length : at, 0, { circulation, arrival: trip.arrival });
    waiting.set(trip.destination, there);
  }
  return circulations;
}
