/**
 * A small seeded PRNG (mulberry32) and a string hash (FNV-1a), so that the demo network's
 * "random" choices are the same on every machine and every run.
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of floats in [0, 1), fully determined by the seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One deterministic draw in [0, 1) for a key (e.g. "S4:RBT") under a seed. */
export function drawFor(seed: number, key: string): number {
  return mulberry32(hashString(key) ^ seed)();
}
