import { describe, expect, it } from 'vitest';
import { delayMinutes, formatDelay, formatDistance, formatDuration, formatDurationSeconds, formatNumber, formatPercent, MINUS } from '../../../src/ui/format';

describe('numbers and durations', () => {
  it('groups and marks decimals per language', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatDistance(12400, 'it')).toBe('12.400 m');
    expect(formatPercent(0.874, 'de')).toBe('87\u00a0%');
    expect(formatPercent(0.874, 'it')).toBe('87%');
    expect(formatPercent(null, 'de')).toBe('–');
  });

  it('writes durations as hours and minutes (spec point 9)', () => {
    expect(formatDuration(90)).toBe('1h30min');
    expect(formatDuration(120)).toBe('2h');
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(-1)).toBe('');
    expect(formatDurationSeconds(5400)).toBe('1h30min');
  });

  it('cuts delays towards zero as passenger information does', () => {
    expect(delayMinutes(59)).toBe(0);
    expect(Object.is(delayMinutes(-59), 0)).toBe(true);
    expect(formatDelay(245)).toBe('+4 min');
    expect(formatDelay(-61)).toBe(`${MINUS}1 min`);
  });
});
