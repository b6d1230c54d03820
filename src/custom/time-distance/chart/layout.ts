/** The chart's areas (pure): the plot and the two axis bands, per orientation. */
import type { Plot } from './scales';
import type { Orientation } from './types';

/** Band of the station names and of the time labels, px. */
export const STATION_BAND_V = 96;
export const STATION_BAND_H = 150;
export const TIME_BAND_V = 52;
export const TIME_BAND_H = 26;
const PAD = 8;

export function plotRect(width: number, height: number, orientation: Orientation): Plot {
  if (orientation === 'timeVertical') {
    return { x: TIME_BAND_V, y: STATION_BAND_V, width: Math.max(10, width - TIME_BAND_V - PAD), height: Math.max(10, height - STATION_BAND_V - PAD) };
  }
  return { x: STATION_BAND_H, y: TIME_BAND_H, width: Math.max(10, width - STATION_BAND_H - PAD), height: Math.max(10, height - TIME_BAND_H - PAD) };
}
