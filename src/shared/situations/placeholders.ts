/**
 * Placeholders of public texts (issue 13 item 5, docs/situation-report/texts.md): {line}, {from},
 * {to}, {minutes}, {reason} in a text module are filled from the situation, in the text's
 * language. One source for every channel: minutes are the situation's `delayMinutes`, the reason
 * its `reasonDe`/`reasonIt` (else the cause's name), so a display, an announcement and the web
 * text can never name different figures. Also meant for passenger information. Pure: no I/O.
 *
 * A placeholder that is unknown ({platform}) or has no value in the situation (no stations, no
 * minutes) is left in the text as written AND reported, so the editor sees what is missing and
 * publishing refuses it; nothing is silently dropped.
 */
import type { Lang } from '../resource/types';

export const PLACEHOLDERS = ['line', 'from', 'to', 'minutes', 'reason'] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];

/** What the placeholders are filled from (names already resolved by the caller). */
export interface PlaceholderSource {
  /** Names of the affected lines as passengers know them ("S4"), in the situation's order. */
  lineNames: readonly string[];
  /** Names of the affected stations in the situation's order: {from} is the first, {to} the last. */
  stationNames: readonly string[];
  delayMinutes: number | null;
  reasonDe: string | null;
  reasonIt: string | null;
  /** The cause's name (selection list), used when the situation names no reason of its own. */
  causeDe?: string | null;
  causeIt?: string | null;
}

export type PlaceholderValues = Readonly<Record<PlaceholderName, string | null>>;

export interface FillResult {
  text: string;
  /** Names in braces that are not placeholders, in order of first appearance. */
  unknown: string[];
  /** Placeholders used in the text that the situation cannot fill. */
  missing: PlaceholderName[];
}

const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function isPlaceholder(name: string): name is PlaceholderName {
  return (PLACEHOLDERS as readonly string[]).includes(name);
}

const blank = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t ? t : null;
};

/** The values in one language; null where the situation has none. */
export function placeholderValues(source: PlaceholderSource, lang: Lang): PlaceholderValues {
  const lines = source.lineNames.map((n) => n.trim()).filter(Boolean);
  const stations = source.stationNames.map((n) => n.trim()).filter(Boolean);
  const minutes = source.delayMinutes !== null && Number.isFinite(source.delayMinutes) && source.delayMinutes >= 0
    ? String(Math.trunc(source.delayMinutes))
    : null;
  const reason = lang === 'it'
    ? blank(source.reasonIt) ?? blank(source.causeIt)
    : blank(source.reasonDe) ?? blank(source.causeDe);
  return {
    line: lines.length ? lines.join(', ') : null,
    // One station names both ends of nothing: {from}/{to} need two different stations.
    from: stations.length >= 2 ? stations[0] : null,
    to: stations.length >= 2 ? stations[stations.length - 1] : null,
    minutes,
    reason,
  };
}

/** Fills the known placeholders that have a value; reports the others. */
export function fillPlaceholders(template: string, values: PlaceholderValues): FillResult {
  const unknown: string[] = [];
  const missing: PlaceholderName[] = [];
  const text = template.replace(TOKEN, (whole, name: string) => {
    if (!isPlaceholder(name)) {
      if (!unknown.includes(name)) unknown.push(name);
      return whole;
    }
    const value = values[name];
    if (value === null) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return value;
  });
  return { text, unknown, missing };
}

/** Placeholder-like names still in a text (what publishing refuses), in order of appearance. */
export function openPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(TOKEN)) if (!found.includes(m[1])) found.push(m[1]);
  return found;
}
