/**
 * Alerts from the customer messages in force (passenger information's PublicMessage, channel
 * web/app): scope → informed entities, validity → active period, texts de/it/en → translations,
 * cause/effect by their GTFS-RT names, priority → severity.
 */
import type { PublicMessage } from '../../src/shared/passenger-info/types';
import type { LiveDay } from '../operations/live/day';
import { rt, type IEntitySelector, type IFeedEntity, type ITranslatedString } from './proto';
import { tripDescriptor, type DayInput } from './tripUpdates';

const { Cause, Effect, SeverityLevel } = rt.Alert;

/**
 * What the scope of a message needs from the loaded days. Customer messages name lines by id or
 * by number ("S4") and runs by run id or train number, as their form allows; situations name
 * stations by station resource id or timetable stop id: each is resolved here.
 */
export interface AlertScope {
  /** GTFS stop ids of a station resource id (the version's stops linked to it), or the stop id itself. */
  stopsOfStation(stationId: string): readonly string[];
  /** GTFS route ids of a line id or line number. */
  routesOf(line: string): readonly string[];
  /** Trips of a run id or train number in the loaded days. */
  tripsOf(run: string): NonNullable<IEntitySelector['trip']>[];
  /** Every route of the day: a message without scope informs them all. */
  allRoutes(): readonly string[];
}

/** Line numbers compared as passenger information compares them (spaces out, upper case). */
const lineKey = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function dayScope(inputs: readonly DayInput[]): AlertScope {
  const stopsByStation = new Map<string, string[]>();
  const stopIds = new Set<string>();
  const routesByKey = new Map<string, string[]>();
  const routes = new Set<string>();
  const runs = new Map<string, { day: LiveDay; i: number; input: DayInput }[]>();
  for (const input of inputs) {
    const { day } = input;
    for (const stop of day.network.stops.values()) {
      stopIds.add(stop.id);
      if (stop.stationId !== null && stop.stationId !== undefined) push(stopsByStation, String(stop.stationId), stop.id);
    }
    for (const line of day.network.lines.values()) {
      if (routes.has(line.id)) continue;
      routes.add(line.id);
      push(routesByKey, lineKey(line.lineNumber), line.id);
    }
    day.plan.runs.forEach((p, i) => {
      push(runs, p.id, { day, i, input });
      push(runs, p.trip.trainNumber, { day, i, input });
    });
  }
  return {
    stopsOfStation: (id) => stopsByStation.get(id) ?? (stopIds.has(id) ? [id] : []),
    routesOf: (line) => (routes.has(line) ? [line] : routesByKey.get(lineKey(line)) ?? []),
    tripsOf: (run) => (runs.get(run) ?? []).map((r) => {
      const { scheduleRelationship: _s, ...trip } = tripDescriptor(r.day, r.i, r.input.trips, false);
      return trip;
    }),
    allRoutes: () => [...routes],
  };
}

function enumOf(values: Record<string, number | string>, name: string | null, fallback: number): number {
  const v = name ? values[name] : undefined;
  return typeof v === 'number' ? v : fallback;
}

/** GTFS-RT severity from the message priority (1 highest). */
export function severityOf(priority: number): number {
  return priority <= 1 ? SeverityLevel.SEVERE : priority === 2 ? SeverityLevel.WARNING : SeverityLevel.INFO;
}

/** The first sentence or line of a text (at most 120 characters): the alert's header. */
export function headerOf(text: string): string {
  const line = text.trim().split('\n')[0].trim();
  const end = line.search(/[.!?](\s|$)/);
  const first = end >= 0 ? line.slice(0, end + 1) : line;
  return first.length <= 120 ? first : `${first.slice(0, 119).trimEnd()}…`;
}

function translated(m: PublicMessage, pick: (text: string) => string): ITranslatedString {
  const translation = [
    { text: pick(m.textDe), language: 'de' },
    { text: pick(m.textIt), language: 'it' },
    ...(m.textEn ? [{ text: pick(m.textEn), language: 'en' }] : []),
  ].filter((t) => t.text.length > 0);
  return { translation };
}

export function informedEntities(m: PublicMessage, scope: AlertScope): IEntitySelector[] {
  const out: IEntitySelector[] = [];
  for (const station of m.stationIds) for (const stopId of scope.stopsOfStation(station)) out.push({ stopId });
  for (const routeId of new Set(m.lineIds.flatMap((l) => scope.routesOf(l)))) out.push({ routeId });
  for (const run of m.runIds) for (const trip of scope.tripsOf(run)) out.push({ trip });
  // No scope at all: the message concerns the whole network. A scope none of which is in the
  // loaded days (another version's lines, yesterday's runs) informs nobody: nothing is sent.
  const scoped = m.stationIds.length + m.lineIds.length + m.runIds.length > 0;
  if (!scoped) for (const routeId of scope.allRoutes()) out.push({ routeId });
  return out;
}

export function alertEntity(m: PublicMessage, scope: AlertScope): IFeedEntity | null {
  const informedEntity = informedEntities(m, scope);
  if (informedEntity.length === 0) return null;
  const start = m.validFrom ? Math.floor(Date.parse(m.validFrom) / 1000) : null;
  const end = m.validTo ? Math.floor(Date.parse(m.validTo) / 1000) : null;
  return {
    id: `${m.source === 'situation' ? 'situation' : 'message'}:${m.id}`,
    alert: {
      activePeriod: start !== null || end !== null ? [{ ...(start !== null ? { start } : {}), ...(end !== null ? { end } : {}) }] : [],
      informedEntity,
      cause: enumOf(Cause as unknown as Record<string, number>, m.cause, Cause.UNKNOWN_CAUSE),
      effect: enumOf(Effect as unknown as Record<string, number>, m.effect, Effect.UNKNOWN_EFFECT),
      headerText: translated(m, headerOf),
      descriptionText: translated(m, (t) => t.trim()),
      severityLevel: severityOf(m.priority),
    },
  };
}

/**
 * Customer messages (channel web/app) and published situations, one alert each; a situation a
 * customer message was made from is sent once, as that message.
 */
export function alertEntities(messages: readonly PublicMessage[], scope: AlertScope, situations: readonly PublicMessage[] = []): IFeedEntity[] {
  const out: IFeedEntity[] = [];
  const covered = new Set(messages.map((m) => m.situationId).filter((id): id is string => id !== null));
  for (const m of [...messages, ...situations.filter((s) => s.situationId === null || !covered.has(s.situationId))]) {
    if (!m.channels.includes('web')) continue;
    const e = alertEntity(m, scope);
    if (e) out.push(e);
  }
  return out;
}
