/**
 * In-process events between the situation report's parts: the core announces what happened to a
 * situation; notification chains start on 'opened', the live list and badge follow 'changed'.
 * Listeners must not throw (they log); a listener's promise is not awaited by the emitter.
 */
import type { Severity, SituationState } from '../../src/shared/situations/model';

export interface SituationEventMap {
  /** Any change to a situation or its timeline (for Subscription.situationsChanged). */
  changed: { ids: string[] };
  /** A situation reached state open for the first time (created open, or draft → open). */
  opened: { id: string; categoryId: string; severity: Severity; actor: string };
  /** Any state change, with who made it. */
  transition: { id: string; from: SituationState; to: SituationState; actor: string };
}

type Listener<K extends keyof SituationEventMap> = (event: SituationEventMap[K]) => void;

export class SituationEvents {
  private readonly listeners = new Map<keyof SituationEventMap, Set<Listener<never>>>();

  on<K extends keyof SituationEventMap>(name: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof SituationEventMap>(name: K, event: SituationEventMap[K]): void {
    for (const l of this.listeners.get(name) ?? []) (l as Listener<K>)(event);
  }
}
