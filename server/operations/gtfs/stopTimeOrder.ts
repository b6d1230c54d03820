/**
 * Orders stop times by trip, then stop_sequence, and checks each trip's sequence of stops.
 * GTFS does not require stop_times.txt to be sorted, so order in the file is not a problem; a
 * stop_sequence used twice in one trip is. O(n): a counting sort by trip (stable), then insertion
 * sort inside the few trips whose rows are not already in sequence order.
 */
import type { ReadContext } from './context';
import { NO_TIME, type StopTimeColumns } from './model';
import { formatGtfsTime } from './time';

const FILE = 'stop_times.txt';

export function orderStopTimes(columns: StopTimeColumns, tripCount: number): void {
  const n = columns.length;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) {
    const a = columns.trip[i - 1];
    const b = columns.trip[i];
    if (b < a || (a === b && columns.sequence[i] < columns.sequence[i - 1])) sorted = false;
  }
  if (sorted) return;

  const start = new Uint32Array(tripCount + 1);
  for (let i = 0; i < n; i++) start[columns.trip[i] + 1]++;
  for (let t = 0; t < tripCount; t++) start[t + 1] += start[t];
  const order = new Uint32Array(n);
  const next = start.slice(0, tripCount);
  for (let i = 0; i < n; i++) order[next[columns.trip[i]]++] = i;

  // Insertion sort of each trip's slice of `order` by sequence (stable; trips are short).
  for (let t = 0; t < tripCount; t++) {
    for (let i = start[t] + 1; i < start[t + 1]; i++) {
      const row = order[i];
      const seq = columns.sequence[row];
      let j = i - 1;
      while (j >= start[t] && columns.sequence[order[j]] > seq) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = row;
    }
  }
  permute(columns.trip, order);
  permute(columns.stop, order);
  permute(columns.sequence, order);
  permute(columns.arrival, order);
  permute(columns.departure, order);
  permute(columns.pickup, order);
  permute(columns.dropOff, order);
  permute(columns.line, order);
  if (columns.hasDistance) permute(columns.distance, order);
}

function permute<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(column: T, order: Uint32Array): void {
  const copy = column.slice(0, order.length);
  for (let i = 0; i < order.length; i++) column[i] = copy[order[i]];
}

/** Checks ordered stop times trip by trip: unique sequence, times at both ends, no time going back. */
export function checkTrips(ctx: ReadContext, columns: StopTimeColumns): void {
  const n = columns.length;
  let first = 0;
  while (first < n) {
    const trip = columns.trip[first];
    let last = first;
    while (last + 1 < n && columns.trip[last + 1] === trip) last++;
    let previousDeparture = NO_TIME;
    for (let i = first; i <= last; i++) {
      const line = columns.line[i];
      if (i > first && columns.sequence[i] === columns.sequence[i - 1]) {
        ctx.problem('stopSequenceNotIncreasing', FILE, line, 'stop_sequence', String(columns.sequence[i]), {
          trip: ctx.trips[trip].id,
          otherLine: columns.line[i - 1],
        });
      }
      const arrival = columns.arrival[i];
      if ((i === first || i === last) && arrival === NO_TIME) ctx.problem('missingTime', FILE, line, 'arrival_time');
      if (arrival !== NO_TIME && previousDeparture !== NO_TIME && arrival < previousDeparture) {
        ctx.problem('timeDecreasing', FILE, line, 'arrival_time', formatGtfsTime(arrival), { previous: formatGtfsTime(previousDeparture) });
      }
      if (columns.departure[i] !== NO_TIME) previousDeparture = columns.departure[i];
    }
    first = last + 1;
  }
}
