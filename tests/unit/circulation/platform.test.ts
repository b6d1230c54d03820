import { describe, expect, it } from 'vitest';
import { platformStops, validPlatform } from '../../../src/custom/circulation/platform';
import type { RunStop } from '../../../src/shared/operations/types';

function stop(seq: number, over: Partial<RunStop> = {}): RunStop {
  return {
    seq, stopId: `S${seq}`, stationId: null, name: `Halt ${seq}`, lat: 0, lon: 0, km: seq, platform: '1', plannedPlatform: '1',
    plannedArrival: null, plannedDeparture: null, expectedArrival: null, expectedDeparture: null, passed: false, skipped: false,
    pickup: 'regular', dropOff: 'regular', ...over,
  };
}

describe('platform change dialog', () => {
  it('offers every stop not left and not skipped, first and last included, in order', () => {
    const stops = [stop(3), stop(1, { passed: true }), stop(2, { skipped: true }), stop(4), stop(5)];
    expect(platformStops(stops).map((s) => s.seq)).toEqual([3, 4, 5]);
    expect(platformStops([stop(1), stop(2)]).map((s) => s.seq)).toEqual([1, 2]);
  });

  it('accepts 1–10 characters that differ from the platform in force, trimmed', () => {
    expect(validPlatform(' 3 ', '1')).toBe('3');
    expect(validPlatform('12a', null)).toBe('12a');
    expect(validPlatform('1', '1')).toBeNull();
    expect(validPlatform('  ', '1')).toBeNull();
    expect(validPlatform('x'.repeat(11), '1')).toBeNull();
  });
});
