import { describe, expect, it } from 'vitest';
import { createThrottle, type ThrottleClock } from '../../../src/providers/live/throttle';

/** A manual clock: advance(ms) runs the timers that fall due. */
function fakeClock() {
  let time = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: ThrottleClock = {
    now: () => time,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: time + ms, run });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const until = time + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      time = due[1].at;
      due[1].run();
    }
    time = until;
  };
  return { clock, advance, pending: () => timers.size };
}

describe('throttle (one list reload per second)', () => {
  it('runs the first trigger at once and collapses a burst into one trailing call', () => {
    const { clock, advance } = fakeClock();
    const calls: number[] = [];
    const t = createThrottle(() => calls.push(clock.now()), 1000, clock);
    t.trigger();
    expect(calls).toEqual([0]);
    advance(100);
    t.trigger();
    advance(300);
    t.trigger();
    t.trigger();
    expect(calls).toEqual([0]);
    advance(600);
    expect(calls).toEqual([0, 1000]);
    advance(5000);
    expect(calls).toEqual([0, 1000]);
  });

  it('never runs twice within the interval under a steady stream', () => {
    const { clock, advance } = fakeClock();
    const calls: number[] = [];
    const t = createThrottle(() => calls.push(clock.now()), 1000, clock);
    for (let i = 0; i < 50; i += 1) {
      t.trigger();
      advance(100);
    }
    advance(2000);
    for (let i = 1; i < calls.length; i += 1) expect(calls[i] - calls[i - 1]).toBeGreaterThanOrEqual(1000);
    expect(calls.length).toBe(6); // 0, 1000, …, 5000: the last trigger (at 4900) is not lost
  });

  it('a trigger after a quiet interval runs at once; cancel drops the trailing call', () => {
    const { clock, advance, pending } = fakeClock();
    const calls: number[] = [];
    const t = createThrottle(() => calls.push(clock.now()), 1000, clock);
    t.trigger();
    advance(3000);
    t.trigger();
    expect(calls).toEqual([0, 3000]);
    t.trigger();
    expect(pending()).toBe(1);
    t.cancel();
    advance(2000);
    expect(calls).toEqual([0, 3000]);
  });
});
