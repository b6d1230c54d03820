import { describe, expect, it } from 'vitest';
import { formatGtfsTime, parseGtfsDate, parseGtfsTime } from '../../../server/operations/gtfs/time';

describe('parseGtfsTime', () => {
  it('reads H:MM:SS and HH:MM:SS as seconds after midnight of the service day', () => {
    expect(parseGtfsTime('00:00:00')).toBe(0);
    expect(parseGtfsTime('8:05:09')).toBe(8 * 3600 + 5 * 60 + 9);
    expect(parseGtfsTime('08:05:09')).toBe(29_109);
    expect(parseGtfsTime(' 23:59:59 ')).toBe(86_399);
  });

  it('keeps times past 24:00 on the service day (GTFS)', () => {
    expect(parseGtfsTime('24:00:00')).toBe(86_400);
    expect(parseGtfsTime('25:10:00')).toBe(90_600);
    expect(parseGtfsTime('47:59:59')).toBe(172_799);
  });

  it.each(['', '8:15', '08:60:00', '08:00:60', '8:5:00', '108:00:00', 'ab:cd:ef', '08-00-00', '-1:00:00', '08:00:0x', '08:00:00Z'])(
    'refuses %j',
    (text) => {
      expect(parseGtfsTime(text)).toBeNull();
    },
  );

  it('formats back with hours past 24 kept', () => {
    expect(formatGtfsTime(90_600)).toBe('25:10:00');
    expect(formatGtfsTime(29_109)).toBe('08:05:09');
    expect(parseGtfsTime(formatGtfsTime(123_456))).toBe(123_456);
  });
});

describe('parseGtfsDate', () => {
  it('reads YYYYMMDD as an ISO date and refuses impossible dates', () => {
    expect(parseGtfsDate('20260321')).toBe('2026-03-21');
    expect(parseGtfsDate('20280229')).toBe('2028-02-29');
    expect(parseGtfsDate('20270229')).toBeNull();
    expect(parseGtfsDate('20261301')).toBeNull();
    expect(parseGtfsDate('2026-03-21')).toBeNull();
    expect(parseGtfsDate('20260400')).toBeNull();
  });
});
