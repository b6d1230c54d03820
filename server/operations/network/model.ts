/**
 * The network the control-centre map draws (docs/control-center.md): the lines, routes and stops
 * of the active timetable for one operating day, in the shape of `Query.network`.
 */
import type { Network } from '../../../src/shared/operations/network';
import type { DayTimetable } from '../types';

/** Query.network's answer (src/shared/operations/network.ts). */
export type NetworkView = Network;

/** The network of a loaded day; trips are not part of it (the map draws them from live positions). */
export function networkOf(operatingDay: string, day: DayTimetable | null): NetworkView {
  if (!day) return { operatingDay, versionId: null, trips: 0, lines: [], routes: [], stops: [] };
  return {
    operatingDay,
    versionId: day.versionId,
    trips: day.trips.length,
    lines: [...day.lines.values()],
    routes: [...day.routes.values()],
    stops: [...day.stops.values()],
  };
}
