/**
 * The manager's filters (pure): state, station, line and a train-number search, applied to the
 * day's connections on the client, and the choices the toolbar offers (from the day's rows).
 */
import type { ConnectionRow, ConnectionState } from '../../shared/connections/types';

export interface ConnectionFilter {
  states: ConnectionState[];
  /** '' = every station. */
  stationId: string;
  /** A connection matches when its feeder's or its departing train's line is one of these. */
  lineIds: string[];
  q: string;
  /**
   * Also the connections whose departing train has left. Off by default: sorted by decideBy,
   * the day's past connections would fill the first pages while the dispatcher needs what comes.
   */
  past: boolean;
}

export const NO_FILTER: ConnectionFilter = { states: [], stationId: '', lineIds: [], q: '', past: false };

export function isFiltered(f: ConnectionFilter): boolean {
  return f.states.length > 0 || f.stationId !== '' || f.lineIds.length > 0 || f.q.trim() !== '' || f.past;
}

/** Station key of a row: its id, or its name when the rule names a station without id. */
export const stationKey = (r: Pick<ConnectionRow, 'stationId' | 'stationName'>): string => r.stationId ?? `name:${r.stationName}`;

/** Search by train: the feeder's or the departing train's number (or line), case-insensitive substring. */
export function matchesSearch(row: ConnectionRow, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [row.feederTrainNumber, row.departingTrainNumber, row.feederLineNumber, row.departingLineNumber]
    .some((v) => v.toLowerCase().includes(needle));
}

export function matchesFilter(row: ConnectionRow, f: ConnectionFilter): boolean {
  if (!f.past && row.departingLeft) return false;
  if (f.states.length && !f.states.includes(row.state)) return false;
  if (f.stationId && stationKey(row) !== f.stationId) return false;
  if (f.lineIds.length && !f.lineIds.includes(row.feederLineId) && !f.lineIds.includes(row.departingLineId)) return false;
  return matchesSearch(row, f.q);
}

export function filterConnections(rows: readonly ConnectionRow[], f: ConnectionFilter): ConnectionRow[] {
  return rows.filter((r) => matchesFilter(r, f));
}

/** How many connections of the day are past (the departing train has left). */
export function pastCount(rows: readonly ConnectionRow[]): number {
  let n = 0;
  for (const r of rows) if (r.departingLeft) n += 1;
  return n;
}

export interface StationChoice {
  id: string;
  name: string;
}

/** The day's stations with connections, by name. */
export function stationChoices(rows: readonly ConnectionRow[]): StationChoice[] {
  const byKey = new Map<string, string>();
  for (const r of rows) if (!byKey.has(stationKey(r))) byKey.set(stationKey(r), r.stationName);
  return [...byKey].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export interface LineChoice {
  id: string;
  lineNumber: string;
  color: string;
}

/** The day's lines on either side of a connection, in natural order (S2 before S31). */
export function lineChoices(rows: readonly ConnectionRow[]): LineChoice[] {
  const byId = new Map<string, LineChoice>();
  for (const r of rows) {
    if (!byId.has(r.feederLineId)) byId.set(r.feederLineId, { id: r.feederLineId, lineNumber: r.feederLineNumber, color: r.feederLineColor });
    if (!byId.has(r.departingLineId)) byId.set(r.departingLineId, { id: r.departingLineId, lineNumber: r.departingLineNumber, color: r.departingLineColor });
  }
  return [...byId.values()].sort((a, b) => a.lineNumber.localeCompare(b.lineNumber, 'de', { numeric: true }));
}

const STATES: readonly ConnectionState[] = ['ok', 'endangered', 'held', 'broken', 'cancelled'];

/** The filter from the page's URL (?state=endangered&station=…&line=…&q=…): a link keeps it. */
export function parseFilter(search: URLSearchParams): ConnectionFilter {
  return {
    states: search.getAll('state').filter((s): s is ConnectionState => (STATES as readonly string[]).includes(s)),
    stationId: search.get('station') ?? '',
    lineIds: search.getAll('line').filter(Boolean),
    q: search.get('q') ?? '',
    past: search.get('past') === '1',
  };
}

export function filterToSearch(f: ConnectionFilter): URLSearchParams {
  const out = new URLSearchParams();
  for (const s of f.states) out.append('state', s);
  if (f.stationId) out.set('station', f.stationId);
  for (const l of f.lineIds) out.append('line', l);
  if (f.q.trim()) out.set('q', f.q.trim());
  if (f.past) out.set('past', '1');
  return out;
}
