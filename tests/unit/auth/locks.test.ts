import { describe, expect, it } from 'vitest';
import { inTabMutex, storageLease } from '../../../src/providers/auth/locks';
import { FakeOrigin } from './fakes';

/** Runs tasks that record how many of them overlap. */
function overlapProbe() {
  let running = 0;
  const probe = { max: 0, order: [] as number[] };
  const task = (n: number) => async () => {
    running += 1;
    probe.max = Math.max(probe.max, running);
    await new Promise((r) => setTimeout(r, 20));
    probe.order.push(n);
    running -= 1;
    return n;
  };
  return { probe, task };
}

describe('locks', () => {
  it('the in-tab mutex runs tasks one after the other, also after a failure', async () => {
    const lock = inTabMutex();
    const { probe, task } = overlapProbe();
    const failing = lock.run('x', async () => {
      throw new Error('boom');
    });
    const results = await Promise.allSettled([failing, lock.run('x', task(1)), lock.run('x', task(2))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(probe.max).toBe(1);
    expect(probe.order).toEqual([1, 2]);
  });

  it('the localStorage lease (no Web Locks on plain http) keeps two tabs apart', async () => {
    const origin = new FakeOrigin();
    const a = storageLease({ storage: origin.tab() });
    const b = storageLease({ storage: origin.tab() });
    const { probe, task } = overlapProbe();
    await Promise.all([a.run('refresh', task(1)), b.run('refresh', task(2)), a.run('refresh', task(3))]);
    expect(probe.max).toBe(1);
    expect(origin.data.has('lock:refresh')).toBe(false);
  });

  it('takes over a lease left behind by a closed tab once it has expired', async () => {
    const origin = new FakeOrigin();
    let now = 1_000;
    origin.data.set('lock:refresh', JSON.stringify({ id: 'gone', until: now + 100 }));
    const lease = storageLease({ storage: origin.tab(), now: () => now, sleep: async () => void (now += 60) });
    await expect(lease.run('refresh', async () => 'done')).resolves.toBe('done');
  });
});
