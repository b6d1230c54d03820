import { describe, expect, it } from 'vitest';
import {
  configAppliesOn, configToRule, rulesForDay, serviceDayBand, timeOfDayS, walkTimesOf, type ConnectionConfigRecord,
} from '../../../server/connections/config/rules';

const DAY_START = 3 * 3600;
const lines: Record<string, string> = { '10': 'RB47', '11': 'S7' };
const lineIdOf = (id: string) => lines[id] ?? null;

const record: ConnectionConfigRecord = {
  id: '42', stationId: '7',
  feederKind: 'lineDirection', feederLineId: '10', feederDirection: '1',
  departingKind: 'line', departingLineId: '11',
  maxAutoHoldMin: 3, maxManualHoldMin: 10, priority: 2, guaranteed: true, lastOfDay: false, active: true,
};

describe('connection configuration → engine rules', () => {
  it('converts units and sides: minutes to seconds, line records to the timetable line, directions as numbers', () => {
    expect(configToRule(record, lineIdOf, DAY_START)).toEqual({
      id: '42', stationId: '7', feederStopId: null, departingStopId: null,
      feeder: { kind: 'lineDirection', lineId: 'RB47', direction: 1, tripId: null },
      departing: { kind: 'line', lineId: 'S7', direction: null, tripId: null },
      timeFrom: null, timeTo: null, walkTimeS: null,
      maxAutoHoldS: 180, maxManualHoldS: 600, priority: 2, guaranteed: true, lastOfDay: false,
    });
  });

  it('trip sides keep the trip id; stop ids replace the station', () => {
    const r = configToRule({ ...record, stationId: null, feederStopId: 'A', departingStopId: 'B', departingKind: 'trip', departingTripId: 'T1', walkTimeS: 90 }, lineIdOf, DAY_START);
    expect(r).toMatchObject({ stationId: null, feederStopId: 'A', departingStopId: 'B', departing: { kind: 'trip', tripId: 'T1', lineId: null }, walkTimeS: 90 });
  });

  it('a rule that cannot match is left out: line not in the timetable, incomplete side, neither station nor both stops', () => {
    expect(configToRule({ ...record, departingLineId: '99' }, lineIdOf, DAY_START)).toBeNull();
    expect(configToRule({ ...record, feederDirection: null }, lineIdOf, DAY_START)).toBeNull();
    expect(configToRule({ ...record, departingKind: 'trip', departingTripId: '' }, lineIdOf, DAY_START)).toBeNull();
    expect(configToRule({ ...record, stationId: null, feederStopId: 'A' }, lineIdOf, DAY_START)).toBeNull();
  });

  it('validity: active, dates inclusive, weekdays (empty = every day)', () => {
    expect(configAppliesOn(record, '2026-11-25', 3)).toBe(true);
    expect(configAppliesOn({ ...record, active: false }, '2026-11-25', 3)).toBe(false);
    expect(configAppliesOn({ ...record, validFrom: '2026-11-25', validTo: '2026-11-25' }, '2026-11-25', 3)).toBe(true);
    expect(configAppliesOn({ ...record, validFrom: '2026-11-26' }, '2026-11-25', 3)).toBe(false);
    expect(configAppliesOn({ ...record, validTo: '2026-11-24' }, '2026-11-25', 3)).toBe(false);
    expect(configAppliesOn({ ...record, days: ['mo', 'tu', 'we', 'th', 'fr'] }, '2026-11-25', 3)).toBe(true);
    expect(configAppliesOn({ ...record, days: ['sa', 'su'] }, '2026-11-25', 3)).toBe(false);
    expect(configAppliesOn({ ...record, days: ['su'] }, '2026-11-29', 7)).toBe(true);
  });

  it('imported records apply only with their timetable version; manual ones always', () => {
    const imported = { ...record, source: 'gtfs', timetableVersionId: '7' };
    expect(configAppliesOn(imported, '2026-11-25', 3, '7')).toBe(true);
    expect(configAppliesOn(imported, '2026-11-25', 3, '8')).toBe(false);
    expect(configAppliesOn(imported, '2026-11-25', 3, null)).toBe(false);
    expect(configAppliesOn({ ...record, source: 'manual' }, '2026-11-25', 3, '8')).toBe(true);
    expect(rulesForDay([imported, { ...imported, id: '9', timetableVersionId: '8' }], '2026-11-25', 3, lineIdOf, DAY_START, '8').map((r) => r.id)).toEqual(['9']);
  });

  it('time bands in service-day seconds: the night after the day counts on, a band over midnight is one band', () => {
    expect(timeOfDayS('06:30')).toBe(23_400);
    expect(timeOfDayS('06:30:15')).toBe(23_415);
    expect(timeOfDayS('')).toBeNull();
    expect(serviceDayBand(null, null, DAY_START)).toEqual({ from: null, to: null });
    expect(serviceDayBand('06:00', '09:00', DAY_START)).toEqual({ from: 21_600, to: 32_400 });
    expect(serviceDayBand('22:30', '02:59', DAY_START)).toEqual({ from: 81_000, to: 97_140 });
    expect(serviceDayBand('00:30', '02:00', DAY_START)).toEqual({ from: 88_200, to: 93_600 });
    expect(serviceDayBand('20:00', null, DAY_START)).toEqual({ from: 72_000, to: 97_199 });
    expect(serviceDayBand(null, '08:00', DAY_START)).toEqual({ from: 10_800, to: 28_800 });
    // Wrapping past the day's start (20:00–04:00): cut at the day's end.
    expect(serviceDayBand('20:00', '04:00', DAY_START)).toEqual({ from: 72_000, to: 97_199 });
  });

  it('rulesForDay keeps the records valid on the day that can match, in order', () => {
    const records = [record, { ...record, id: '43', days: ['sa'] }, { ...record, id: '44', departingLineId: '99' }, { ...record, id: '45' }];
    expect(rulesForDay(records, '2026-11-25', 3, lineIdOf, DAY_START).map((r) => r.id)).toEqual(['42', '45']);
  });

  it('walk times: a platform pair only with both platforms', () => {
    expect(walkTimesOf([
      { stationId: '7', walkTimeS: 240 },
      { stationId: '7', fromPlatform: '1', toPlatform: '3', walkTimeS: 180 },
      { stationId: '7', fromPlatform: '1', toPlatform: null, walkTimeS: 60 },
    ])).toEqual([
      { stationId: '7', fromPlatform: null, toPlatform: null, walkTimeS: 240 },
      { stationId: '7', fromPlatform: '1', toPlatform: '3', walkTimeS: 180 },
      { stationId: '7', fromPlatform: null, toPlatform: null, walkTimeS: 60 },
    ]);
  });
});
