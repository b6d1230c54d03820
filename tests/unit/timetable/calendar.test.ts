import { describe, expect, it } from 'vitest';
import { isIsoDate, runsOn, servicesFromGtfs, servicesOn, validityOf, weekdayBit } from '../../../server/operations/timetable/calendar';
import type { TimetableService } from '../../../server/operations/types';

const MON_FRI = 0b0011111;
const SAT_SUN = 0b1100000;

function service(over: Partial<TimetableService>): TimetableService {
  return { id: 'S', weekdays: MON_FRI, startDate: '2026-01-01', endDate: '2026-12-31', added: [], removed: [], ...over };
}

describe('weekdayBit', () => {
  it('numbers Monday as bit 0 and Sunday as bit 6, across months, years and leap days', () => {
    expect(weekdayBit('2026-03-02')).toBe(1 << 0); // Monday
    expect(weekdayBit('2026-03-04')).toBe(1 << 2); // Wednesday
    expect(weekdayBit('2026-03-07')).toBe(1 << 5); // Saturday
    expect(weekdayBit('2026-03-08')).toBe(1 << 6); // Sunday
    expect(weekdayBit('2028-02-29')).toBe(1 << 1); // Tuesday, leap day
    expect(weekdayBit('2027-01-01')).toBe(1 << 4); // Friday
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-12-25')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('20261225')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
  });
});

describe('runsOn', () => {
  const weekdays = service({});
  it('follows the weekday pattern inside the period', () => {
    expect(runsOn(weekdays, '2026-03-04')).toBe(true);
    expect(runsOn(weekdays, '2026-03-07')).toBe(false);
    expect(runsOn(service({ weekdays: SAT_SUN }), '2026-03-07')).toBe(true);
  });

  it('includes both ends of the period and nothing outside', () => {
    expect(runsOn(service({ startDate: '2026-03-04', endDate: '2026-03-06' }), '2026-03-04')).toBe(true);
    expect(runsOn(service({ startDate: '2026-03-04', endDate: '2026-03-06' }), '2026-03-06')).toBe(true);
    expect(runsOn(service({ startDate: '2026-03-04', endDate: '2026-03-06' }), '2026-03-03')).toBe(false);
    expect(runsOn(service({ startDate: '2026-03-04', endDate: '2026-03-06' }), '2026-03-09')).toBe(false);
  });

  it('removed dates win over the pattern, added dates run even outside pattern and period', () => {
    expect(runsOn(service({ removed: ['2026-12-25'] }), '2026-12-25')).toBe(false);
    expect(runsOn(service({ weekdays: SAT_SUN, added: ['2026-12-25'] }), '2026-12-25')).toBe(true);
    expect(runsOn(service({ added: ['2027-01-02'] }), '2027-01-02')).toBe(true);
    expect(runsOn(service({ weekdays: 0, startDate: '2026-05-01', endDate: '2026-05-01', added: ['2026-05-01'] }), '2026-05-01')).toBe(true);
    expect(runsOn(service({ weekdays: 0, startDate: '2026-05-01', endDate: '2026-05-01', added: ['2026-05-01'] }), '2026-05-02')).toBe(false);
  });

  it('servicesOn picks the running ids', () => {
    const all = [service({ id: 'WD', removed: ['2026-12-25'] }), service({ id: 'WE', weekdays: SAT_SUN, added: ['2026-12-25'] })];
    expect([...servicesOn(all, '2026-12-24')]).toEqual(['WD']);
    expect([...servicesOn(all, '2026-12-25')]).toEqual(['WE']);
    expect([...servicesOn(all, '2026-12-26')]).toEqual(['WE']);
    expect([...servicesOn(all, '2027-01-04')]).toEqual([]);
  });
});

describe('servicesFromGtfs', () => {
  it('merges calendar and calendar_dates by service_id, dates sorted', () => {
    const services = servicesFromGtfs(
      [{ serviceId: 'WD', weekdays: MON_FRI, startDate: '2026-01-01', endDate: '2026-12-31' }],
      [
        { serviceId: 'WD', date: '2026-12-25', exceptionType: 2 },
        { serviceId: 'WD', date: '2026-04-06', exceptionType: 2 },
        { serviceId: 'WD', date: '2026-04-04', exceptionType: 1 },
      ],
    );
    expect(services).toEqual([{ id: 'WD', weekdays: MON_FRI, startDate: '2026-01-01', endDate: '2026-12-31', added: ['2026-04-04'], removed: ['2026-04-06', '2026-12-25'] }]);
  });

  it('a service only in calendar_dates has no weekdays and spans its added dates', () => {
    const [extra] = servicesFromGtfs([], [
      { serviceId: 'FEST', date: '2026-08-15', exceptionType: 1 },
      { serviceId: 'FEST', date: '2026-05-01', exceptionType: 1 },
    ]);
    expect(extra).toEqual({ id: 'FEST', weekdays: 0, startDate: '2026-05-01', endDate: '2026-08-15', added: ['2026-05-01', '2026-08-15'], removed: [] });
    expect(runsOn(extra, '2026-05-01')).toBe(true);
    expect(runsOn(extra, '2026-06-01')).toBe(false);
  });
});

describe('validityOf', () => {
  it('spans the earliest start to the latest end, added dates included', () => {
    expect(validityOf([
      service({ startDate: '2026-02-01', endDate: '2026-06-30' }),
      service({ weekdays: SAT_SUN, startDate: '2026-01-10', endDate: '2026-05-31', added: ['2026-07-04'] }),
    ])).toEqual({ validFrom: '2026-01-10', validTo: '2026-07-04' });
  });

  it('ignores the period of a service without weekdays (only its added dates count), null without services', () => {
    expect(validityOf([service({ weekdays: 0, startDate: '2020-01-01', endDate: '2030-01-01', added: ['2026-05-01'] })])).toEqual({ validFrom: '2026-05-01', validTo: '2026-05-01' });
    expect(validityOf([])).toBeNull();
  });
});
