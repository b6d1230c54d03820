/**
 * Placeholders of passenger-information texts (issue 14, docs/passenger-information.md): FIS message
 * texts (/fismessagetext) and announcement templates (/gspansagen) name them in braces, a customer
 * message is filled from them. The same idea as the situation report's text modules
 * (src/shared/situations/placeholders.ts): a placeholder that is unknown or has no value stays in
 * the text as written AND is reported, so the editor sees it and saving refuses it; nothing is
 * silently dropped. Automatic messages fill them from the measure (same minutes and reason in every
 * language and channel). Pure: no I/O.
 */
import type { Lang } from '../resource/types';

export const PAX_PLACEHOLDERS = [
  'train', 'line', 'destination', 'station', 'minutes', 'reason', 'platform', 'time', 'feederTrain', 'feederLine',
] as const;
export type PaxPlaceholder = (typeof PAX_PLACEHOLDERS)[number];

/** Languages a passenger text exists in: the interface languages plus English (optional). */
export type TextLang = Lang | 'en';

export type PaxValues = Partial<Record<PaxPlaceholder, string | null>>;

/** The de/it explanation of each placeholder (form help, docs). */
export const PAX_PLACEHOLDER_HELP: Record<PaxPlaceholder, Record<Lang, string>> = {
  train: { de: 'Zugnummer', it: 'Numero del treno' },
  line: { de: 'Linie', it: 'Linea' },
  destination: { de: 'Ziel', it: 'Destinazione' },
  station: { de: 'Bahnhof', it: 'Stazione' },
  minutes: { de: 'Minuten (ganze)', it: 'Minuti (interi)' },
  reason: { de: 'Grund (Sprache des Textes)', it: 'Motivo (lingua del testo)' },
  platform: { de: 'Gleis', it: 'Binario' },
  time: { de: 'Uhrzeit hh:mm', it: 'Ora hh:mm' },
  feederTrain: { de: 'Zubringerzug', it: 'Treno in coincidenza (in arrivo)' },
  feederLine: { de: 'Zubringerlinie', it: 'Linea in coincidenza (in arrivo)' },
};

/** "{train}, {line}, …": the list shown under a template's text inputs. */
export const PAX_PLACEHOLDER_LIST = PAX_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

export interface PaxFillResult {
  text: string;
  /** Names in braces that are not placeholders, in order of first appearance. */
  unknown: string[];
  /** Placeholders used in the text that have no value. */
  missing: PaxPlaceholder[];
}

const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function isPaxPlaceholder(name: string): name is PaxPlaceholder {
  return (PAX_PLACEHOLDERS as readonly string[]).includes(name);
}

/** Placeholder names a template uses (known ones), in order of first appearance. */
export function usedPlaceholders(...templates: (string | null | undefined)[]): PaxPlaceholder[] {
  const out: PaxPlaceholder[] = [];
  for (const t of templates) for (const m of (t ?? '').matchAll(TOKEN)) if (isPaxPlaceholder(m[1]) && !out.includes(m[1])) out.push(m[1]);
  return out;
}

/** Fills the known placeholders that have a (non-blank) value; reports the others. */
export function fillPaxText(template: string, values: PaxValues): PaxFillResult {
  const unknown: string[] = [];
  const missing: PaxPlaceholder[] = [];
  const text = template.replace(TOKEN, (whole, name: string) => {
    if (!isPaxPlaceholder(name)) {
      if (!unknown.includes(name)) unknown.push(name);
      return whole;
    }
    const value = values[name]?.trim();
    if (!value) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return value;
  });
  return { text, unknown, missing };
}

/** Placeholder-like names still in a text, in order of appearance (what saving refuses). */
export function openPaxPlaceholders(text: string | null | undefined): string[] {
  const found: string[] = [];
  for (const m of (text ?? '').matchAll(TOKEN)) if (!found.includes(m[1])) found.push(m[1]);
  return found;
}

/**
 * Regular expression source (for a declaration's `pattern`, anchored by the validator) that refuses
 * a text still holding a `{name}`: a message is never saved with a hole in it.
 */
export const NO_OPEN_PLACEHOLDER = '(?![\\s\\S]*\\{[A-Za-z_][A-Za-z0-9_]*\\})[\\s\\S]*';

/** Whole minutes of a delay in seconds, cut towards zero (the measure's figure everywhere). */
export function minutesOf(delayS: number): string {
  return String(Math.trunc(Math.max(0, delayS) / 60));
}

/**
 * The values the template was filled with, one "name: value" per line (stored on the message so a
 * reader sees where its figures came from). parseValues reads it back; unknown lines are kept out.
 */
export function formatValues(values: PaxValues): string {
  return PAX_PLACEHOLDERS.filter((p) => values[p]?.trim()).map((p) => `${p}: ${values[p]!.trim()}`).join('\n');
}

export function parseValues(text: string | null | undefined): PaxValues {
  const out: PaxValues = {};
  for (const line of (text ?? '').split('\n')) {
    const m = /^\s*([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    if (m && isPaxPlaceholder(m[1])) out[m[1]] = m[2].trim();
  }
  return out;
}
