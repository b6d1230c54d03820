import type { TimetableData } from '../types';

/** Empty column arrays for `length` stop times (the GTFS import and the demo network fill them row by row). */
export function allocStopTimes(length: number): TimetableData['stopTimes'] {
  return {
    length,
    trip: new Uint32Array(length),
    stop: new Uint32Array(length),
    sequence: new Uint32Array(length),
    arrival: new Int32Array(length),
    departure: new Int32Array(length),
    km: new Float64Array(length),
    platform: new Array<string | null>(length),
    pickup: new Uint8Array(length),
    dropOff: new Uint8Array(length),
  };
}
