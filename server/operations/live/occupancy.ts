/**
 * Expected load of a run in percent of capacity (pure, deterministic): a daily profile by hour,
 * a bell over the position on the line (fullest in the middle, where the city is), the run's own
 * factor, and the share of planned vehicles actually running (one unit instead of two: fuller).
 */

/** Load by hour of the service day (0..27), percent of capacity at the busiest point. */
const HOURLY = [
  8, 5, 4, 3, 6, 22, 55, 95, 88, 55, 42, 45, 52, 55, 58, 72, 90, 92, 70, 48, 35, 28, 20, 14,
  // 24:00–27:00 (times past midnight of the service day)
  8, 5, 4, 3,
];

export function hourlyLoad(t: number): number {
  const h = Math.max(0, t / 3600);
  const i = Math.min(HOURLY.length - 2, Math.floor(h));
  const f = Math.min(1, h - i);
  return HOURLY[i] + f * (HOURLY[i + 1] - HOURLY[i]);
}

/**
 * @param t service-day seconds
 * @param position 0..1 along the run
 * @param loadFactor the run's own factor (0.8..1.2)
 * @param vehicleRatio planned vehicles / running vehicles (2 planned, 1 running: 2)
 * @param weekend lighter load on Saturdays and Sundays
 */
export function occupancyAt(t: number, position: number, loadFactor: number, vehicleRatio: number, weekend: boolean): number {
  const bell = 0.55 + 0.65 * Math.sin(Math.PI * Math.min(1, Math.max(0, position)));
  const load = hourlyLoad(t) * bell * loadFactor * vehicleRatio * (weekend ? 0.6 : 1);
  return Math.max(0, Math.min(150, Math.round(load)));
}
