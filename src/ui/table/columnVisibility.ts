/** Which columns are shown (pure): the stored hidden ids, or each column's default. */
import type { TableColumn } from './types';

type Hideable = Pick<TableColumn<unknown>, 'id' | 'hideable' | 'defaultHidden'>;

export const isHideable = (c: Hideable) => c.hideable !== false;

/** Hidden ids by default: the hideable columns marked defaultHidden. */
export function defaultHiddenIds(columns: readonly Hideable[]): string[] {
  return columns.filter((c) => isHideable(c) && c.defaultHidden).map((c) => c.id);
}

/** The shown columns in their order; `hidden` undefined = never chosen (defaults apply). */
export function visibleColumns<C extends Hideable>(columns: readonly C[], hidden: readonly string[] | undefined): C[] {
  const h = new Set(hidden ?? defaultHiddenIds(columns));
  return columns.filter((c) => !isHideable(c) || !h.has(c.id));
}

/** Hides or shows one column; ids no longer in the table are dropped. */
export function toggleHidden(columns: readonly Hideable[], hidden: readonly string[] | undefined, id: string): string[] {
  const known = new Set(columns.filter(isHideable).map((c) => c.id));
  const current = (hidden ?? defaultHiddenIds(columns)).filter((x) => known.has(x));
  if (!known.has(id)) return current;
  return current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
}

/** Every hideable column hidden (the chooser's "hide all"). */
export function allHidden(columns: readonly Hideable[]): string[] {
  return columns.filter(isHideable).map((c) => c.id);
}
