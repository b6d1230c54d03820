/**
 * The fifteen columns of the circulation list in the order of specification point 2, with the
 * RunRow field each sorts by (the `runs` query sorts by any RunRow field). Shared by the table
 * and the CSV export.
 */
import type { RunRow } from '../../shared/operations/types';
import type { CircText } from './messages';

export type ColumnId =
  | 'operatingDay'
  | 'trainNumber'
  | 'line'
  | 'vehicleCount'
  | 'destination'
  | 'delta'
  | 'status'
  | 'location'
  | 'distance'
  | 'nextStation'
  | 'vehicleType'
  | 'occupancy'
  | 'measure'
  | 'comment'
  | 'turnaround';

export type SortField = keyof RunRow;

export interface ColumnDef {
  id: ColumnId;
  label: CircText;
  /** null: not sortable (the measure is an object). */
  sortField: SortField | null;
  align?: 'right';
}

export const COLUMNS: readonly ColumnDef[] = [
  { id: 'operatingDay', label: 'colOperatingDay', sortField: 'operatingDay' },
  { id: 'trainNumber', label: 'colTrainNumber', sortField: 'trainNumber' },
  { id: 'line', label: 'colLine', sortField: 'lineNumber' },
  { id: 'vehicleCount', label: 'colVehicleCount', sortField: 'vehicleCount', align: 'right' },
  { id: 'destination', label: 'colDestination', sortField: 'destination' },
  { id: 'delta', label: 'colDelta', sortField: 'delayS', align: 'right' },
  { id: 'status', label: 'colStatus', sortField: 'status' },
  { id: 'location', label: 'colLocation', sortField: 'location' },
  { id: 'distance', label: 'colDistance', sortField: 'distanceM', align: 'right' },
  { id: 'nextStation', label: 'colNextStation', sortField: 'nextStation' },
  { id: 'vehicleType', label: 'colVehicleType', sortField: 'vehicleType' },
  { id: 'occupancy', label: 'colOccupancy', sortField: 'occupancy', align: 'right' },
  { id: 'measure', label: 'colMeasure', sortField: null },
  { id: 'comment', label: 'colComment', sortField: 'comment' },
  { id: 'turnaround', label: 'colTurnaround', sortField: 'turnaroundS', align: 'right' },
];

/** Sort fields a user may choose: the columns' plus the default (planned departure). */
export const SORT_FIELDS: readonly SortField[] = [
  'plannedDeparture',
  ...COLUMNS.flatMap((c) => (c.sortField ? [c.sortField] : [])),
];

/** Default order: by planned departure, as a timetable reads. */
export const DEFAULT_SORT: { field: SortField; order: 'ASC' | 'DESC' } = { field: 'plannedDeparture', order: 'ASC' };

/**
 * Fields that do not change while the day runs: sorting by them keeps a row on its page, so live
 * events for rows of other pages cannot change what this page shows.
 */
export const STATIC_SORT_FIELDS: ReadonlySet<SortField> = new Set<SortField>([
  'operatingDay',
  'trainNumber',
  'lineNumber',
  'plannedDeparture',
  'plannedArrival',
  'turnaroundS',
  'origin',
  'direction',
  'tripId',
  'id',
]);
