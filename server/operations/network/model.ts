/**
 * The network the control-centre map draws (docs/control-center.md): the lines, routes and stops
 * of the active timetable for one operating day, in the shape of `Query.network`.
 */
import type { Network, NetworkShape } from '../../../src/shared/operations/network';
import type { DayShape, DayTimetable } from '../types';
import { simplifyIndices } from './simplify';

/** Query.network's answer (src/shared/operations/network.ts). */
export type NetworkView = Network;

/** The network of a loaded day; trips are not part of it (the map draws them from live positions). */
export function networkOf(operatingDay: string, day: DayTimetable | null): NetworkView {
  if (!day) return { operatingDay, versionId: null, trips: 0, lines: [], routes: [], stops: [], shapes: [] };
  const routes = [...day.routes.values()];
  const used = new Set(routes.map((r) => r.shapeId).filter((id): id is string => !!id));
  return {
    operatingDay,
    versionId: day.versionId,
    trips: day.trips.length,
    lines: [...day.lines.values()],
    routes,
    stops: [...day.stops.values()],
    shapes: [...(day.shapes?.values() ?? [])].filter((s) => used.has(s.id)).map(drawnShape),
  };
}

/** A shape as the map draws it: points closer than the tolerance to the line are left out. */
function drawnShape(shape: DayShape): NetworkShape {
  const keep = simplifyIndices(shape.lat, shape.lon);
  return { id: shape.id, lat: keep.map((i) => shape.lat[i]), lon: keep.map((i) => shape.lon[i]) };
}
