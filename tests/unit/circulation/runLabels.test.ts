/** The circulation list's value classes and texts (runLabels, lineColors) and the shared formats it uses. */
import { describe, expect, it } from 'vitest';
import {
  dayDate,
  formatClock,
  formatDay,
  formatDelay,
  formatDistance,
  formatDurationSeconds,
  formatPercent,
  formatTimeOfDay,
  isoDay,
  MINUS,
} from '../../../src/ui/format';
import { readableTextColor } from '../../../src/custom/circulation/lineColors';
import { contrastRatio } from '../../../src/ui/color/contrast';
import { delayClass } from '../../../src/custom/circulation/delayClass';
import { measureText } from '../../../src/custom/circulation/runLabels';

describe('delay', () => {
  it('says whole minutes with a sign, cut towards zero', () => {
    expect(formatDelay(240)).toBe('+4 min');
    expect(formatDelay(299)).toBe('+4 min');
    expect(formatDelay(-60)).toBe(`${MINUS}1 min`);
    expect(formatDelay(-119)).toBe(`${MINUS}1 min`);
    expect(formatDelay(59)).toBe('0 min');
    expect(formatDelay(-59)).toBe('0 min');
    expect(formatDelay(0)).toBe('0 min');
  });

  it('classifies early, on time, slightly late and late', () => {
    expect(delayClass(-60)).toBe('early');
    expect(delayClass(-59)).toBe('onTime');
    expect(delayClass(59)).toBe('onTime');
    expect(delayClass(60)).toBe('slightlyLate');
    expect(delayClass(179)).toBe('slightlyLate');
    expect(delayClass(180)).toBe('late');
    expect(delayClass(3600)).toBe('late');
  });
});

describe('distance, occupancy, turnaround', () => {
  it('formats metres with the language grouping, always grouped', () => {
    expect(formatDistance(12400, 'de')).toBe('12.400 m');
    expect(formatDistance(12400, 'it')).toBe('12.400 m');
    expect(formatDistance(1234, 'it')).toBe('1.234 m');
    expect(formatDistance(999.6, 'de')).toBe('1.000 m');
    expect(formatDistance(0, 'de')).toBe('0 m');
    expect(formatDistance(Number.NaN, 'de')).toBe('');
  });

  it('formats occupancy as percent per language', () => {
    expect(formatPercent(0.45, 'de').replace(/\s/g, ' ')).toBe('45 %');
    expect(formatPercent(0.45, 'it')).toBe('45%');
    expect(formatPercent(1.2, 'it')).toBe('120%');
  });

  it('formats turnaround like formatDuration', () => {
    expect(formatDurationSeconds(5400)).toBe('1h30min');
    expect(formatDurationSeconds(600)).toBe('10min');
    expect(formatDurationSeconds(7200)).toBe('2h');
    expect(formatDurationSeconds(null)).toBe('');
    expect(formatDurationSeconds(-60)).toBe('');
  });
});

describe('times and days', () => {
  it('shows operating-day times as HH:MM, next day with +1', () => {
    expect(formatClock(8 * 3600 + 5 * 60 + 59)).toBe('08:05');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(24 * 3600 + 15 * 60)).toBe('00:15 +1');
    expect(formatClock(null)).toBe('');
  });

  it('shows days in the language format', () => {
    expect(formatDay('2026-11-21', 'de')).toBe('21.11.2026');
    expect(formatDay('2026-11-21', 'it')).toBe('21/11/2026');
    expect(formatDay('nonsense', 'de')).toBe('nonsense');
  });

  it('converts between ISO days and local dates', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(dayDate('2026-01-05')?.getDate()).toBe(5);
    expect(dayDate('2026-1-5')).toBeNull();
    expect(dayDate(null)).toBeNull();
  });

  it('shows the last-updated time with seconds', () => {
    expect(formatTimeOfDay('2026-11-21T13:32:05Z', 'de', { zone: 'Europe/Berlin', withZone: 'never' })).toBe('14:32:05');
    expect(formatTimeOfDay(Date.UTC(2026, 10, 21, 13, 32, 5), 'it', { zone: 'Europe/Berlin', withZone: 'never' })).toBe('14:32:05');
  });
});

describe('measure text', () => {
  const base = { id: 'm1', reasonId: 'r1', reasonName: 'Fahrzeugstörung', comment: '', createdBy: 'dispatcher', createdAt: '2026-11-21T08:00:00Z' };
  it('names type and reason in the language', () => {
    expect(measureText({ ...base, type: 'cancel', rerouteKind: null }, 'de')).toBe('Ausfall: Fahrzeugstörung');
    expect(measureText({ ...base, type: 'cancel', rerouteKind: null }, 'it')).toBe('Soppressione: Fahrzeugstörung');
    expect(measureText({ ...base, type: 'reroute', rerouteKind: 'shortTurn' }, 'de')).toBe('Umleitung (Vorzeitige Wende): Fahrzeugstörung');
    expect(measureText(null, 'de')).toBe('');
  });
});

describe('line chip colours', () => {
  it('keeps the line text colour when readable, else picks black or white', () => {
    expect(readableTextColor('#9F184C', '#FFFFFF')).toBe('#FFFFFF');
    // S31's teal with white text is 2.9:1: black reads better.
    expect(contrastRatio('#00A99D', '#FFFFFF')).toBeLessThan(3);
    expect(readableTextColor('#00A99D', '#FFFFFF')).toBe('#000000');
    expect(readableTextColor('#FFF200', '#000000')).toBe('#000000');
    expect(readableTextColor('#005B99', '#005B99')).toBe('#FFFFFF');
    expect(readableTextColor('not a colour', '#123456')).toBe('#123456');
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });
});

describe('vehicles of a run', () => {
  it('lists the numbers, or says that none is assigned (de/it)', async () => {
    const { vehicleText } = await import('../../../src/custom/circulation/cells');
    expect(vehicleText({ vehicleNumbers: ['801', '802'] }, 'de')).toBe('801 + 802');
    expect(vehicleText({ vehicleNumbers: [] }, 'de')).toBe('kein Fahrzeug zugeordnet');
    expect(vehicleText({ vehicleNumbers: [] }, 'it')).toBe('nessun veicolo assegnato');
  });
});
