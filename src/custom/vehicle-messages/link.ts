/**
 * Links to "Nachricht an Fahrzeug" with the targets already chosen (docs/vehicle-messages.md,
 * "Opening the page with targets"): other screens (the control centre's multiple selection, the
 * train popup) build them, the page reads them back. Pure.
 *
 *   /vehicle_message?vehicles=4711,4712   vehicle NUMBERS (RunRow.vehicleNumbers), each URL-encoded
 *   /vehicle_message?line=<lineId>         all vehicles of the line
 */

export const VEHICLE_MESSAGE_PATH = '/vehicle_message';

/** What a link asks the page to preselect. */
export interface MessageTargets {
  /** Vehicle numbers in the order named, trimmed, without duplicates or empty entries. */
  vehicleNumbers: string[];
  /** A line id, or null. */
  lineId: string | null;
}

/** Trimmed, non-empty, first occurrence kept. */
function distinct(values: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const s = v.trim();
    if (s) out.add(s);
  }
  return [...out];
}

/**
 * The page with these vehicles (by number) chosen. Each number is encoded on its own, so a
 * comma inside a number survives (%2C) and the separating commas stay readable. No numbers:
 * the plain page.
 */
export function vehicleMessageLink(vehicleNumbers: readonly string[]): string {
  const numbers = distinct(vehicleNumbers);
  return numbers.length ? `${VEHICLE_MESSAGE_PATH}?vehicles=${numbers.map(encodeURIComponent).join(',')}` : VEHICLE_MESSAGE_PATH;
}

/** The page with "all vehicles of the line" chosen. */
export function lineMessageLink(lineId: string): string {
  const id = lineId.trim();
  return id ? `${VEHICLE_MESSAGE_PATH}?line=${encodeURIComponent(id)}` : VEHICLE_MESSAGE_PATH;
}

/** Form decoding ('+' is a space); a malformed escape is kept as written, so the page can name it. */
function decode(raw: string): string {
  const s = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The targets a location's query string names ("?vehicles=…&line=…", with or without "?").
 * The raw value is split at commas before decoding, so only the link's separators split. Several
 * `vehicles` parameters are joined; of several `line` parameters the first non-empty counts.
 */
export function parseMessageTargets(search: string): MessageTargets {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const numbers: string[] = [];
  let lineId: string | null = null;
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = decode(part.slice(0, eq));
    const value = part.slice(eq + 1);
    if (key === 'vehicles') numbers.push(...value.split(',').map(decode));
    else if (key === 'line' && lineId === null) lineId = decode(value).trim() || null;
  }
  return { vehicleNumbers: distinct(numbers), lineId };
}
