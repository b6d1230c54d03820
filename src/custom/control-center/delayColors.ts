/**
 * Colours of the delay ring around a train on the map (pure). The classes are the circulation
 * list's (early ≤ −1 min, on time, slightly late from 1 min, late from DELAY_THRESHOLD_S), so the
 * map and the list agree; the colours are brighter than the list's text colours because they sit
 * on a map, next to a dark arrow and a white outline.
 */
import { delayClass, type DelayClass } from '../circulation/delayClass';

export type { DelayClass };

export const RING_COLORS: Record<DelayClass, string> = {
  early: '#1E88E5',
  onTime: '#43A047',
  slightlyLate: '#FB8C00',
  late: '#E53935',
};

/** The ring classes in drawing order (later ones lie on top where trains overlap). */
export const RING_CLASSES: readonly DelayClass[] = ['onTime', 'early', 'slightlyLate', 'late'];

export function ringClass(delayS: number): DelayClass {
  return delayClass(delayS);
}

export function ringColor(delayS: number): string {
  return RING_COLORS[delayClass(delayS)];
}

/** A line colour the canvas can use: #RGB or #RRGGBB, else a neutral grey. */
export function lineFill(color: string | undefined | null): string {
  return color && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#607D8B';
}
