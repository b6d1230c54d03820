/**
 * Service calendars of the demo network (pure): Monday–Friday, Saturday and Sunday patterns from
 * 2020 to 2099. Public holidays of Baden-Württemberg run the Sunday timetable: each is removed
 * from the weekday or Saturday service and added to the Sunday service, so that every date has
 * exactly one service.
 */
import type { TimetableService } from '../types';
import type { DayType } from './network';

export const DEMO_VALID_FROM = '2020-01-01';
export const DEMO_VALID_TO = '2099-12-31';

/** Bit 0 Monday … bit 6 Sunday, as TimetableService.weekdays. */
export const WEEKDAY_BITS: Record<DayType, number> = {
  weekday: 0b0011111,
  saturday: 0b0100000,
  sunday: 0b1000000,
};

/** Service id per day type (also part of trip and circulation ids). */
export const SERVICE_IDS: Record<DayType, string> = { weekday: 'demo-mofr', saturday: 'demo-sa', sunday: 'demo-so' };

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function utc(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m - 1, d));
}

function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * 86_400_000);
}

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** Public holidays of Baden-Württemberg in a year (ISO dates, sorted). */
export function holidays(year: number): string[] {
  const easter = easterSunday(year);
  const dates = [
    utc(year, 1, 1), // Neujahr
    utc(year, 1, 6), // Heilige Drei Könige
    addDays(easter, -2), // Karfreitag
    addDays(easter, 1), // Ostermontag
    utc(year, 5, 1), // Tag der Arbeit
    addDays(easter, 39), // Christi Himmelfahrt
    addDays(easter, 50), // Pfingstmontag
    addDays(easter, 60), // Fronleichnam
    utc(year, 10, 3), // Tag der Deutschen Einheit
    utc(year, 11, 1), // Allerheiligen
    utc(year, 12, 25),
    utc(year, 12, 26),
  ];
  return [...new Set(dates.map(iso))].sort();
}

/** Day type of a date by its weekday alone (holidays not applied). */
export function weekdayType(date: string): DayType {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  if (dow === 0) return 'sunday';
  return dow === 6 ? 'saturday' : 'weekday';
}

/** The three services, holidays moved to the Sunday service. */
export function demoServices(options: { validFrom?: string; validTo?: string; holidays?: boolean } = {}): Record<DayType, TimetableService> {
  const startDate = options.validFrom ?? DEMO_VALID_FROM;
  const endDate = options.validTo ?? DEMO_VALID_TO;
  const make = (type: DayType): TimetableService => ({
    id: SERVICE_IDS[type], weekdays: WEEKDAY_BITS[type], startDate, endDate, added: [], removed: [],
  });
  const services = { weekday: make('weekday'), saturday: make('saturday'), sunday: make('sunday') };
  if (options.holidays === false) return services;
  const firstYear = Number(startDate.slice(0, 4));
  const lastYear = Number(endDate.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    for (const date of holidays(year)) {
      if (date < startDate || date > endDate) continue;
      const type = weekdayType(date);
      if (type === 'sunday') continue;
      services[type].removed.push(date);
      services.sunday.added.push(date);
    }
  }
  return services;
}

/** Whether a service runs on a date (weekday bit and period, then added/removed dates). */
export function serviceRunsOn(service: TimetableService, date: string): boolean {
  if (service.removed.includes(date)) return false;
  if (service.added.includes(date)) return true;
  if (date < service.startDate || date > service.endDate) return false;
  const dow = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 Monday
  return (service.weekdays & (1 << dow)) !== 0;
}
