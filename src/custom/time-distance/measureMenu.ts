/**
 * The train context menu's logic (pure): which stop the click meant, which measures it offers,
 * and which circulation dialog (with what preselected) each one opens.
 */
import type { CorridorStation, DiagramPath } from '../../shared/operations/timeDistance';
import type { RunStop } from '../../shared/operations/types';
import type { MeasurePreset } from '../circulation/dialogTypes';
import { selectableStops } from '../circulation/options';
import type { RowAction } from '../circulation/RowActions';

export type DiagramAction = 'delay' | 'cancelWhole' | 'cancelFrom' | 'shortTurn' | 'reroute' | 'assign' | 'message';

/** Does a run's stop lie at a corridor station (by station id, else by GTFS stop id)? */
function atStation(stop: RunStop, station: CorridorStation): boolean {
  if (station.key.startsWith('station:')) return stop.stationId === station.key.slice('station:'.length) || stop.stationId === station.stationId;
  return station.key === `stop:${stop.stopId}`;
}

/**
 * The stop of the clicked path point, when a measure may start there (a stop ahead, not the
 * first or last: what the dialogs offer); null for a pass-through, a passed or an end stop.
 */
export function stopOfPoint(path: DiagramPath, pointIndex: number, stations: readonly CorridorStation[], stops: readonly RunStop[]): RunStop | null {
  const point = path.points[pointIndex];
  const station = point ? stations[point.station] : undefined;
  if (!point || !station || point.passThrough) return null;
  return selectableStops(stops).find((s) => atStation(s, station)) ?? null;
}

/** The measures offered for a run; the "from stop" ones only with a stop. */
export function menuActions(stop: RunStop | null, finished: boolean): DiagramAction[] {
  if (finished) return ['message'];
  const all: DiagramAction[] = ['delay', 'cancelWhole', 'cancelFrom', 'shortTurn', 'reroute', 'assign', 'message'];
  return stop ? all : all.filter((a) => a !== 'cancelFrom' && a !== 'shortTurn');
}

/** The circulation dialog of a measure and its preselection. */
export function dialogOf(action: Exclude<DiagramAction, 'message'>, stop: RunStop | null): { action: RowAction; preset: MeasurePreset } {
  const stopId = stop?.stopId ?? null;
  switch (action) {
    case 'delay': return { action: 'delay', preset: {} };
    case 'cancelWhole': return { action: 'cancel', preset: { cancelScope: 'whole' } };
    case 'cancelFrom': return { action: 'cancel', preset: { cancelScope: 'from', stopId } };
    case 'shortTurn': return { action: 'reroute', preset: { rerouteKind: 'shortTurn', stopId } };
    case 'reroute': return { action: 'reroute', preset: { rerouteKind: 'skipStops' } };
    case 'assign': return { action: 'assign', preset: {} };
  }
}
