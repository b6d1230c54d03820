/** The manual timeline entry's check (pure): text required, event time readable and not in the future. */
import type { SitText } from './messages';
import { fromZonedInput } from './zonedInput';

/** A little slack for clocks that differ between browser and server. */
export const FUTURE_SLACK_MS = 60_000;

export interface NoteErrors {
  text?: SitText;
  eventAt?: SitText;
}

export function checkNote(text: string, eventAt: string, now: number, zone?: string): { errors: NoteErrors; at: string | null } {
  const errors: NoteErrors = {};
  if (!text.trim()) errors.text = 'err.noteRequired';
  const at = fromZonedInput(eventAt, zone);
  if (!at) errors.eventAt = 'err.dateInvalid';
  else if (Date.parse(at) > now + FUTURE_SLACK_MS) errors.eventAt = 'err.noteFuture';
  return { errors, at };
}
