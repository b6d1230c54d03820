/** Helpers for the live-engine unit tests: days without random disturbances, measures, times. */
import { LiveDay } from '../../../server/operations/live/day';
import type { AssignedVehicle, LiveMeasure } from '../../../server/operations/live/model';
import type { DayTimetable, MeasureInput } from '../../../server/operations/types';
import { serviceDayZero } from '../../../server/operations/live/time';
import { dayTimetable } from './fixtures';

export const DAY = '2026-06-10';
export const TZ = 'Europe/Berlin';

/** Epoch ms of a service-day second of DAY. */
export function at(seconds: number, day = DAY): number {
  return serviceDayZero(day, TZ) + seconds * 1000;
}

export function hms(h: number, m = 0, s = 0): number {
  return h * 3600 + m * 60 + s;
}

/** A simulated day whose disturbances are all zero (tests set the ones they need, then resimulate). */
export function quietDay(tt: DayTimetable = dayTimetable(DAY)): LiveDay {
  const day = new LiveDay(tt, tt.operatingDay, { seed: 'test', simulate: true, tz: TZ });
  for (const p of day.plan.runs) {
    const d = p.disturbances;
    d.startDelay = 0;
    for (const a of [d.crowd, d.door, d.hold, d.signal]) a.fill(0);
  }
  day.resimulate();
  return day;
}

let nextId = 1;

/** A measure as the engine would hold it after storing (ids increase like the table's). */
export function measure(input: Partial<MeasureInput> & Pick<MeasureInput, 'runId' | 'type'>, vehicles: AssignedVehicle[] = []): LiveMeasure {
  const id = String(nextId++);
  const stored = {
    reasonId: '1', comment: '', ...input, id, operatingDay: input.runId.slice(0, 10), createdBy: 'dispatcher',
    createdAt: new Date().toISOString(), undoneBy: null, undoneAt: null,
  };
  return {
    stored,
    summary: {
      id, type: input.type, rerouteKind: input.rerouteKind ?? null, reasonId: '1', reasonName: 'Signalstörung',
      comment: '', createdBy: 'dispatcher', createdAt: stored.createdAt,
    },
    reasonNames: { de: 'Signalstörung', it: 'Guasto al segnale' },
    vehicles,
  };
}

export function runIdOf(tripId: string, day = DAY): string {
  return `${day}:${tripId}`;
}
