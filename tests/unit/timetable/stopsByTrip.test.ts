import { describe, expect, it } from 'vitest';
import { stopsByTrip, type StopTimeColumns } from '../../../server/operations/timetable/loadDay';
import type { DayStop } from '../../../server/operations/types';

const stops: DayStop[] = ['A', 'B', 'C'].map((id) => ({ id, name: id, lat: 0, lon: 0, stationId: null }));

describe('stopsByTrip', () => {
  it('groups the day\'s stop-time columns by trip, in sequence order', () => {
    const columns: StopTimeColumns = [[3, 3, 7, 7, 7], [1, 2, 1, 5, 9], [0, 1, 2, 1, 0], [10, 20, 30, 40, 50], [11, 21, 31, 41, 51], [0, 1.5, 0, 2, 4], ['1', null, '2', null, '3'], [0, 1, 0, 0, 0], [1, 0, 0, 0, 0]];
    const byTrip = stopsByTrip(columns, stops);
    expect([...byTrip.keys()]).toEqual([3, 7]);
    expect(byTrip.get(3)).toEqual([
      { stopId: 'A', km: 0, arrival: 10, departure: 11, platform: '1', pickup: 0, dropOff: 1 },
      { stopId: 'B', km: 1.5, arrival: 20, departure: 21, platform: null, pickup: 1, dropOff: 0 },
    ]);
    expect(byTrip.get(7)!.map((s) => s.stopId)).toEqual(['C', 'B', 'A']);
  });

  it('restores the order when the rows arrive unsorted', () => {
    const columns: StopTimeColumns = [[7, 3, 7, 3], [9, 2, 1, 1], [0, 1, 2, 0], [4, 3, 2, 1], [4, 3, 2, 1], [4, 1, 0, 0], [null, null, null, null], [0, 0, 0, 0], [0, 0, 0, 0]];
    const byTrip = stopsByTrip(columns, stops);
    expect(byTrip.get(3)!.map((s) => s.arrival)).toEqual([1, 3]);
    expect(byTrip.get(7)!.map((s) => s.arrival)).toEqual([2, 4]);
  });
});
