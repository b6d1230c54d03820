/**
 * The simulator seen as a vehicle-location feed: the positions of a simulated day as
 * VehicleLocations. Used to exercise the real-feed path end to end (tests, demos of a feed).
 */
import type { VehicleLocation, VehicleLocationSource } from '../types';
import type { LiveDay } from './day';

/** One fix per running train of the day at its current time (run id, or the train number). */
export function simulatedLocations(day: LiveDay, by: 'runId' | 'trainNumber' = 'runId'): VehicleLocation[] {
  return day.positions().map((p) => {
    const i = day.indexOf(p.id);
    const ident = by === 'runId' ? { runId: p.id } : { trainNumber: day.plan.runs[i].trip.trainNumber };
    return { ...ident, at: day.nowMs, lat: p.lat, lon: p.lon };
  });
}

/** A source that polls a function once per interval (e.g. an HTTP/AVL client's latest fixes). */
export function pollingSource(poll: () => VehicleLocation[] | Promise<VehicleLocation[]>, intervalMs = 1000): VehicleLocationSource {
  let timer: NodeJS.Timeout | null = null;
  return {
    start(emit) {
      timer = setInterval(() => {
        void Promise.resolve(poll()).then((locs) => locs.length && emit(locs), () => undefined);
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
