/** What the "Anmeldekonto" column says about a user (pure; see identityStatus.ts). */
import type { Lang } from '../../shared/resource/types';
import { formatDateTime, formatTimeOfDay, sameDay } from '../../ui/format';
import type { IdentityState } from './identityStatus';
import { userTexts } from './messages';

/** When a lock ends, in the operator's zone (src/ui/format): HH:MM, with the date when it ends on another day. */
export function formatLockEnd(until: Date, now: Date, lang: Lang): string {
  return sameDay(until, now) ? formatTimeOfDay(until, lang, { seconds: false }) : formatDateTime(until, lang);
}

/** The parts of the status, in display order: e.g. ['Deaktiviert', 'Gesperrt bis 20:31']. */
export function identityStatusTexts(state: IdentityState, now: Date, lang: Lang): string[] {
  if (state.kind === 'missing') return [userTexts.text(lang, 'missing')];
  const parts = [userTexts.text(lang, state.enabled ? 'enabled' : 'disabled')];
  if (state.locked) {
    parts.push(state.lockedUntil ? userTexts.text(lang, 'lockedUntil', { time: formatLockEnd(state.lockedUntil, now, lang) }) : userTexts.text(lang, 'locked'));
  }
  return parts;
}
