/**
 * The infrastructure the conflict engine checks against (issue 12, docs/time-distance.md): track
 * sections between stations (number of tracks, minimum headway) from the `TrackSection` resource
 * and platform tracks per station from the `StationTrack` resource (Gleismapping). Inactive rows
 * are left out. Read in one go; the engine reloads it when either resource changes.
 */
import type { Queryable } from '../../db/types';

export type TrackDirection = 'both' | 'ascending' | 'descending';

export interface SectionInfo {
  tracks: 1 | 2;
  minHeadwayS: number;
}

export interface StationTrackInfo {
  track: string;
  /**
   * Ids in the lines resource (Linien) of the lines that normally use the track; empty = any line.
   * The timetable's own line ids are not these (they come from the import): match a run by
   * `lineNumbers` and its line number instead.
   */
  lineIds: string[];
  /** The line numbers as declared, normalised (`normalizeLineNumber`); empty = any line. */
  lineNumbers: string[];
  direction: TrackDirection;
  /** Minimum turnaround of trains turning on this track; null = `defaultMinTurnaroundS`. */
  minTurnaroundS: number | null;
}

export interface Infrastructure {
  /** key `${stationIdA}|${stationIdB}` with A<B (string compare) */
  sections: Map<string, SectionInfo>;
  /** per station id: its tracks */
  stationTracks: Map<string, StationTrackInfo[]>;
  defaultMinTurnaroundS: number;
}

/** The key of the section between two stations, the same in both directions. */
export function sectionKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * A station where trains may meet on a single-track line: one with two or more tracks, or one
 * with no tracks declared (nothing known, so no conflict is invented there).
 */
export function isCrossingStation(infra: Infrastructure, stationId: string): boolean {
  const tracks = infra.stationTracks.get(stationId);
  return !tracks || tracks.length !== 1;
}

/** A line number for comparing: upper case, no spaces ("rb 47" and "RB47" → "RB47"). */
export function normalizeLineNumber(lineNumber: string): string {
  return lineNumber.replace(/\s+/g, '').toUpperCase();
}

/** "S4, RB 47" → ['S4', 'RB47'] (the StationTrack field `lineNumbers`, normalised). */
export function parseLineNumbers(text: string | null | undefined): string[] {
  if (!text) return [];
  return text.split(',').map(normalizeLineNumber).filter(Boolean);
}

/** Whether a track is normally used by a line (a track naming no lines is used by any). */
export function trackServesLine(track: StationTrackInfo, lineNumber: string): boolean {
  return track.lineNumbers.length === 0 || track.lineNumbers.includes(normalizeLineNumber(lineNumber));
}

const DIRECTIONS: readonly TrackDirection[] = ['both', 'ascending', 'descending'];

interface SectionRow {
  from_id: string;
  to_id: string;
  tracks: number;
  min_headway_s: number;
}

interface TrackRow {
  station_id: string;
  track: string;
  line_numbers: string | null;
  direction: string | null;
  min_turnaround_s: number | null;
}

/**
 * Loads every active section and station track. `defaultMinTurnaroundS` is the configuration's
 * MIN_TURNAROUND_S (config.minTurnaroundS). Line numbers naming no line of the lines resource get no
 * id but stay in `lineNumbers` (an imported timetable's lines need not be in that resource). When the same pair is declared twice (only
 * possible by hand in SQL) the first by id wins.
 */
export async function loadInfrastructure(db: Queryable, defaultMinTurnaroundS = 180): Promise<Infrastructure> {
  const [sections, tracks, lines] = await Promise.all([
    db.query<SectionRow>(
      `SELECT from_station_id::text AS from_id, to_station_id::text AS to_id, tracks, min_headway_s
         FROM track_sections WHERE active IS NOT FALSE ORDER BY id`,
    ),
    db.query<TrackRow>(
      `SELECT station_id::text AS station_id, track, line_numbers, direction, min_turnaround_s
         FROM station_tracks WHERE active IS NOT FALSE ORDER BY station_id, track, id`,
    ),
    db.query<{ id: string; line_number: string }>(`SELECT id::text AS id, line_number FROM lines`),
  ]);
  const lineIdByNumber = new Map<string, string>();
  for (const l of lines.rows) lineIdByNumber.set(normalizeLineNumber(l.line_number), l.id);

  const infra: Infrastructure = { sections: new Map(), stationTracks: new Map(), defaultMinTurnaroundS };
  for (const r of sections.rows) {
    const key = sectionKey(r.from_id, r.to_id);
    if (infra.sections.has(key)) continue;
    infra.sections.set(key, { tracks: Number(r.tracks) === 1 ? 1 : 2, minHeadwayS: Number(r.min_headway_s) });
  }
  for (const r of tracks.rows) {
    const lineNumbers = parseLineNumbers(r.line_numbers);
    const lineIds = lineNumbers.map((n) => lineIdByNumber.get(n)).filter((id): id is string => id !== undefined);
    const direction = DIRECTIONS.includes(r.direction as TrackDirection) ? (r.direction as TrackDirection) : 'both';
    const list = infra.stationTracks.get(r.station_id) ?? [];
    list.push({ track: r.track, lineIds, lineNumbers, direction, minTurnaroundS: r.min_turnaround_s === null ? null : Number(r.min_turnaround_s) });
    infra.stationTracks.set(r.station_id, list);
  }
  return infra;
}
