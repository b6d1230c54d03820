import { describe, expect, it } from 'vitest';
import {
  addDays, isIsoDate, localParts, localToEpoch, operatingDayBounds, operatingDayOf, secondsOfDay, serviceDayWindows, serviceDayZero,
} from '../../../server/operations/live/time';
import { createClock, createFixedClock } from '../../../server/operations/live/clock';

const TZ = 'Europe/Berlin';

describe('operating day (03:00–03:00 local)', () => {
  it('belongs to the previous date before 03:00 and to the date from 03:00 on', () => {
    // 2026-06-10 02:59:59 CEST = 00:59:59 UTC
    expect(operatingDayOf(Date.UTC(2026, 5, 10, 0, 59, 59), TZ)).toBe('2026-06-09');
    expect(operatingDayOf(Date.UTC(2026, 5, 10, 1, 0, 0), TZ)).toBe('2026-06-10');
    // Winter: 03:00 CET = 02:00 UTC
    expect(operatingDayOf(Date.UTC(2026, 0, 15, 1, 59, 0), TZ)).toBe('2026-01-14');
    expect(operatingDayOf(Date.UTC(2026, 0, 15, 2, 0, 0), TZ)).toBe('2026-01-15');
    // Another zone gives another answer for the same instant.
    expect(operatingDayOf(Date.UTC(2026, 5, 10, 1, 30, 0), 'UTC')).toBe('2026-06-09');
  });

  it('bounds are 03:00 local on the date and on the next date (23 hours on the spring clock change)', () => {
    const b = operatingDayBounds('2026-06-10', TZ);
    expect(new Date(b.start).toISOString()).toBe('2026-06-10T01:00:00.000Z');
    expect(b.end - b.start).toBe(24 * 3600_000);
    // Clocks go forward on 2026-03-29 at 02:00: that operating day (from 03:00 on the 29th) is
    // a normal one, the one before it loses an hour.
    const spring = operatingDayBounds('2026-03-28', TZ);
    expect(spring.end - spring.start).toBe(23 * 3600_000);
  });

  it('takes another start hour from the configuration', () => {
    // 2026-06-10 03:30 CEST: with a 04:00 start still the day before.
    expect(operatingDayOf(Date.UTC(2026, 5, 10, 1, 30, 0), TZ, 4)).toBe('2026-06-09');
    expect(operatingDayOf(Date.UTC(2026, 5, 10, 1, 30, 0), TZ)).toBe('2026-06-10');
    expect(new Date(operatingDayBounds('2026-06-10', TZ, 0).start).toISOString()).toBe('2026-06-09T22:00:00.000Z');
  });

  it('service-day windows: a day takes the night before\'s times from 27:00, its own 03:00–27:00 and the next day\'s before 03:00', () => {
    const h = 3600;
    expect(serviceDayWindows('2026-06-10', TZ)).toEqual([
      { serviceDay: '2026-06-09', fromS: 27 * h, toS: 51 * h, offsetS: -24 * h },
      { serviceDay: '2026-06-10', fromS: 3 * h, toS: 27 * h, offsetS: 0 },
      { serviceDay: '2026-06-11', fromS: -21 * h, toS: 3 * h, offsetS: 24 * h },
    ]);
    // The day before the spring change has 23 hours: the next service day's zero is 23 h later.
    const spring = serviceDayWindows('2026-03-28', TZ);
    expect(spring[1]).toEqual({ serviceDay: '2026-03-28', fromS: 3 * h, toS: 26 * h, offsetS: 0 });
    expect(spring[2]).toEqual({ serviceDay: '2026-03-29', fromS: -20 * h, toS: 3 * h, offsetS: 23 * h });
    // Start hour 4: the next service day's trips until 04:00 belong to the day.
    expect(serviceDayWindows('2026-06-10', TZ, 4)[2]).toMatchObject({ fromS: -20 * h, toS: 4 * h });
  });

  it('timetable times count from noon minus 12 h of the service day and may exceed 24:00', () => {
    const zero = serviceDayZero('2026-06-10', TZ);
    expect(new Date(zero).toISOString()).toBe('2026-06-09T22:00:00.000Z'); // local midnight in summer
    // 00:30 local on the next date is 24:30 of the service day.
    expect(secondsOfDay(Date.UTC(2026, 5, 10, 22, 30, 0), zero)).toBe(24 * 3600 + 1800);
    // On the spring change day noon − 12 h is 23:00 local of the day before (GTFS), not midnight.
    const z = serviceDayZero('2026-03-29', TZ);
    expect(new Date(z).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(localParts(z, TZ).hour).toBe(23);
  });

  it('converts local wall-clock times and dates', () => {
    expect(new Date(localToEpoch('2026-01-15', 3, 0, TZ)).toISOString()).toBe('2026-01-15T02:00:00.000Z');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('26-01-01')).toBe(false);
  });
});

describe('clock', () => {
  it('runs at a speed factor, pauses and resumes without jumps', () => {
    let real = 1_000_000;
    const c = createClock(() => real, 5_000_000);
    real += 1000;
    expect(c.now()).toBe(5_001_000);
    c.setSpeed(10);
    real += 1000;
    expect(c.now()).toBe(5_011_000);
    c.pause();
    real += 5000;
    expect(c.now()).toBe(5_011_000);
    c.resume();
    real += 100;
    expect(c.now()).toBe(5_012_000);
    expect(() => c.setSpeed(0)).toThrow();
    const f = createFixedClock(42);
    expect(f.now()).toBe(42);
    f.set(43);
    expect(f.now()).toBe(43);
  });
});
