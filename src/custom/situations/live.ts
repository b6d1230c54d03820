/**
 * Live rules of the situation screens (pure, for useLiveCache). Subscription.situationsChanged
 * carries only the ids of changed situations (already filtered by the subscriber's rights), so:
 * - a list page loads again on every change (a new or changed situation may enter, leave or move
 *   within the page: the server's order and filters decide);
 * - one situation (and its timeline) loads again only when its id is named;
 * - the counts of the menu badge load again on every change.
 */
import { REFETCH, type LiveApply } from '../../providers/query';
import type { SituationChange } from '../../shared/situations/api';

export interface SituationsChangedEvent {
  situationsChanged: SituationChange | null;
}

export const SITUATIONS_CHANGED_SUBSCRIPTION = 'subscription SituationsChanged { situationsChanged { ids } }';

export function applyToList<T>(): LiveApply<T, SituationsChangedEvent> {
  return (cached, event) => (cached !== undefined && event.situationsChanged ? REFETCH : undefined);
}

export function applyToSituation<T>(id: string): LiveApply<T, SituationsChangedEvent> {
  return (cached, event) => (cached !== undefined && event.situationsChanged?.ids.includes(id) ? REFETCH : undefined);
}
