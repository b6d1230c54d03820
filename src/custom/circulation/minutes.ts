/** Whole minutes typed into a field, within [min, max]; null when not a whole number in range. */
export function parseMinutes(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** Largest expected delay one can enter: a whole day. */
export const MAX_DELAY_MIN = 1440;
/** Largest extra running time of a diversion. */
export const MAX_EXTRA_RUNNING_MIN = 240;
