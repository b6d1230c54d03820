/**
 * The bell's cache rules (pure): a new in-app notification goes on top of the list and raises the
 * count; one acknowledged here is replaced in place and lowers it.
 */
import type { Lang } from '../../../shared/resource/types';
import type { MyNotifications, Notification } from '../../../shared/situations/notifications';
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

export function applyNotificationAdded(cached: MyNotifications | undefined, added: Notification): MyNotifications | undefined {
  if (!cached) return undefined;
  if (cached.items.some((n) => n.id === added.id)) return cached;
  return { items: [added, ...cached.items], unacknowledged: cached.unacknowledged + (added.acknowledgedAt ? 0 : 1) };
}

export function applyAcknowledged(cached: MyNotifications | undefined, done: Notification): MyNotifications | undefined {
  if (!cached) return undefined;
  const before = cached.items.find((n) => n.id === done.id);
  const wasOpen = !!before && !before.acknowledgedAt;
  return {
    items: cached.items.map((n) => (n.id === done.id ? done : n)),
    unacknowledged: Math.max(0, cached.unacknowledged - (wasOpen && done.acknowledgedAt ? 1 : 0)),
  };
}
