/**
 * The rules of passenger information (issue 14, docs/passenger-information.md), pure: which
 * customer message is in force, whether it concerns a place (scope), and on which channels it may be
 * given out there (negative list, ComBus releases). The reader (reader.ts) resolves ids against the
 * live day and calls these.
 */
import type { InfoChannel } from '../../src/shared/passenger-info/types';
import { localTime, minuteOfDay } from '../situations/notify/match';

/** A customer message as the rules see it; lines and runs already widened by the reader (ids and numbers). */
export interface RuleMessage {
  status: string;
  channels: readonly InfoChannel[];
  /** Station resource ids. */
  stationIds: ReadonlySet<string>;
  /** The message's own lines: line ids and line numbers, normalised with lineKey (its scope). */
  lines: ReadonlySet<string>;
  /** The lines of its runs (line keys): not scope, but a negative-list line or a ComBus release matches them too. */
  runLines: ReadonlySet<string>;
  /** Run ids and train numbers. */
  runs: ReadonlySet<string>;
  /** Epoch ms; null = open. */
  validFrom: number | null;
  validTo: number | null;
  busInformation: boolean;
  /** A connection decision's message: feeder line → departing line at a station (line keys). */
  pair: { fromLine: string; toLine: string; stationId: string | null } | null;
}

/** The place a channel asks for; empty sets = no restriction. */
export interface RuleQuery {
  at: number;
  stationIds: ReadonlySet<string>;
  lines: ReadonlySet<string>;
  runs: ReadonlySet<string>;
}

export interface NegativeRule {
  kind: 'connectionPair' | 'line' | 'station';
  stationId: string | null;
  /** Line keys. */
  fromLine: string | null;
  toLine: string | null;
  channels: readonly string[];
  timeFrom: string | null;
  timeTo: string | null;
  days: readonly string[];
  /** ISO dates, local to the operator. */
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

export interface ComBusRule {
  stationId: string | null;
  /** Line keys; empty = every line. */
  lines: readonly string[];
  channels: readonly string[];
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

/** "S 4", "s4" and "S4" are one line. */
export function lineKey(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The operator's calendar date of an instant (YYYY-MM-DD). */
export function localDate(ms: number, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

export function inForce(m: Pick<RuleMessage, 'status' | 'validFrom' | 'validTo'>, at: number): boolean {
  return m.status === 'published' && (m.validFrom === null || m.validFrom <= at) && (m.validTo === null || at < m.validTo);
}

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  for (const x of a) if (b.has(x)) return true;
  return false;
};

/**
 * Does the message concern the place asked for? A message without stations, lines and runs concerns
 * the whole network; a query without any scope takes every message; otherwise one shared station,
 * line or run is enough.
 */
export function inScope(m: RuleMessage, q: RuleQuery): boolean {
  if (m.stationIds.size + m.lines.size + m.runs.size === 0) return true;
  if (q.stationIds.size + q.lines.size + q.runs.size === 0) return true;
  return meets(m.stationIds, q.stationIds) || meets(m.lines, q.lines) || meets(m.runs, q.runs);
}

const WEEK = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];

/**
 * Time of day and weekdays in the operator's zone, as the notification chains read them: a window
 * from > to runs over midnight and its early-morning part belongs to the day it began on; one bound
 * only: from it to midnight or from midnight to it; none: all day.
 */
export function inWindow(w: { timeFrom: string | null; timeTo: string | null; days: readonly string[] }, at: number, tz: string): boolean {
  const { weekday, minute } = localTime(at, tz);
  const from = minuteOfDay(w.timeFrom);
  const to = minuteOfDay(w.timeTo);
  let day: string = weekday;
  if (from !== null || to !== null) {
    const start = from ?? 0;
    const end = to ?? 24 * 60;
    if (start < end) {
      if (minute < start || minute >= end) return false;
    } else if (start > end) {
      if (minute < start && minute >= end) return false;
      if (minute < end) day = WEEK[(WEEK.indexOf(weekday) + 6) % 7];
    }
  }
  return w.days.length === 0 || w.days.includes(day);
}

function inDates(r: { validFrom: string | null; validTo: string | null }, date: string): boolean {
  return (r.validFrom === null || r.validFrom <= date) && (r.validTo === null || date <= r.validTo);
}

/** The stations a message is given out at for this query: the asked station, else the message's own. */
function targetStations(m: RuleMessage, q: RuleQuery): ReadonlySet<string> {
  return q.stationIds.size ? q.stationIds : m.stationIds;
}

/** Does a negative-list entry hit the message on that channel now? */
export function negativeHits(e: NegativeRule, m: RuleMessage, q: RuleQuery, channel: InfoChannel, tz: string): boolean {
  if (!e.active || !e.channels.includes(channel)) return false;
  if (!inDates(e, localDate(q.at, tz)) || !inWindow(e, q.at, tz)) return false;
  switch (e.kind) {
    case 'station':
      return e.stationId !== null && targetStations(m, q).has(e.stationId);
    case 'line':
      return e.fromLine !== null && (m.lines.has(e.fromLine) || m.runLines.has(e.fromLine));
    case 'connectionPair':
      return m.pair !== null && e.fromLine !== null && e.toLine !== null
        && m.pair.fromLine === e.fromLine && m.pair.toLine === e.toLine
        && (e.stationId === null || e.stationId === m.pair.stationId);
  }
}

/** Is combined bus information released there on that channel now? Station and lines, where set, must both match. */
export function busReleased(releases: readonly ComBusRule[], stations: ReadonlySet<string>, lines: ReadonlySet<string>, channel: InfoChannel, date: string): boolean {
  return releases.some((r) => r.active && r.channels.includes(channel) && inDates(r, date)
    && (r.stationId === null || stations.has(r.stationId))
    && (r.lines.length === 0 || r.lines.some((l) => lines.has(l))));
}

/**
 * The channels a message in force and in scope is given out on for this query: its own, less those
 * a negative-list entry suppresses (display and announcement only) and, for bus information, those
 * no ComBus release covers. Empty: not given out.
 */
export function effectiveChannels(m: RuleMessage, q: RuleQuery, negatives: readonly NegativeRule[], releases: readonly ComBusRule[], tz: string): InfoChannel[] {
  if (!inForce(m, q.at) || !inScope(m, q)) return [];
  const date = localDate(q.at, tz);
  const lines = new Set([...m.lines, ...m.runLines, ...q.lines]);
  return m.channels.filter((c) => {
    if (c !== 'web' && negatives.some((e) => negativeHits(e, m, q, c, tz))) return false;
    if (m.busInformation && !busReleased(releases, targetStations(m, q), lines, c, date)) return false;
    return true;
  });
}

/** Bus and on-demand connections at a station are shown only where a release covers the station on displays. */
export function stationBusReleased(releases: readonly ComBusRule[], stationId: string, at: number, tz: string): boolean {
  const date = localDate(at, tz);
  return releases.some((r) => r.active && r.channels.includes('display') && inDates(r, date)
    && (r.stationId === stationId || (r.stationId === null && r.lines.length === 0)));
}
