/** Client-side sorting (pure): locale-aware for text, numeric for numbers, empty values last. */
import type { Lang } from '../../shared/resource/types';
import { localeOf } from '../format';
import type { CellValue, SortOrder, SortState, TableColumn } from './types';

const collators = new Map<string, Intl.Collator>();

function collator(lang: Lang): Intl.Collator {
  const locale = localeOf(lang);
  let c = collators.get(locale);
  if (!c) {
    // numeric: "S2" before "S10"; base sensitivity ignores case and accents for the order.
    c = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, c);
  }
  return c;
}

const isEmpty = (v: CellValue) => v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Compares two values ascending; empty values are not compared here (see sortRows). */
export function compareValues(a: CellValue, b: CellValue, lang: Lang): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator(lang).compare(String(a), String(b));
}

/** A sorted copy; stable; empty values (null, '') last in both directions. */
export function sortRows<R>(rows: readonly R[], column: Pick<TableColumn<R>, 'value'> | undefined, order: SortOrder, lang: Lang): R[] {
  if (!column) return [...rows];
  const keyed = rows.map((row, index) => ({ row, index, value: column.value(row) }));
  const sign = order === 'asc' ? 1 : -1;
  keyed.sort((x, y) => {
    const ex = isEmpty(x.value);
    const ey = isEmpty(y.value);
    if (ex || ey) return ex === ey ? x.index - y.index : ex ? 1 : -1;
    return sign * compareValues(x.value, y.value, lang) || x.index - y.index;
  });
  return keyed.map((k) => k.row);
}

/** A click on a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  return { field, order: current?.field === field && current.order === 'asc' ? 'desc' : 'asc' };
}
