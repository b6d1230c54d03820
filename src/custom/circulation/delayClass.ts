/**
 * A delay's class (pure), shared by the circulation list, the map's rings and the Bildfahrplan's
 * colours. Apart from runLabels.ts so that a screen that only colours by delay does not load the
 * circulation list's texts.
 */
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S } from '../../shared/operations/types';

/** From this delay on a run counts as slightly late (one minute). */
export const SLIGHTLY_LATE_S = 60;

export type DelayClass = 'early' | 'onTime' | 'slightlyLate' | 'late';

/** The delay's class: early ≤ −60 s, on time, slightly late from 60 s, late from DELAY_THRESHOLD_S. */
export function delayClass(delayS: number): DelayClass {
  if (delayS >= DELAY_THRESHOLD_S) return 'late';
  if (delayS >= SLIGHTLY_LATE_S) return 'slightlyLate';
  if (delayS <= EARLY_THRESHOLD_S) return 'early';
  return 'onTime';
}

/** Text colours with at least 4.5:1 contrast on white (WCAG AA), one per delay class. */
export const DELAY_COLORS: Record<DelayClass, string> = {
  early: '#0D47A1',
  onTime: '#1B5E20',
  slightlyLate: '#8A4B00',
  late: '#B71C1C',
};
