import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchScheduler, createCoarseTimeoutProvider, type TimerClock } from '../../../src/providers/query/queryTimers';

/** A clock over vitest's fake timers that counts the platform timers installed. */
function countingClock() {
  const clock: TimerClock & { installed: number } = {
    installed: 0,
    now: () => Date.now(),
    setTimeout: (callback, delay) => {
      clock.installed++;
      return setTimeout(callback, delay);
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return clock;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-02T10:00:00.250Z'));
});
afterEach(() => vi.useRealTimers());

describe('notification batches in one timer', () => {
  it('runs every callback scheduled in a task in one later timer, in order', () => {
    const clock = countingClock();
    const schedule = createBatchScheduler(clock);
    const ran: number[] = [];
    for (let i = 0; i < 75; i++) schedule(() => ran.push(i));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([...Array(75).keys()]);
    expect(clock.installed).toBe(1);
  });

  it('leaves what is scheduled while they run to the next timer', () => {
    const clock = countingClock();
    const schedule = createBatchScheduler(clock);
    const ran: string[] = [];
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('nested'));
    });
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(1); // fake timers give a 0 ms timer set while they run 1 ms
    expect(ran).toEqual(['first', 'nested']);
    expect(clock.installed).toBe(2);
  });

  it('still runs the others when one throws, and reports the error', () => {
    const schedule = createBatchScheduler(countingClock());
    const ran: number[] = [];
    schedule(() => ran.push(1));
    schedule(() => {
      throw new Error('subscriber failed');
    });
    schedule(() => ran.push(3));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1, 3]);
    expect(() => vi.advanceTimersByTime(1)).toThrow('subscriber failed');
  });
});

describe('long timeouts sharing a timer per second', () => {
  it('fires timers due in the same second together, at the full second after their deadline', () => {
    const clock = countingClock();
    const timers = createCoarseTimeoutProvider(clock);
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('a'), 300_000);
    vi.advanceTimersByTime(100);
    timers.setTimeout(() => fired.push('b'), 300_000);
    expect(clock.installed).toBe(1);
    // Deadlines 10:05:00.250 and .350: both fire at 10:05:01.000.
    vi.advanceTimersByTime(300_000 + 640);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(fired).toEqual(['a', 'b']);
  });

  it('never fires a cleared one, and drops the shared timer when all are cleared', () => {
    const clock = countingClock();
    const timers = createCoarseTimeoutProvider(clock);
    const fired: string[] = [];
    const a = timers.setTimeout(() => fired.push('a'), 60_000);
    const b = timers.setTimeout(() => fired.push('b'), 60_000);
    timers.clearTimeout(a);
    expect(vi.getTimerCount()).toBe(1);
    timers.clearTimeout(b);
    expect(vi.getTimerCount()).toBe(0);
    timers.clearTimeout(undefined);
    vi.advanceTimersByTime(120_000);
    expect(fired).toEqual([]);
  });

  it('keeps short timeouts (retries) exact and on their own timer', () => {
    const clock = countingClock();
    const timers = createCoarseTimeoutProvider(clock);
    const fired: number[] = [];
    timers.setTimeout(() => fired.push(1000), 1000);
    timers.setTimeout(() => fired.push(2000), 2000);
    const cleared = timers.setTimeout(() => fired.push(-1), 1500);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1000]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1000, 2000]);
    expect(clock.installed).toBe(3);
  });
});

describe('a list arriving in the data cache', () => {
  it('installs a handful of timers for 25 records, not three per record', async () => {
    const { QueryClient, notifyManager, timeoutManager } = await import('@tanstack/react-query');
    const clock = countingClock();
    notifyManager.setScheduler(createBatchScheduler(clock));
    timeoutManager.setTimeoutProvider(createCoarseTimeoutProvider(clock));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 300_000, gcTime: 300_000 } } });
    const seen: number[] = [];
    const unsubscribe = client.getQueryCache().subscribe(() => seen.push(1));
    // What react-admin's useGetList does with the rows of a page it received.
    for (let id = 1; id <= 25; id++) client.setQueryData(['stations', 'getOne', { id: String(id) }], { id });
    // Every timer pending, the platform's included (by default: 75).
    expect(vi.getTimerCount()).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(0);
    expect(seen.length).toBeGreaterThanOrEqual(50); // every cache event still reached its listener
    // The cache still forgets them after its garbage-collection time.
    vi.advanceTimersByTime(5 * 60_000 + 1_000);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    unsubscribe();
  });
});
