import { describe, expect, it } from 'vitest';
import { gtfsTripOf } from '../../../server/gtfs-rt/ids';

const H = 3600;

describe('gtfsTripOf: the GTFS trip, service day and start time of a run', () => {
  it('a trip of the operating day itself', () => {
    const trips = new Map([['T1', 6 * H + 5 * 60]]);
    expect(gtfsTripOf('2026-03-04', 'T1', 6 * H + 5 * 60, trips)).toEqual({ tripId: 'T1', startDate: '20260304', startTime: '06:05:00' });
  });

  it('a trip of the next service day, before the start hour (01:30 shown as 25:30 on the operating day)', () => {
    const trips = new Map([['N1', 1.5 * H]]);
    expect(gtfsTripOf('2026-03-04', 'N1', 25.5 * H, trips)).toEqual({ tripId: 'N1', startDate: '20260305', startTime: '01:30:00' });
  });

  it('a trip of the service day before, timed past 24:00 (27:30 of the 3rd runs on the 4th at 03:30)', () => {
    const trips = new Map([['L1', 27.5 * H]]);
    expect(gtfsTripOf('2026-03-04', 'L1', 3.5 * H, trips)).toEqual({ tripId: 'L1', startDate: '20260303', startTime: '27:30:00' });
  });

  it('across a change of the clocks (a 23 h service day: the offset is 23 h, still one day)', () => {
    const trips = new Map([['D1', 1 * H]]);
    // 2026-03-29 has 23 hours in Europe/Berlin: the next day's 01:00 is 24:00 on the operating day's clock.
    expect(gtfsTripOf('2026-03-28', 'D1', 24 * H, trips).startDate).toBe('20260329');
  });

  it('the second run of a trip on a 25 h day: the @service-day suffix is dropped and names the day', () => {
    const trips = new Map([['T9', 2.5 * H]]);
    expect(gtfsTripOf('2026-10-24', 'T9@2026-10-25', 26.5 * H, trips)).toEqual({ tripId: 'T9', startDate: '20261025', startTime: '02:30:00' });
  });

  it('a frequencies.txt copy: the pattern trip id with the copy’s start time', () => {
    const trips = new Map([['F1@07:10:00', 7 * H + 600]]);
    expect(gtfsTripOf('2026-03-04', 'F1@07:10:00', 7 * H + 600, trips)).toEqual({ tripId: 'F1', startDate: '20260304', startTime: '07:10:00' });
  });

  it('an id that only looks like a copy (its time is not its departure) stays as it is', () => {
    const trips = new Map([['X@07:10:00', 8 * H]]);
    expect(gtfsTripOf('2026-03-04', 'X@07:10:00', 8 * H, trips).tripId).toBe('X@07:10:00');
  });

  it('a trip the version does not list (not loaded): the operating day and its own departure', () => {
    expect(gtfsTripOf('2026-03-04', 'Q', 9 * H + 1, new Map())).toEqual({ tripId: 'Q', startDate: '20260304', startTime: '09:00:01' });
  });
});
