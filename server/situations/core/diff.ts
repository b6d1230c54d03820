/** Which fields an update changed (the 'updated' timeline entry names them), pure. */
import type { SituationValues } from './validate';

/** German names of the fields in timeline texts; the browser translates from `data.fields`. */
export const FIELD_NAMES_DE: Record<keyof SituationValues, string> = {
  title: 'Titel', categoryId: 'Kategorie', subcategoryId: 'Unterkategorie', causeId: 'Ursache', effectId: 'Auswirkung',
  sourceId: 'Quelle', locationId: 'Ort', severity: 'Schwere', priority: 'Priorität', planned: 'geplant',
  startAt: 'Beginn', expectedEndAt: 'voraussichtliches Ende', endAt: 'Ende', lineIds: 'Linien', stationIds: 'Bahnhöfe',
  sectionIds: 'Abschnitte', runIds: 'Fahrten', description: 'Beschreibung', delayMinutes: 'Verspätung (Minuten)',
  reasonDe: 'Grund (deutsch)', reasonIt: 'Grund (italienisch)',
};

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]) : a === b;

export function changedFields(before: SituationValues, after: SituationValues): (keyof SituationValues)[] {
  return (Object.keys(FIELD_NAMES_DE) as (keyof SituationValues)[]).filter((k) => !same(before[k], after[k]));
}
