/** Shared state while one feed is read: the growing model, id indexes and the problem collector. */
import type { GtfsAgency, GtfsCalendar, GtfsCalendarDate, GtfsFrequency, GtfsRoute, GtfsStop, GtfsTransfer, GtfsTrip } from './model';
import type { GtfsNotice } from './notices';
import { StopTimeColumns } from './model';
import { ShapePoints } from './shapes';
import type { GtfsProblemCode, ProblemCollector } from './problems';

/** Ids of one table: index by id, and the line each row came from (for duplicate reports). */
export class IdIndex {
  readonly index = new Map<string, number>();
  readonly lines: number[] = [];
  /** False when the file or its id column is missing: references into it are then not checked. */
  available = false;
}

export class ReadContext {
  agencies: GtfsAgency[] = [];
  stops: GtfsStop[] = [];
  routes: GtfsRoute[] = [];
  trips: GtfsTrip[] = [];
  calendars: GtfsCalendar[] = [];
  calendarDates: GtfsCalendarDate[] = [];
  stopTimes = new StopTimeColumns(64 * 1024);
  frequencies: GtfsFrequency[] = [];
  shapePoints = new ShapePoints();
  transfers: GtfsTransfer[] = [];
  /** What is not taken over or is converted (do not stop the import). */
  notices: GtfsNotice[] = [];
  agencyIds = new IdIndex();
  stopIds = new IdIndex();
  routeIds = new IdIndex();
  tripIds = new IdIndex();
  /** service_ids from calendar.txt and calendar_dates.txt. */
  serviceIds = new Set<string>();
  servicesAvailable = false;
  calendarLines = new Map<string, number>();
  calendarDateLines = new Map<string, number>();

  constructor(readonly problems: ProblemCollector) {}

  problem(code: GtfsProblemCode, file: string, line: number | null, column?: string, value?: string, args?: Record<string, string | number>): void {
    this.problems.add({ code, file, line, column, value, args });
  }

  /** Registers id at line; reports a duplicate and returns false when it is already known. */
  addId(ids: IdIndex, file: string, column: string, id: string, line: number, index: number): boolean {
    const first = ids.index.get(id);
    if (first !== undefined) {
      this.problem('duplicateId', file, line, column, id, { firstLine: ids.lines[first] });
      return false;
    }
    ids.index.set(id, index);
    ids.lines[index] = line;
    return true;
  }
}
