/**
 * The departure boards (docs/passenger-information/departure-board.md): one DepartureBoard per
 * station and language, built from the live day and passenger information, cached for the
 * current second and until a measure or a message changes; watchers of a board (the server-sent
 * events) hear of a new board at most once a second, and only when what it shows changed.
 */
import type { Lang } from '../../src/shared/resource/types';
import type { DepartureBoard, PublicMessage } from '../../src/shared/passenger-info/types';
import type { LiveEngine } from '../operations/live/engine';
import type { PassengerInfoReader } from '../passenger-info/types';
import type { ResourceService } from '../resources/service';
import { BOARD_DEFAULTS, dayIndex, departuresAt, stationStops } from './board';

export interface DepartureServiceDeps {
  engine: LiveEngine;
  /** Read on every build: passenger information may register after the boards. */
  passengerInfo: () => PassengerInfoReader | undefined;
  stations?: ResourceService;
  /** Epoch ms of the real clock (tests). */
  now?: () => number;
}

interface Cached {
  board: DepartureBoard;
  key: string;
  second: number;
  dayMs: number;
  rev: number;
}

/** What the board shows, without its timestamp and with times to the minute: a watcher gets a new board only when this changes. */
export function visibleKey(b: DepartureBoard): string {
  return JSON.stringify([
    b.stationName, b.operatingDay, b.messages, b.stationConnections,
    b.departures.map((d) => [d.runId, d.platform, d.plannedDeparture, d.expectedDeparture === null ? null : Math.round(d.expectedDeparture / 60),
      d.delayMinutes, d.cancelled, d.heldFor, d.notes, d.destination]),
  ]);
}

function textOf(m: PublicMessage, lang: Lang): string {
  return (lang === 'it' ? m.textIt : m.textDe) || m.textDe || m.textIt;
}

