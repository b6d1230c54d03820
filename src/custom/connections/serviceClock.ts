/**
 * "Now" as seconds of the operating day (the times of ConnectionRow count from the service day's
 * zero: noon minus 12 h local time, the GTFS definition), from the browser's clock in the
 * operator's zone. The connection API carries no engine time; the live day runs on real time
 * (the demo control can speed it up or pause it, then the countdown is off by that much; the
 * states themselves always come from the server).
 */
import { zoneOffsetMinutes } from '../../ui/format';

/** Epoch ms of the service day's zero of `day` ('YYYY-MM-DD') in `zone`. */
export function serviceDayZero(day: string, zone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const noonUtc = Date.UTC(y, m - 1, d, 12, 0, 0);
  // The offset at local noon: the guess is off by at most the offset, never across a clock change.
  const offset = zoneOffsetMinutes(zone, new Date(noonUtc - zoneOffsetMinutes(zone, new Date(noonUtc)) * 60_000));
  return noonUtc - offset * 60_000 - 12 * 3_600_000;
}

/** Whole seconds of the operating day at an instant. */
export function serviceSecondsAt(epochMs: number, day: string, zone: string): number {
  return Math.floor((epochMs - serviceDayZero(day, zone)) / 1000);
}
