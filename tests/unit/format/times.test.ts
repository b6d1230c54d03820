/** The zone policy of src/ui/format: operational times in the operator's zone, named when it differs. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  browserZone, formatClock, formatDateTime, formatDay, formatRecentTime, formatTimeOfDay, operatorZone,
  setOperatorZone, zoneDiffers, zoneOffsetMinutes,
} from '../../../src/ui/format';

const WINTER = new Date('2026-11-24T13:05:09Z');
const SUMMER = new Date('2026-07-01T13:05:09Z');

afterEach(() => setOperatorZone(browserZone()));

describe('operator zone', () => {
  it('knows offsets, summer time included', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', WINTER)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', SUMMER)).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
  });

  it('keeps offsets by quarter hour, and a change of offset is seen at its minute', () => {
    // Europe/Berlin leaves summer time on 2026-10-25 at 01:00 UTC; Kathmandu is +5:45.
    const minute = (iso: string) => new Date(iso);
    expect(zoneOffsetMinutes('Europe/Berlin', minute('2026-10-25T00:59:59Z'))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Berlin', minute('2026-10-25T01:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', minute('2026-10-25T00:45:00Z'))).toBe(120);
    // Asked again in the same quarter hours, in the other order: the same answers.
    expect(zoneOffsetMinutes('Europe/Berlin', minute('2026-10-25T01:14:59Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', minute('2026-10-25T00:30:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Asia/Kathmandu', WINTER)).toBe(345);
    expect(zoneOffsetMinutes('America/New_York', minute('2026-03-08T06:59:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', minute('2026-03-08T07:00:00Z'))).toBe(-240);
  });

  it('names the zone by its offset at the instant (winter and summer name)', () => {
    const far = zoneOffsetMinutes(browserZone(), WINTER) === 60 ? 'America/New_York' : 'Europe/Berlin';
    const names = [WINTER, SUMMER, WINTER].map((d) => formatTimeOfDay(d, 'de', { zone: far, withZone: 'always' }).split(' ')[1]);
    expect(names[0]).not.toBe(names[1]);
    expect(names[2]).toBe(names[0]);
  });

  it('ignores an unknown zone name', () => {
    setOperatorZone('Europe/Berlin');
    setOperatorZone('Mars/Olympus');
    expect(operatorZone()).toBe('Europe/Berlin');
  });

  it('compares wall clocks, not names', () => {
    expect(zoneDiffers('Europe/Rome', WINTER, 'Europe/Berlin')).toBe(false);
    expect(zoneDiffers('Europe/London', WINTER, 'Europe/Berlin')).toBe(true);
  });
});

describe('times in the operator zone', () => {
  it('shows an instant in the operator zone whatever the browser zone', () => {
    setOperatorZone('Europe/Berlin');
    expect(formatTimeOfDay(WINTER, 'de', { withZone: 'never' })).toBe('14:05:09');
    expect(formatTimeOfDay(SUMMER, 'it', { withZone: 'never', seconds: false })).toBe('15:05');
    setOperatorZone('America/New_York');
    expect(formatTimeOfDay(WINTER, 'de', { withZone: 'never' })).toBe('08:05:09');
  });

  it('names the zone when it shows another wall clock than the browser (auto)', () => {
    const far = zoneOffsetMinutes(browserZone(), WINTER) === 600 ? 'America/New_York' : 'Pacific/Guam';
    setOperatorZone(far);
    expect(formatTimeOfDay(WINTER, 'de')).toMatch(/^\d\d:\d\d:\d\d \S+/);
    setOperatorZone(browserZone());
    expect(formatTimeOfDay(WINTER, 'de')).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(formatTimeOfDay(WINTER, 'de', { withZone: 'always', zone: 'Europe/Berlin' })).toBe('14:05:09 MEZ');
  });

  it('formats dates per language', () => {
    setOperatorZone('Europe/Berlin');
    expect(formatDateTime(WINTER, 'de', { withZone: 'never' })).toBe('24.11.2026, 14:05');
    expect(formatDateTime(WINTER, 'it', { withZone: 'never' })).toBe('24/11/2026, 14:05');
    expect(formatDateTime('no date', 'de')).toBe('no date');
    expect(formatDay('2026-11-21', 'de')).toBe('21.11.2026');
    expect(formatDay('2026-11-21', 'it')).toBe('21/11/2026');
  });

  it('shows recent instants with the day only when it is not today in the operator zone', () => {
    setOperatorZone('Europe/Berlin');
    const now = new Date('2026-11-24T22:30:00Z'); // 23:30 in Berlin
    expect(formatRecentTime('2026-11-24T07:12:03Z', 'de', now, { withZone: 'never' })).toBe('08:12:03');
    // 23:30 UTC on the 23rd is already the 24th in Berlin: today.
    expect(formatRecentTime('2026-11-23T23:30:00Z', 'de', now, { withZone: 'never' })).toBe('00:30:00');
    expect(formatRecentTime('2026-03-02T07:12:03Z', 'de', now, { withZone: 'never' })).toBe('02.03. 08:12:03');
    expect(formatRecentTime('2026-03-02T07:12:03Z', 'it', now, { withZone: 'never' })).toBe('02/03 08:12:03');
    expect(formatRecentTime(null, 'it', now)).toBe('');
  });

  it('writes operating-day clock times past midnight with +1', () => {
    expect(formatClock(8 * 3600 + 5 * 60)).toBe('08:05');
    expect(formatClock(25 * 3600 + 60)).toBe('01:01 +1');
    expect(formatClock(null)).toBe('');
  });
});
