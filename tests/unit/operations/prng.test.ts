import { describe, expect, it } from 'vitest';
import { drawFor, generator, hashString, rng } from '../../../server/operations/prng';

// The demo network's dwell times, the simulator's disturbances and the simulated message
// deliveries all draw from this one module: its values are pinned so that a change to it (which
// would change the demo timetable and every simulated day) cannot pass unnoticed.
describe('server/operations/prng', () => {
  it('draws the values the demo network and the simulator were built with', () => {
    expect(drawFor(4711, 'S4:RBT')).toBe(0.5463426923379302);
    expect(drawFor(0, 'RB 47:RH')).toBe(0.21002464508637786);
    expect(hashString('abc')).toBe(440920331);
    expect(rng(hashString('x'), 3)()).toBe(0.31041867239400744);
    expect(rng(hashString('x'), 3, 4)()).toBe(0.12395712011493742);
  });

  it('stays in [0, 1) and repeats for the same seed', () => {
    const a = generator(42);
    const b = generator(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      expect(b()).toBe(x);
    }
    expect(drawFor(1, 'k')).not.toBe(drawFor(2, 'k'));
  });
});
