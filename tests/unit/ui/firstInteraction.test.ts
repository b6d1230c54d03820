import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atFirstInteraction } from '../../../src/ui/firstInteraction';
import { FakeDocument } from './fakeDocument';

let page: FakeDocument;
beforeEach(() => {
  page = new FakeDocument();
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
