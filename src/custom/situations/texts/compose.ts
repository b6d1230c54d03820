/**
 * What the editor of one channel shows and saves (pure): the texts as typed, filled with the
 * situation's placeholder values exactly as the server would (the shared module), with what
 * could not be filled.
 */
import { fillPlaceholders, type FillResult, type PlaceholderValues } from '../../../shared/situations/placeholders';
import type { PlaceholderValueRow } from '../../../shared/situations/textsApi';

export interface ComposedTexts {
  de: FillResult;
  it: FillResult;
}

const NONE: PlaceholderValues = { line: null, from: null, to: null, minutes: null, reason: null };

export function valuesFor(rows: readonly PlaceholderValueRow[], lang: 'de' | 'it'): PlaceholderValues {
  const row = rows.find((r) => r.lang === lang);
  return row ? { line: row.line, from: row.from, to: row.to, minutes: row.minutes, reason: row.reason } : NONE;
}

export function composeTexts(textDe: string, textIt: string, rows: readonly PlaceholderValueRow[]): ComposedTexts {
  return { de: fillPlaceholders(textDe, valuesFor(rows, 'de')), it: fillPlaceholders(textIt, valuesFor(rows, 'it')) };
}

/** Placeholder names of both languages, once each, written as in the text ("{minutes}"). */
export function problemNames(c: ComposedTexts, kind: 'missing' | 'unknown'): string {
  const names: string[] = [];
  for (const n of [...c.de[kind], ...c.it[kind]]) if (!names.includes(n)) names.push(n);
  return names.map((n) => `{${n}}`).join(', ');
}
