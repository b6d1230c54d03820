/**
 * Durations as hours plus minutes (spec point 9): 90 -> '1h30min', 45 -> '45min'.
 * Whole hours leave out the minutes (120 -> '2h'); 0 -> '0min'; fractions are rounded
 * to the nearest minute; negative, non-finite or missing input gives ''.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h${m}min`;
}
