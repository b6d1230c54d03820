/**
 * Deterministic pseudo-random numbers keyed by strings and integers (pure), the one generator of
 * the server: the same (seed, day, trip, stop) always draws the same disturbance (live/), the same
 * message and vehicle the same simulated delivery (vehicle-messages/), the same seed and station
 * the same dwell in the demo network (demo-network/), on every machine and after a restart.
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes integers into a hash (murmur3 finaliser per step). */
export function mix(h: number, ...values: number[]): number {
  let x = h >>> 0;
  for (const v of values) {
    x ^= v >>> 0;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    x ^= x >>> 16;
  }
  return x >>> 0;
}

/** A small fast generator (mulberry32) seeded by a 32-bit hash; returns numbers in [0, 1). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one key: e.g. rng(hashString(`${seed}|${day}|${tripId}`), stopIndex). */
export function rng(base: number, ...keys: number[]): () => number {
  return generator(mix(base, ...keys));
}

/** One deterministic draw in [0, 1) for a key (e.g. "S4:RBT") under a seed. */
export function drawFor(seed: number, key: string): number {
  return generator(hashString(key) ^ seed)();
}
