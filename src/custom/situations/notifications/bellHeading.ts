/** A notification's heading in the bell's panel (pure). */
import type { Lang } from '../../../shared/resource/types';
import type { Notification } from '../../../shared/situations/notifications';
import { notifyTexts } from './messages';

/**
 * How the bell names a notification: in the reader's language from the situation it is about
 * ("Eskalation – 2026-0042 · Erheblich: Signalstörung"); the receiver's subject when the
 * situation is gone.
 */
export function bellHeading(lang: Lang, n: Notification): string {
  const s = n.situation;
  if (!s) return n.subject;
  const what = notifyTexts.text(lang, 'bellHeading', { number: s.number, severity: notifyTexts.label(lang, 'severity', s.severity), title: s.title });
  return n.reason === 'notify' ? what : `${notifyTexts.label(lang, 'reason', n.reason)} – ${what}`;
}

