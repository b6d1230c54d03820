/** Durations and delays (spec point 9), pure and language independent. */

/** Typographic minus (U+2212), as in "−1 min". */
export const MINUS = '\u2212';

/**
 * Durations as hours plus minutes: 90 -> '1h30min', 45 -> '45min', 120 -> '2h', 0 -> '0min';
 * fractions round to the nearest minute; negative, non-finite or missing -> ''.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h${m}min`;
}

/** formatDuration of seconds (turnaround times); null -> ''. */
export function formatDurationSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  return formatDuration(seconds / 60);
}

/** Whole minutes of a delay, cut towards zero as passenger information does (59 s -> 0). Never -0. */
export function delayMinutes(delayS: number): number {
  const m = Math.trunc(delayS / 60);
  return m === 0 ? 0 : m;
}

/** "+4 min", "−1 min", "0 min". */
export function formatDelay(delayS: number): string {
  const m = delayMinutes(delayS);
  if (m > 0) return `+${m} min`;
  if (m < 0) return `${MINUS}${-m} min`;
  return '0 min';
}
