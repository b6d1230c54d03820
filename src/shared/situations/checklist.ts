/**
 * The measure catalogue's checklist (issue 13 item 8, docs/situation-report/texts.md): which
 * catalogue entries a situation gets, and its progress. Pure, shared by server and browser.
 */

/** Dispatch measures a catalogue entry may start (the circulation list's dialogs). */
export const CATALOG_DISPATCH_KINDS = ['delay', 'cancel', 'shortTurn', 'reroute', 'assignVehicle'] as const;
export type CatalogDispatchKind = (typeof CATALOG_DISPATCH_KINDS)[number];

export function isCatalogDispatchKind(value: unknown): value is CatalogDispatchKind {
  return typeof value === 'string' && (CATALOG_DISPATCH_KINDS as readonly string[]).includes(value);
}

export interface ChecklistItem {
  /** The catalogue entry (CatalogMeasure id). */
  measureId: string;
  textDe: string;
  textIt: string;
  required: boolean;
  dispatchKind: CatalogDispatchKind | null;
  done: boolean;
  doneBy: string | null;
  /** ISO instant of the last change (ticked or unticked). */
  doneAt: string | null;
}

export interface ChecklistProgress {
  done: number;
  total: number;
}

export interface SituationChecklist {
  situationId: string;
  items: ChecklistItem[];
  progress: ChecklistProgress;
}

export function checklistProgress(items: readonly Pick<ChecklistItem, 'done'>[]): ChecklistProgress {
  return { done: items.filter((i) => i.done).length, total: items.length };
}

/** A catalogue entry applies to every subcategory of its category unless it names one. */
export function appliesTo(
  entry: { categoryId: string; subcategoryId: string | null; active: boolean },
  situation: { categoryId: string; subcategoryId: string | null },
): boolean {
  return entry.active && entry.categoryId === situation.categoryId && (entry.subcategoryId === null || entry.subcategoryId === situation.subcategoryId);
}
