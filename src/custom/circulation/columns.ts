/**
 * The fifteen columns of the circulation list in the order of specification point 2, with the
 * RunRow field each sorts by (the `runs` query sorts by any RunRow field), and their definitions
 * for the shared table: headers in the user's language, values as the export writes them
 * (numbers stay numbers; the table renders cells with cells.tsx).
 */
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { delayMinutes, formatDay, formatDurationSeconds } from '../../ui/format';
import type { SortState, TableColumn } from '../../ui/table';
import { circTexts, type CircText } from './messages';
import { runLabels } from './runLabelTexts';
import type { ListParams } from './listParams';
import { measureText } from './runLabels';

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

type CellValue = ReturnType<TableColumn<RunRow>['value']>;

/** The export's value of each column: what the cell says, numbers as numbers. */
function value(id: ColumnId, row: RunRow, lang: Lang): CellValue {
  switch (id) {
    case 'operatingDay': return formatDay(row.operatingDay, lang);
    case 'trainNumber': return row.trainNumber;
    case 'line': return row.lineNumber;
    case 'vehicleCount': return row.vehicleCount;
    case 'destination': return row.destination;
    case 'delta': return delayMinutes(row.delayS);
    case 'status': return runLabels.label(lang, 'status', row.status);
    case 'location': return row.location;
    case 'distance': return Math.round(row.distanceM);
    case 'nextStation': return row.nextStation ?? null;
    case 'vehicleType': return row.vehicleType;
    case 'occupancy': return Math.round(row.occupancy);
    case 'measure': return measureText(row.measure, lang);
    case 'comment': return row.comment;
    case 'turnaround': return formatDurationSeconds(row.turnaroundS);
  }
}

/** Export headers that differ from the table's: the unit moves into the header. */
const EXPORT_HEADERS: Partial<Record<ColumnId, CircText>> = { delta: 'csvDelta', occupancy: 'csvOccupancy' };

/** Free-text cells wrap within a bound instead of widening the table. */
const WIDTHS: Partial<Record<ColumnId, Pick<TableColumn<RunRow>, 'minWidth' | 'maxWidth' | 'wrap'>>> = {
  location: { minWidth: 220, maxWidth: 300, wrap: true },
  measure: { minWidth: 160, maxWidth: 260, wrap: true },
  comment: { minWidth: 120, maxWidth: 240, wrap: true },
  destination: { minWidth: 170 },
  nextStation: { minWidth: 150 },
};

/** The columns for the shared table (without cell rendering, see CirculationTable). */
export function runColumns(lang: Lang): TableColumn<RunRow>[] {
  return COLUMNS.map((c) => ({
    id: c.id,
    header: circTexts.text(lang, c.label),
    exportHeader: EXPORT_HEADERS[c.id] ? circTexts.text(lang, EXPORT_HEADERS[c.id]!) : undefined,
    value: (row: RunRow) => value(c.id, row, lang),
    sortable: c.sortField !== null,
    align: c.align,
    ...WIDTHS[c.id],
  }));
}

/** The table's sort state (a column id) of the list's sort field; null when no column sorts by it. */
export function sortStateOf(params: Pick<ListParams, 'sortField' | 'sortOrder'>): SortState | null {
  const column = COLUMNS.find((c) => c.sortField === params.sortField);
  return column ? { field: column.id, order: params.sortOrder === 'DESC' ? 'desc' : 'asc' } : null;
}

/** The sort field of a column id (null: not sortable or unknown). */
export function sortFieldOf(columnId: string): SortField | null {
  return COLUMNS.find((c) => c.id === columnId)?.sortField ?? null;
}

/** "umlaufliste-2026-11-21" / "lista-turni-2026-11-21" (the export adds .csv / .xlsx). */
export function exportFileName(operatingDay: string, lang: Lang): string {
  return `${lang === 'it' ? 'lista-turni' : 'umlaufliste'}-${operatingDay}`;
}
