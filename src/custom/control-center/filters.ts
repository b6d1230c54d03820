/**
 * The map's filters and searches (pure). The page owns the filter state (later: saved views);
 * the train layer draws what positionFilter lets through.
 */
import { DELAY_THRESHOLD_S, type RunPosition, type RunStatus } from '../../shared/operations/types';

export interface MapFilters {
  /** Lines shown; empty = every line. */
  lineIds: string[];
  /** Only trains with a warning (isWarning). */
  warningOnly: boolean;
  /** Lines of these networks only (the lines' network attribute); empty/absent = every network. */
  networks?: string[];
  /** Lines of these products only (the lines' product); empty/absent = every product. */
  products?: string[];
}

/** A line id no line has: network/product filters that leave no line must show nothing, not everything. */
export const NO_LINE = '\u0000none';

/**
 * The lines the filters leave, as a line filter (empty = all): the chosen lines, narrowed to the
 * chosen networks and products. Nothing left → [NO_LINE].
 */
export function effectiveLineIds(f: MapFilters, lines: readonly { id: string; network: string; product: string }[]): string[] {
  const nets = f.networks?.length ? new Set(f.networks) : null;
  const prods = f.products?.length ? new Set(f.products) : null;
  if (!nets && !prods) return f.lineIds;
  const chosen = f.lineIds.length ? new Set(f.lineIds) : null;
  const ids = lines.filter((l) => (!chosen || chosen.has(l.id)) && (!nets || nets.has(l.network)) && (!prods || prods.has(l.product))).map((l) => l.id);
  return ids.length ? ids : [NO_LINE];
}

/** The distinct non-empty values of a line attribute, sorted (the network and product choices). */
export function lineValues(lines: readonly { network: string; product: string }[], key: 'network' | 'product'): string[] {
  return [...new Set(lines.map((l) => l[key]).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'de'));
}

export const NO_FILTERS: MapFilters = { lineIds: [], warningOnly: false };

/** Statuses that are a warning whatever the delay. */
export const WARNING_STATUSES: readonly RunStatus[] = ['cancelled', 'diverted', 'outOfService'];

/** A train needs the dispatcher's eye: delayed by DELAY_THRESHOLD_S or more, cancelled, diverted or out of service. */
export function isWarning(p: Pick<RunPosition, 'delayS' | 'status'>): boolean {
  return p.delayS >= DELAY_THRESHOLD_S || WARNING_STATUSES.includes(p.status);
}

export type PositionFilter = (p: Pick<RunPosition, 'lineId' | 'delayS' | 'status'>) => boolean;

export function positionFilter(f: MapFilters): PositionFilter {
  const lines = f.lineIds.length ? new Set(f.lineIds) : null;
  return (p) => (!lines || lines.has(p.lineId)) && (!f.warningOnly || isWarning(p));
}

/** The subscription's lineIds: the server sends only those lines' trains (null: all). */
export function subscriptionLineIds(f: MapFilters): string[] | null {
  return f.lineIds.length ? [...f.lineIds].sort() : null;
}

/** Lower case without accents, for matching typed text ("grotzingen" finds "Grötzingen"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export interface StopOption {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

/** Stations whose name contains the text; names starting with it first, then by name. At most `limit`. */
export function searchStations<S extends StopOption>(stops: readonly S[], query: string, limit = 20): S[] {
  const q = fold(query);
  if (!q) return [];
  const hits: { s: S; rank: number }[] = [];
  for (const s of stops) {
    const name = fold(s.name);
    const at = name.indexOf(q);
    if (at < 0) continue;
    // A match at the start of a word ("Durlach" in "Karlsruhe-Durlach") ranks between.
    const rank = at === 0 ? 0 : /[\s\-(/]/.test(name[at - 1]) ? 1 : 2;
    hits.push({ s, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.s.name.localeCompare(b.s.name, 'de'));
  return hits.slice(0, limit).map((h) => h.s);
}

/** What the map knows of a run beyond its position (from the runs query). */
export interface RunInfo {
  id: string;
  trainNumber: string;
  lineId: string;
  lineNumber: string;
  destination: string;
}

/**
 * Runs whose train number contains the text: numbers starting with it first, trains on the map
 * (`onMap`) before the others, then by number. At most `limit`.
 */
export function searchTrains(runs: Iterable<RunInfo>, query: string, onMap: (id: string) => boolean, limit = 20): RunInfo[] {
  const q = fold(query);
  if (!q) return [];
  const hits: { r: RunInfo; rank: number }[] = [];
  for (const r of runs) {
    const at = fold(r.trainNumber).indexOf(q);
    if (at < 0) continue;
    hits.push({ r, rank: (at === 0 ? 0 : 2) + (onMap(r.id) ? 0 : 1) });
  }
  hits.sort((a, b) => a.rank - b.rank || a.r.trainNumber.localeCompare(b.r.trainNumber, 'de', { numeric: true }));
  return hits.slice(0, limit).map((h) => h.r);
}

/** The run a typed train number means: an exact match on the map, else any exact match, else null. */
export function exactTrain(runs: Iterable<RunInfo>, text: string, onMap: (id: string) => boolean): RunInfo | null {
  const q = fold(text);
  if (!q) return null;
  let any: RunInfo | null = null;
  for (const r of runs) {
    if (fold(r.trainNumber) !== q) continue;
    if (onMap(r.id)) return r;
    any ??= r;
  }
  return any;
}
