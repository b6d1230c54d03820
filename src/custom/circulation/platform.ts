/** The platform change dialog's pure parts: which stops may change and whether a platform text is valid. */
import type { RunStop } from '../../shared/operations/types';

/** As the server's MAX_PLATFORM (server/operations/live/measures.ts). */
export const MAX_PLATFORM = 10;

/** Stops whose platform may change: served and not yet left (the first and the last stop included). */
export function platformStops(stops: readonly RunStop[]): RunStop[] {
  return [...stops].sort((a, b) => a.seq - b.seq).filter((s) => !s.passed && !s.skipped);
}

/** The trimmed platform when it is 1..MAX_PLATFORM characters and not the one in force, else null. */
export function validPlatform(text: string, current: string | null | undefined): string | null {
  const p = text.trim();
  if (p.length < 1 || p.length > MAX_PLATFORM || p === (current ?? null)) return null;
  return p;
}
