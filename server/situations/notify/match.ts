/**
 * Does a notification chain's trigger match a situation that just opened? Category (none = any),
 * minimum severity, time of day and days of the week in the operator's zone. Pure.
 */
import { SEVERITIES, type Severity } from '../../../src/shared/situations/model';
import { WEEKDAYS, type Weekday } from '../../../src/shared/situations/notifications';

export interface ChainTrigger {
  categoryId: string | null;
  minSeverity: Severity;
  /** 'HH:mm' or 'HH:mm:ss', local to the operator's zone. */
  timeFrom: string | null;
  timeTo: string | null;
  /** Empty or null: every day. */
  days: readonly string[] | null;
}

export interface OpenedSituation {
  categoryId: string;
  severity: Severity;
}

const WEEKDAY_OF: Record<string, Weekday> = { Mon: 'mo', Tue: 'tu', Wed: 'we', Thu: 'th', Fri: 'fr', Sat: 'sa', Sun: 'su' };

/** Day of the week and minute of the day at `ms` in the zone. */
export function localTime(ms: number, tz: string): { weekday: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY_OF[get('weekday')] ?? 'mo', minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** 'HH:mm[:ss]' → minute of the day; null for empty or malformed. */
export function minuteOfDay(time: string | null): number | null {
  const m = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];
}

export function severityAtLeast(severity: Severity, minimum: Severity): boolean {
  return SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(minimum);
}

/**
 * A window from > to runs over midnight (20:00–06:00); its early-morning part belongs to the day it
 * began on, so "Fridays 20:00–06:00" includes Saturday 02:00. Only one bound: from it to midnight,
 * or from midnight to it. Equal bounds: the whole day.
 */
export function triggerMatches(trigger: ChainTrigger, situation: OpenedSituation, now: number, tz: string): boolean {
  if (trigger.categoryId && trigger.categoryId !== situation.categoryId) return false;
  if (!severityAtLeast(situation.severity, trigger.minSeverity)) return false;
  const { weekday, minute } = localTime(now, tz);
  const from = minuteOfDay(trigger.timeFrom);
  const to = minuteOfDay(trigger.timeTo);
  let day = weekday;
  if (from !== null || to !== null) {
    const start = from ?? 0;
    const end = to ?? 24 * 60;
    if (start < end) {
      if (minute < start || minute >= end) return false;
    } else if (start > end) {
      if (minute < start && minute >= end) return false;
      if (minute < end) day = previousDay(weekday);
    }
  }
  const days = trigger.days ?? [];
  return days.length === 0 || days.includes(day);
}
