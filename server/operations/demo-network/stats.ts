/**
 * Figures of a generated timetable per service (pure): trips, stop times, circulations, trains
 * running at once. Used by the tests and for the documentation's numbers.
 */
import type { TimetableData } from '../types';

export interface ServiceFigures {
  serviceId: string;
  trips: number;
  stopTimes: number;
  circulations: number;
  /** Most trips running at the same moment (first departure ≤ t < last arrival), sampled per minute. */
  peakRunning: number;
  /** Seconds after midnight of the service day when the peak is first reached. */
  peakAt: number;
  /** Trips running at the start of each hour of the service day, index = hour (0 … 27). */
  runningByHour: number[];
}

/** First departure and last arrival of every trip (index = trip index). */
export function tripSpans(data: TimetableData): { start: number; end: number }[] {
  const spans = data.trips.map(() => ({ start: Infinity, end: -Infinity }));
  const st = data.stopTimes;
  for (let i = 0; i < st.length; i++) {
    const span = spans[st.trip[i]];
    span.start = Math.min(span.start, st.departure[i]);
    span.end = Math.max(span.end, st.arrival[i]);
  }
  return spans;
}

/** Trips of a service running at some moment in [from, to) (seconds of the service day). */
export function runningBetween(data: TimetableData, serviceId: string, from: number, to: number, spans = tripSpans(data)): number {
  let n = 0;
  data.trips.forEach((trip, i) => {
    if (trip.serviceId === serviceId && spans[i].start < to && spans[i].end > from) n++;
  });
  return n;
}

export function serviceFigures(data: TimetableData, serviceId: string): ServiceFigures {
  const spans = tripSpans(data);
  const indices = data.trips.map((t, i) => (t.serviceId === serviceId ? i : -1)).filter((i) => i >= 0);
  const minutes = new Int32Array(28 * 60 + 1);
  for (const i of indices) {
    // +1 at the first minute the trip runs, -1 after its last.
    minutes[Math.ceil(spans[i].start / 60)]++;
    minutes[Math.ceil(spans[i].end / 60)]--;
  }
  let running = 0;
  let peakRunning = 0;
  let peakAt = 0;
  const runningByHour: number[] = [];
  for (let m = 0; m < 28 * 60; m++) {
    running += minutes[m];
    if (m % 60 === 0) runningByHour.push(running);
    if (running > peakRunning) {
      peakRunning = running;
      peakAt = m * 60;
    }
  }
  const indexSet = new Set(indices);
  let stopTimes = 0;
  for (let r = 0; r < data.stopTimes.length; r++) if (indexSet.has(data.stopTimes.trip[r])) stopTimes++;
  const circulations = new Set(indices.map((i) => data.trips[i].circulationId)).size;
  return { serviceId, trips: indices.length, stopTimes, circulations, peakRunning, peakAt, runningByHour };
}
