/**
 * The time-distance diagram's API beside the contract (timeDistance.ts): saved corridors, the
 * lines offered in the corridor picker and the measure preview's input. Browser and server.
 */
import type { MeasureType, RerouteKind } from './types';

/** A saved corridor (Query.timeDistanceCorridors): the caller's own and those shared by others. */
export interface SavedCorridor {
  id: string;
  name: string;
  /** Ordered station keys (`station:<id>` / `stop:<id>`), as CorridorStation.key. */
  stationKeys: string[];
  /** The line it was built from, if any. */
  lineId: string | null;
  ownerId: string;
  ownerName: string;
  shared: boolean;
  /** The caller owns it. */
  mine: boolean;
  /** The caller may change or delete it (owner or administrator). */
  editable: boolean;
  updatedAt: string;
}

export interface SaveCorridorInput {
  /** Absent: a new corridor. */
  id?: string | null;
  name: string;
  stationKeys: string[];
  lineId?: string | null;
  shared?: boolean | null;
}

export const CORRIDOR_NAME_MAX = 80;
/** Saved corridors per user. */
export const CORRIDORS_PER_USER_MAX = 100;

/** A line of the day in the corridor picker (Query.timeDistanceLines). */
export interface TimeDistanceLine {
  id: string;
  lineNumber: string;
  name: string;
  color: string;
  textColor: string;
  /** Stations of the line's corridor (its longest route with the other routes' stations on it). */
  stations: number;
  /** Runs of the line in the day. */
  runs: number;
}

/**
 * Mutation.previewMeasure's input: the fields of cancelRun / delayRun / rerouteRun / assignVehicle
 * in one object (`rerouteKind` is those mutations' `kind`). A reason is needed as for the real
 * measure; the comment is optional.
 */
export interface MeasurePreviewInput {
  runId: string;
  type: MeasureType;
  reasonId: string;
  comment?: string | null;
  delayS?: number | null;
  fromStopId?: string | null;
  rerouteKind?: RerouteKind | null;
  skipStopIds?: string[] | null;
  extraRunningS?: number | null;
  vehicleIds?: string[] | null;
  wholeCirculation?: boolean | null;
}
