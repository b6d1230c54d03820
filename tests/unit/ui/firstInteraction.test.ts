import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atFirstInteraction } from '../../../src/ui/firstInteraction';

/** `document` with just the listener calls firstInteraction makes. */
class Page {
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
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

let page: Page;
beforeEach(() => {
  page = new Page();
  vi.stubGlobal('document', page);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the first interaction', () => {
  it('starts nothing inside the event; each start runs once, in a task of its own, afterwards', () => {
    const order: string[] = [];
    atFirstInteraction(() => order.push('tooltips'));
    atFirstInteraction(() => order.push('select'));
    page.dispatch('keydown');
    expect(order).toEqual([]);
    expect(page.count()).toBe(0);
    // One timer per start: separate tasks.
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    expect(order).toEqual(['tooltips', 'select']);
    page.dispatch('pointermove');
    vi.runAllTimers();
    expect(order).toEqual(['tooltips', 'select']);
  });

  it('uses the browser idle callback where there is one', () => {
    const idle = vi.fn((task: () => void, _opts?: { timeout: number }) => {
      task();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const start = vi.fn();
    atFirstInteraction(start);
    page.dispatch('pointerdown');
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0][1]).toEqual({ timeout: 1000 });
    expect(start).toHaveBeenCalledTimes(1);
  });
});
