/**
 * `document` as firstInteraction uses it (add and remove listeners), for unit tests without a DOM.
 * Not Node's EventTarget: it does not remove a listener added with { capture: true } when given
 * `true`, as browsers do.
 */
export class FakeDocument {
  private listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  /** Listeners still registered. */
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}