export class DepartureService {
  private readonly cache = new Map<string, Cached>();
  private readonly building = new Map<string, { rev: number; promise: Promise<Cached | null> }>();
  /** Measures taken or undone and message changes since start: a cached board older than that is stale. */
  private rev = 0;
  private readonly listeners = new Set<() => void>();
  private infoWatched: PassengerInfoReader | null = null;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly deps: DepartureServiceDeps) {
    const bump = () => this.changed();
    this.stops.push(deps.engine.onMeasureTaken(bump), deps.engine.onMeasureUndone(bump));
  }

  /** Something a board shows changed (a measure, a message): caches drop, watchers look again. */
  changed(): void {
    this.rev++;
    for (const l of this.listeners) l();
  }

  /** Called on every change (measure, message), for the event streams to look at once. */
  onChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    for (const s of this.stops.splice(0)) s();
  }

  private info(): PassengerInfoReader | undefined {
    const info = this.deps.passengerInfo();
    if (info && info !== this.infoWatched) {
      this.infoWatched = info;
      this.stops.push(info.onChanged(() => this.changed()));
    }
    return info;
  }

  /** The board, or null when neither the day nor the stations resource knows the station. */
  async board(station: string, lang: Lang): Promise<DepartureBoard | null> {
    const id = `${station}|${lang}`;
    const now = (this.deps.now ?? Date.now)();
    const day = this.deps.engine.currentLiveDay();
    const hit = this.cache.get(id);
    if (hit && hit.rev === this.rev && (hit.dayMs === day.nowMs || hit.second === Math.floor(now / 1000))) return hit.board;
    // One build per station and language at a time: the polling clients of a second share it. A
    // build begun before the last change is not shared (its departures were read before it).
    let pending = this.building.get(id);
    if (!pending || pending.rev !== this.rev) {
      const rev = this.rev;
      const promise = this.build(station, lang, now).finally(() => {
        if (this.building.get(id)?.promise === promise) this.building.delete(id);
      });
      pending = { rev, promise };
      this.building.set(id, pending);
    }
    const built = await pending.promise;
    return built?.board ?? null;
  }

  /** The stations with departures today (by station id), by name: the board's station picker. */
  stations(): { id: string; name: string }[] {
    const out: { id: string; name: string }[] = [];
    for (const [key, at] of dayIndex(this.deps.engine.currentLiveDay()).byKey) {
      if (key.startsWith('station:')) out.push({ id: key.slice(8), name: at.name });
    }
    return out.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  /** The board and its visible key (for the event streams). */
  async boardWithKey(station: string, lang: Lang): Promise<{ board: DepartureBoard; key: string } | null> {
    const board = await this.board(station, lang);
    if (!board) return null;
    const hit = this.cache.get(`${station}|${lang}`);
    return { board, key: hit?.board === board ? hit.key : visibleKey(board) };
  }

  private async build(station: string, lang: Lang, now: number): Promise<Cached | null> {
    const rev = this.rev;
    const day = this.deps.engine.currentLiveDay();
    const dayMs = day.nowMs;
    const at = stationStops(day, station);
    let name = at?.name ?? null;
    if (!at) name = await this.stationName(station);
    if (name === null) return null;
    const departures = at ? departuresAt(day, at, BOARD_DEFAULTS) : [];
    const stationId = at ? this.stationIdOf(day, station) : station;
    const info = this.info();
    const messages: DepartureBoard['messages'] = [];
    let connections: DepartureBoard['stationConnections'] = [];
    if (info) {
      const lineIds = [...new Set(departures.map((d) => day.plan.runs[day.indexOf(d.runId)]?.line.id).filter((x): x is string => !!x))];
      const shown = await info.messages({ at: now, channel: 'display', stationId: stationId ?? undefined, lineIds });
      const seen = new Set<string>();
      for (const m of shown) {
        // Messages for single runs are notes of their departures, not running texts.
        if (m.runIds.length || seen.has(m.id)) continue;
        seen.add(m.id);
        messages.push({ id: m.id, priority: m.priority, text: textOf(m, lang) });
      }
      await Promise.all(departures.map(async (d) => {
        const lineId = day.plan.runs[day.indexOf(d.runId)]?.line.id;
        const forRun = await info.messages({ at: now, channel: 'display', stationId: stationId ?? undefined, lineIds: lineId ? [lineId] : [], runId: d.runId });
        // A message names runs by id or by train number (the customer messages' "Fahrten / Zugnummern").
        d.notes = forRun.filter((m) => m.runIds.includes(d.runId) || m.runIds.includes(d.trainNumber)).map((m) => textOf(m, lang));
      }));
      connections = stationId ? (await info.stationConnections(stationId)).map((c) => ({ ...c })) : [];
    }
    const board: DepartureBoard = {
      stationId: stationId ?? station,
      stationName: name,
      lang,
      operatingDay: day.operatingDay,
      generatedAt: day.nowMs || now,
      departures,
      messages,
      stationConnections: connections,
    };
    const cached: Cached = { board, key: visibleKey(board), second: Math.floor(now / 1000), dayMs, rev };
    // A change while building: keep the result for this caller only.
    if (rev === this.rev) this.cache.set(`${station}|${lang}`, cached);
    if (this.cache.size > 2000) this.cache.delete(this.cache.keys().next().value!);
    return cached;
  }

  /** The station resource id a board shows (a stop id given: its station's, if it has one). */
  private stationIdOf(day: ReturnType<LiveEngine['currentLiveDay']>, key: string): string | null {
    if (dayIndex(day).byKey.has(`station:${key}`)) return key;
    const stop = day.network.stops.get(key);
    return stop?.stationId ? String(stop.stationId) : null;
  }

  private async stationName(id: string): Promise<string | null> {
    if (!this.deps.stations || !/^\d{1,12}$/.test(id)) return null;
    const row = await this.deps.stations.get(id);
    const name = row?.name;
    return typeof name === 'string' ? name : null;
  }
}
