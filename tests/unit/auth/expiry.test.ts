import { describe, expect, it } from 'vitest';
import { EXPIRY_MARGIN_MS, generatedAtMs, isNearExpiry, refreshDelayMs, remainingMs } from '../../../src/providers/auth/expiry';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const s = (generatedAt: number | string | null, expiresIn: number | null = 300) => ({ tokenGeneratedAt: generatedAt, tokenExpiresIn: expiresIn });

describe('near-expiry check', () => {
  it('is false while less than half the lifetime has passed', () => {
    expect(isNearExpiry(s(T0), T0)).toBe(false);
    expect(isNearExpiry(s(T0), T0 + 149_000)).toBe(false);
  });
  it('is true from half the lifetime on, and when expired', () => {
    expect(isNearExpiry(s(T0), T0 + 151_000)).toBe(true);
    expect(isNearExpiry(s(T0), T0 + 3_600_000)).toBe(true);
  });
  it('does not depend on the day of the month (the old check compared days)', () => {
    // Generated on the 30th at 23:59, checked on the 1st at 00:01: 2 minutes later, still fresh.
    const generated = Date.UTC(2026, 10, 30, 23, 59, 0);
    expect(isNearExpiry(s(generated, 600), generated + 120_000)).toBe(false);
    // Same day of month one month later: long expired.
    expect(isNearExpiry(s(generated, 600), Date.UTC(2026, 11, 30, 23, 59, 30))).toBe(true);
  });
  it('accepts a date string as generation time and treats unknown age as near expiry', () => {
    expect(generatedAtMs(new Date(T0).toISOString())).toBe(T0);
    expect(generatedAtMs(String(T0))).toBe(T0);
    expect(isNearExpiry(s(new Date(T0).toISOString()), T0 + 10_000)).toBe(false);
    expect(isNearExpiry(s(null), T0)).toBe(true);
    expect(isNearExpiry(s(T0, null), T0)).toBe(true);
    expect(remainingMs(s('garbage'), T0)).toBeNull();
  });
});

describe('refresh delay', () => {
  it('is half the lifetime for a fresh token', () => {
    expect(refreshDelayMs(s(T0), T0)).toBe(150_000);
    expect(refreshDelayMs(s(T0, 60), T0)).toBe(30_000);
  });
  it('is half the lifetime while the remaining time is at least that', () => {
    expect(refreshDelayMs(s(T0), T0 + 100_000)).toBe(150_000);
  });
  it('fires a margin before expiry when less than half the lifetime remains', () => {
    expect(refreshDelayMs(s(T0), T0 + 200_000)).toBe(100_000 - EXPIRY_MARGIN_MS);
    // Very short remaining time: at most half of it as margin.
    expect(refreshDelayMs(s(T0), T0 + 296_000)).toBe(2_000);
  });
  it('is 0 when expired and null without a lifetime', () => {
    expect(refreshDelayMs(s(T0), T0 + 300_000)).toBe(0);
    expect(refreshDelayMs(s(T0), T0 + 900_000)).toBe(0);
    expect(refreshDelayMs(s(T0, null), T0)).toBeNull();
  });
});
