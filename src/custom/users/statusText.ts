/** What the "Anmeldekonto" column says about a user (pure; see identityStatus.ts). */
import type { Lang } from '../../shared/resource/types';
import type { IdentityState } from './identityStatus';
import { userText } from './messages';

/** HH:MM in the browser's time zone; with the date when the lock ends on another day. */
export function formatLockEnd(until: Date, now: Date, lang: Lang): string {
  const locale = lang === 'it' ? 'it-IT' : 'de-DE';
  const time = until.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (until.toDateString() === now.toDateString()) return time;
  return `${until.toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })} ${time}`;
}

/** The parts of the status, in display order: e.g. ['Deaktiviert', 'Gesperrt bis 20:31']. */
export function identityStatusTexts(state: IdentityState, now: Date, lang: Lang): string[] {
  if (state.kind === 'missing') return [userText(lang, 'missing')];
  const parts = [userText(lang, state.enabled ? 'enabled' : 'disabled')];
  if (state.locked) {
    parts.push(state.lockedUntil ? userText(lang, 'lockedUntil', { time: formatLockEnd(state.lockedUntil, now, lang) }) : userText(lang, 'locked'));
  }
  return parts;
}
