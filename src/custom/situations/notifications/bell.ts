/**
 * The bell's cache rules (pure; the panel's headings: bellHeading.ts): a new in-app notification goes on top of the list and raises the
 * count; one acknowledged here is replaced in place and lowers it.
 */
import type { MyNotifications, Notification } from '../../../shared/situations/notifications';

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
