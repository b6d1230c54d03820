import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/ui/format';

describe('formatDuration', () => {
  it('formats hours plus minutes', () => {
    expect(formatDuration(90)).toBe('1h30min');
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(61)).toBe('1h1min');
    expect(formatDuration(1439)).toBe('23h59min');
    expect(formatDuration(1500)).toBe('25h');
  });

  it('leaves out zero minutes of whole hours', () => {
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(60)).toBe('1h');
  });

  it('handles zero, fractions and invalid input', () => {
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(89.6)).toBe('1h30min');
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(-0.4)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
  });
});
