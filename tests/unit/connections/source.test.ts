import { describe, expect, it } from 'vitest';
import type { RunStop } from '../../../src/shared/operations/types';
import { timesFromStops } from '../../../server/connections/source';

const stop = (k: number, over: Partial<RunStop>): RunStop => ({
  seq: k, stopId: `S${k}`, stationId: null, name: `S${k}`, lat: 0, lon: 0, km: k,
  platform: '1', plannedPlatform: '1', plannedArrival: 100 * k, plannedDeparture: 100 * k + 30,
  expectedArrival: 100 * k, expectedDeparture: 100 * k + 30, passed: false, skipped: false, pickup: 'regular', dropOff: 'regular',
  ...over,
});

describe('timesFromStops (a preview run as the engine reads it)', () => {
  it('carries the platforms in force, so the preview walks as the day does', () => {
    const t = timesFromStops([stop(0, { expectedArrival: null }), stop(1, { platform: '4' }), stop(2, { expectedDeparture: null, platform: null })], false);
    expect(Array.from(t.platforms ?? [])).toEqual(['1', '4', null]);
    expect(Array.from(t.expArr)).toEqual([30, 100, 200]);
    expect(Array.from(t.expDep)).toEqual([30, 130, 200]);
  });
});
