/**
 * What a connection's values mean, in words (pure): the state ("gehalten bis 14:35"), the
 * countdown to the decision, buffer or hold needed, and the hold-until input (the decision:
 * decisionLabels.ts).
 * Formats come from src/ui/format (times of the operating day: formatClock).
 */
import type { ConnectionRow, ConnectionState } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock, formatDuration, formatDurationSeconds } from '../../ui/format';
import { connTexts } from './messages';

/** The chip's colours: text and outline readable on white (WCAG AA); the state is always also in words. */
export const STATE_STYLE: Record<ConnectionState, { color: string; background: string; filled: boolean }> = {
  ok: { color: '#1B5E20', background: '#FFFFFF', filled: false },
  endangered: { color: '#000000', background: '#FFB74D', filled: true },
  held: { color: '#0D47A1', background: '#E3F2FD', filled: true },
  broken: { color: '#FFFFFF', background: '#B71C1C', filled: true },
  cancelled: { color: '#424242', background: '#EEEEEE', filled: true },
};

/** "Gefährdet", "gehalten bis 14:35". */
export function stateText(row: Pick<ConnectionRow, 'state' | 'heldUntil'>, lang: Lang): string {
  if (row.state === 'held' && row.heldUntil !== null) return connTexts.text(lang, 'heldUntil', { time: formatClock(row.heldUntil) });
  return connTexts.label(lang, 'state', row.state);
}

/**
 * The time left until the decision is due: "in 4min" (whole minutes, rounded up, so "in 1min"
 * until the last second), "überfällig" once due, "abgefahren" when the departing train has left;
 * empty without a clock or once decided.
 */
export function countdownText(row: Pick<ConnectionRow, 'decideBy' | 'departingLeft' | 'state'>, now: number | null, lang: Lang): string {
  if (row.departingLeft) return connTexts.text(lang, 'countdownPassed');
  if (now === null || row.state === 'held' || row.state === 'broken' || row.state === 'cancelled') return '';
  const left = row.decideBy - now;
  if (left < 0) return connTexts.text(lang, 'countdownOverdue');
  return connTexts.text(lang, 'countdownIn', { duration: formatDuration(Math.ceil(left / 60)) });
}

/** Buffer while the connection holds without waiting, else the hold needed. */
export function slackText(row: Pick<ConnectionRow, 'slackS' | 'holdNeededS'>, lang: Lang): string {
  if (row.holdNeededS > 0) return connTexts.text(lang, 'holdNeeded', { duration: formatDurationSeconds(row.holdNeededS) });
  if (row.slackS === null) return connTexts.text(lang, 'noSlack');
  return connTexts.text(lang, 'slack', { duration: formatDurationSeconds(Math.max(0, row.slackS)) });
}

/** "3min / 10min". */
export function maxHoldText(row: Pick<ConnectionRow, 'maxAutoHoldS' | 'maxManualHoldS'>): string {
  return `${formatDurationSeconds(row.maxAutoHoldS)} / ${formatDurationSeconds(row.maxManualHoldS)}`;
}

/** An arrival or departure: planned, and the expected (or actual) time when it differs or is final. */
export function timesText(planned: number, expected: number | null, done: boolean, side: 'arrival' | 'departure', lang: Lang): string[] {
  const out = [connTexts.text(lang, 'planned', { time: formatClock(planned) })];
  if (expected === null) out.push(connTexts.text(lang, 'notServed'));
  else if (done) out.push(connTexts.text(lang, side === 'arrival' ? 'arrived' : 'departed', { time: formatClock(expected) }));
  else if (Math.floor(expected / 60) !== Math.floor(planned / 60)) out.push(connTexts.text(lang, 'expected', { time: formatClock(expected) }));
  return out;
}

const DAY_S = 86_400;

/** A time of the operating day as the hold-until field shows it: "14:35" (no "+1" day mark). */
export function clockInput(seconds: number): string {
  return formatClock(((seconds % DAY_S) + DAY_S) % DAY_S);
}

/**
 * The hold-until field's "hh:mm" (or "hhmm", "h:mm") as seconds of the operating day, on the day
 * nearest to `reference` (the departure), so 00:10 after a 23:55 departure is the next day; null
 * when it is not a time.
 */
export function parseClockInput(text: string, reference: number): number | null {
  const m = /^\s*(\d{1,2}):?(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  const inDay = h * 3600 + min * 60;
  const base = Math.floor(reference / DAY_S) * DAY_S;
  const candidates = [base - DAY_S, base, base + DAY_S].map((b) => b + inDay);
  return candidates.reduce((best, c) => (Math.abs(c - reference) < Math.abs(best - reference) ? c : best));
}
