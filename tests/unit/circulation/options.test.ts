import { describe, expect, it } from 'vitest';
import { assignableVehicles, linesOfRuns, reasonOptions, selectableStops } from '../../../src/custom/circulation/options';
import { parseMinutes } from '../../../src/custom/circulation/minutes';
import type { RunStop } from '../../../src/shared/operations/types';
import { runRow } from './fixtures';

const stop = (seq: number, over: Partial<RunStop> = {}): RunStop => ({
  seq, stopId: `s${seq}`, stationId: null, name: `Stop ${seq}`, lat: 0, lon: 0, km: seq, platform: null,
  plannedArrival: 3600 + seq * 120, plannedDeparture: 3600 + seq * 120 + 30, expectedArrival: null, expectedDeparture: null,
  passed: false, skipped: false, pickup: 'regular', dropOff: 'regular', ...over,
});

describe('measure dialog choices', () => {
  it('offers active causes with code and the name in the language', () => {
    const opts = reasonOptions([
      { id: '1', code: 'WET', nameDe: 'Unwetter', nameIt: 'Maltempo', category: null, active: true },
      { id: '2', code: 'OLD', nameDe: 'Alt', nameIt: null, category: null, active: false },
      { id: '3', code: 'FZ', nameDe: 'Fahrzeugstörung', nameIt: null, category: null, active: null },
    ], 'it');
    expect(opts).toEqual([
      { value: '3', label: 'FZ – Fahrzeugstörung' },
      { value: '1', label: 'WET – Maltempo' },
    ]);
  });

  it('offers vehicles in service or reserve only', () => {
    const v = (id: string, status: string) => ({ id, vehicleNumber: id, series: null, vehicleType: 'tramTrain', status });
    expect(assignableVehicles([v('1', 'inService'), v('2', 'workshop'), v('3', 'reserve'), v('4', 'outOfService')]).map((x) => x.id)).toEqual(['1', '3']);
  });

  it('offers stops ahead, never the first stop nor the terminus', () => {
    const stops = [stop(3), stop(1, { passed: true }), stop(2, { passed: true }), stop(4, { skipped: true }), stop(5), stop(6)];
    expect(selectableStops(stops).map((s) => s.stopId)).toEqual(['s3', 's5']);
    expect(selectableStops([stop(1), stop(2)])).toEqual([]);
  });

  it('lists the lines of the day once each, in natural order', () => {
    const rows = [
      runRow({ lineId: 'a', lineNumber: 'S31' }),
      runRow({ lineId: 'b', lineNumber: 'S2' }),
      runRow({ lineId: 'a', lineNumber: 'S31' }),
      runRow({ lineId: 'c', lineNumber: 'RB 47' }),
    ];
    expect(linesOfRuns(rows).map((l) => l.lineNumber)).toEqual(['RB 47', 'S2', 'S31']);
  });

  it('reads whole minutes within limits', () => {
    expect(parseMinutes(' 5 ', 0, 1440)).toBe(5);
    expect(parseMinutes('0', 0, 1440)).toBe(0);
    expect(parseMinutes('-5', 0, 1440)).toBeNull();
    expect(parseMinutes('2.5', 0, 1440)).toBeNull();
    expect(parseMinutes('1441', 0, 1440)).toBeNull();
    expect(parseMinutes('', 0, 1440)).toBeNull();
  });
});
