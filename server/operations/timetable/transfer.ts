/**
 * A TimetableData as a worker_threads message and back (pure). The reader thread hands the whole
 * timetable to the main thread; deserialising a message runs on the receiving (main) thread, so
 * what is big must be cheap to receive:
 * - typed-array columns of the stop times are transferred (moved, not copied);
 * - text columns of the stop times (one value per row, few distinct values, e.g. the platform)
 *   travel as the distinct values plus one index per row (cloning 600,000 strings one by one took
 *   the main thread longer than rebuilding them from an index).
 * - the shapes' coordinate arrays (typed) are transferred too.
 * Everything else (lines, stops, trips, notices, …: thousands of objects) is cloned as it is.
 * Any stop-time column works, so a column added to TimetableData later needs no change here.
 */
import type { TimetableData } from '../types';

type StopTimes = TimetableData['stopTimes'];

/** A text column as its distinct values and, per row, the position of the row's value. */
interface PackedTexts {
  values: (string | null)[];
  index: Uint32Array;
}

export interface PackedTimetable {
  data: Omit<TimetableData, 'stopTimes'>;
  length: number;
  /** Typed-array columns and other values, by name. */
  columns: Record<string, unknown>;
  texts: Record<string, PackedTexts>;
}

function isTextColumn(value: unknown, length: number): value is (string | null)[] {
  return Array.isArray(value) && value.length === length && value.every((v) => v === null || typeof v === 'string');
}

function packTexts(values: (string | null)[]): PackedTexts {
  const positions = new Map<string | null, number>();
  const distinct: (string | null)[] = [];
  const index = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    // A hole (never set) is read as null, as the writer does.
    const v = values[i] ?? null;
    let at = positions.get(v);
    if (at === undefined) {
      at = distinct.length;
      distinct.push(v);
      positions.set(v, at);
    }
    index[i] = at;
  }
  return { values: distinct, index };
}

/** The message and the buffers to transfer with it (postMessage(message, transfer)). */
export function packTimetable<T extends TimetableData>(data: T): { message: PackedTimetable; transfer: ArrayBuffer[] } {
  const { stopTimes, ...rest } = data;
  const columns: Record<string, unknown> = {};
  const texts: Record<string, PackedTexts> = {};
  const transfer = new Set<ArrayBuffer>();
  for (const shape of data.shapes ?? []) {
    for (const coordinates of [shape.lat, shape.lon]) {
      if (ArrayBuffer.isView(coordinates) && coordinates.buffer instanceof ArrayBuffer) transfer.add(coordinates.buffer);
    }
  }
  for (const [key, value] of Object.entries(stopTimes)) {
    if (key === 'length') continue;
    if (ArrayBuffer.isView(value)) {
      columns[key] = value;
      if (value.buffer instanceof ArrayBuffer) transfer.add(value.buffer);
    } else if (isTextColumn(value, stopTimes.length)) {
      const packed = packTexts(value);
      texts[key] = packed;
      transfer.add(packed.index.buffer as ArrayBuffer);
    } else columns[key] = value;
  }
  return { message: { data: rest, length: stopTimes.length, columns, texts }, transfer: [...transfer] };
}

export function unpackTimetable(message: PackedTimetable): TimetableData {
  const stopTimes: Record<string, unknown> = { length: message.length, ...message.columns };
  for (const [key, { values, index }] of Object.entries(message.texts)) {
    const column = new Array<string | null>(index.length);
    for (let i = 0; i < index.length; i++) column[i] = values[index[i]];
    stopTimes[key] = column;
  }
  return { ...message.data, stopTimes: stopTimes as unknown as StopTimes };
}
