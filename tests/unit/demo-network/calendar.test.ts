import { describe, expect, it } from 'vitest';
import { SERVICE_IDS, demoServices, easterSunday, holidays, serviceRunsOn } from '../../../server/operations/demo-network/calendar';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('demo calendars', () => {
  it('computes Easter Sunday', () => {
    expect(iso(easterSunday(2024))).toBe('2024-03-31');
    expect(iso(easterSunday(2025))).toBe('2025-04-20');
    expect(iso(easterSunday(2026))).toBe('2026-04-05');
    expect(iso(easterSunday(2038))).toBe('2038-04-25');
    expect(iso(easterSunday(2095))).toBe('2095-04-24');
  });

  it('lists the public holidays of Baden-Württemberg', () => {
    expect(holidays(2026)).toEqual([
      '2026-01-01', '2026-01-06', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14',
      '2026-05-25', '2026-06-04', '2026-10-03', '2026-11-01', '2026-12-25', '2026-12-26',
    ]);
  });

  it('runs exactly one service on every date from 2020 to 2099', () => {
    const services = Object.values(demoServices());
    expect(services.map((s) => s.id)).toEqual(Object.values(SERVICE_IDS));
    const fast = services.map((s) => ({ ...s, added: new Set(s.added), removed: new Set(s.removed) }));
    let days = 0;
    for (let t = Date.UTC(2020, 0, 1); t <= Date.UTC(2099, 11, 31); t += 86_400_000) {
      const date = iso(new Date(t));
      const dow = (new Date(t).getUTCDay() + 6) % 7;
      const running = fast.filter((s) => !s.removed.has(date) && (s.added.has(date) || (s.weekdays & (1 << dow)) !== 0));
      expect(running.length, date).toBe(1);
      days++;
    }
    expect(days).toBe(29_220);
  });

  it('runs the Sunday timetable on holidays, the weekday one on ordinary weekdays', () => {
    const s = demoServices();
    const on = (date: string) => Object.entries(s).filter(([, svc]) => serviceRunsOn(svc, date)).map(([type]) => type);
    expect(on('2026-05-14')).toEqual(['sunday']); // Christi Himmelfahrt, a Thursday
    expect(on('2026-12-26')).toEqual(['sunday']); // a Saturday
    expect(on('2026-05-13')).toEqual(['weekday']);
    expect(on('2026-05-16')).toEqual(['saturday']);
    expect(on('2026-05-17')).toEqual(['sunday']);
    expect(on('2019-12-31')).toEqual([]);
    expect(demoServices({ holidays: false }).sunday.added).toEqual([]);
  });
});
