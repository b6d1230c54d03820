/** Column definitions and state of the shared table (src/ui/table). */
import type { ReactNode } from 'react';
import type { ExportValue } from '../export';

export type CellValue = ExportValue;

export interface TableColumn<R> {
  /** Stable id: the stored column choice, `data-col` on cells, the sort key. */
  id: string;
  /** Header, already translated. */
  header: string;
  /** The value for sorting and export, formatted as the user reads it or a number. */
  value: (row: R) => CellValue;
  /** The cell's content; default: value(row). */
  render?: (row: R) => ReactNode;
  /** Default true. In controlled sorting, the page decides what a click on the header does. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  minWidth?: number;
  maxWidth?: number;
  /** Free text that may wrap within min/max width; other cells stay on one line. */
  wrap?: boolean;
  /** Can the user hide it in the column chooser? Default true. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Export header when it differs (a unit moves into the header: "Abweichung (min)"). */
  exportHeader?: string;
  /** Export value when it differs from value (a number instead of "+4 min"). */
  exportValue?: (row: R) => CellValue;
}

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  /** A column id. */
  field: string;
  order: SortOrder;
}
