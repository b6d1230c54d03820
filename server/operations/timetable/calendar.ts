/**
 * Service-day calendar (pure): which services run on a date, and the services of a GTFS feed
 * (calendar.txt + calendar_dates.txt in one TimetableService each).
 */
import type { GtfsCalendar, GtfsCalendarDate } from '../gtfs';
import type { TimetableService } from '../types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Bit of the date's weekday in TimetableService.weekdays: bit 0 Monday … bit 6 Sunday. */
export function weekdayBit(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return 1 << ((sundayFirst + 6) % 7);
}

/**
 * Whether the service runs on the date: a removed date never runs, an added one always does,
 * otherwise the weekday must be set and the date inside start..end (ISO dates compare as text).
 */
export function runsOn(service: TimetableService, isoDate: string): boolean {
  if (service.removed.includes(isoDate)) return false;
  if (service.added.includes(isoDate)) return true;
  return (service.weekdays & weekdayBit(isoDate)) !== 0 && service.startDate <= isoDate && isoDate <= service.endDate;
}

/** Ids of the services that run on the date. */
export function servicesOn(services: readonly TimetableService[], isoDate: string): Set<string> {
  return new Set(services.filter((s) => runsOn(s, isoDate)).map((s) => s.id));
}

/**
 * One TimetableService per service_id of calendar.txt and calendar_dates.txt. A service known only
 * from calendar_dates.txt has no weekdays and spans its first to its last added date.
 */
export function servicesFromGtfs(calendars: readonly GtfsCalendar[], calendarDates: readonly GtfsCalendarDate[]): TimetableService[] {
  const byId = new Map<string, TimetableService>();
  for (const c of calendars) {
    byId.set(c.serviceId, { id: c.serviceId, weekdays: c.weekdays, startDate: c.startDate, endDate: c.endDate, added: [], removed: [] });
  }
  const datesOnly = new Set<string>();
  for (const d of calendarDates) {
    let service = byId.get(d.serviceId);
    if (!service) {
      service = { id: d.serviceId, weekdays: 0, startDate: d.date, endDate: d.date, added: [], removed: [] };
      byId.set(d.serviceId, service);
      datesOnly.add(d.serviceId);
    }
    (d.exceptionType === 1 ? service.added : service.removed).push(d.date);
  }
  for (const service of byId.values()) {
    service.added.sort();
    service.removed.sort();
    if (datesOnly.has(service.id)) {
      const dates = service.added.length > 0 ? service.added : service.removed;
      service.startDate = dates[0];
      service.endDate = dates[dates.length - 1];
    }
  }
  return [...byId.values()];
}

/** The validity of a set of services: the first and the last date any of them can run (inclusive). */
export function validityOf(services: readonly TimetableService[]): { validFrom: string; validTo: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const s of services) {
    const first = s.weekdays !== 0 ? s.startDate : s.added[0];
    const last = s.weekdays !== 0 ? s.endDate : s.added[s.added.length - 1];
    for (const date of [first, s.added[0]]) if (date !== undefined && (from === null || date < from)) from = date;
    for (const date of [last, s.added[s.added.length - 1]]) if (date !== undefined && (to === null || date > to)) to = date;
  }
  return from !== null && to !== null ? { validFrom: from, validTo: to } : null;
}
