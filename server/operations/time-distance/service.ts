/**
 * The diagram's server side (docs/time-distance.md, "Model and API"): corridors from their
 * inputs, the paths of a day, the live channel per corridor behind Subscription.timeDistanceChanged,
 * the measure preview, the lines offered in the picker.
 */
import type { Corridor, CorridorInput, DiagramChanged, DiagramData, DiagramPath, MeasurePreview } from '../../../src/shared/operations/timeDistance';
import type { MeasurePreviewInput, TimeDistanceLine } from '../../../src/shared/operations/timeDistanceApi';
import type { RunsChanged } from '../../../src/shared/operations/types';
import type { Database } from '../../db/types';
import type { PubSub } from '../../pubsub';
import type { LiveDay } from '../live/day';
import type { LiveEngine } from '../live/engine';
import type { MeasureInput } from '../types';
import { corridorOfLine, corridorOfRun, corridorOfStations, CorridorError } from './corridor';
import { buildPath, corridorIndex } from './paths';
import { dayPaths, pathRunOf, pathsOfRuns } from './source';
import { getCorridor, type Viewer } from './store';

export const DIAGRAM_TOPIC = 'timeDistanceChanged';
/** At most one event per corridor and this many ms. */
export const DIAGRAM_INTERVAL_MS = 1000;

/** What a corridor input asks for, checked: exactly one source. */
function sourceOf(input: CorridorInput): 'line' | 'corridor' | 'run' | 'stations' {
  const given = [
    input.lineId ? 'line' : null,
    input.corridorId ? 'corridor' : null,
    input.runId ? 'run' : null,
    input.stationKeys ? 'stations' : null,
  ].filter((x): x is 'line' | 'corridor' | 'run' | 'stations' => x !== null);
  if (given.length !== 1) throw new CorridorError('td.error.corridorInput');
  return given[0];
}

/** Compared to decide whether a path changed: everything but the time stamp of the position. */
function pathSignature(p: DiagramPath): string {
  return JSON.stringify({ ...p, current: p.current ? [p.current.from, p.current.progress] : null });
}

const lineCache = new WeakMap<LiveDay, TimeDistanceLine[]>();

export class TimeDistanceService {
  private readonly channels = new Map<string, Channel>();

  constructor(
    readonly engine: LiveEngine, private readonly db: Database, private readonly pubsub: PubSub,
    readonly log: { error(obj: unknown, msg?: string): void } = { error: () => undefined },
  ) {}

  /** The loaded day of a date (the current one without a date); loads another day first. */
  async day(date?: string | null): Promise<LiveDay> {
    if (date) await this.engine.ensureDay(date);
    const day = this.engine.liveDayOf(date ?? undefined);
    if (!day) throw new CorridorError('td.error.dayNotLoaded', { day: date ?? '' });
    return day;
  }

  async corridor(input: CorridorInput, day: LiveDay, viewer: Viewer): Promise<Corridor> {
    switch (sourceOf(input)) {
      case 'line':
        return corridorOfLine(day.network, input.lineId!);
      case 'run': {
        const i = day.indexOf(input.runId!);
        if (i < 0) throw new CorridorError('td.error.unknownRun', { run: input.runId! });
        const p = day.plan.runs[i];
        return corridorOfRun(day.network, { id: p.id, trainNumber: p.trip.trainNumber, routeId: p.trip.routeId, lineId: p.trip.lineId, firstKm: p.km[0], lastKm: p.km[p.km.length - 1] });
      }
      case 'corridor': {
        const saved = await getCorridor(this.db, viewer, input.corridorId!);
        if (!saved) throw new CorridorError('td.error.unknownCorridor', { corridor: input.corridorId! });
        return corridorOfStations(day.network, saved.stationKeys, { name: saved.name, corridorId: saved.id, lineId: saved.lineId });
      }
      case 'stations':
        return corridorOfStations(day.network, input.stationKeys!);
    }
  }

  async diagram(input: CorridorInput, viewer: Viewer, opts: { operatingDay?: string | null; from?: number | null; to?: number | null } = {}): Promise<DiagramData> {
    const day = await this.day(opts.operatingDay);
    const corridor = await this.corridor(input, day, viewer);
    return { operatingDay: day.operatingDay, now: Math.round(day.t), corridor, paths: dayPaths(day, corridor, opts) };
  }

  /** The lines of the day that have a corridor, by line number, with its station count and their runs. */
  async lines(date?: string | null): Promise<TimeDistanceLine[]> {
    const day = await this.day(date);
    const cached = lineCache.get(day);
    if (cached) return cached;
    const runs = new Map<string, number>();
    for (const p of day.plan.runs) runs.set(p.trip.lineId, (runs.get(p.trip.lineId) ?? 0) + 1);
    const out: TimeDistanceLine[] = [];
    for (const line of day.network.lines.values()) {
      if (!runs.get(line.id)) continue;
      try {
        const c = corridorOfLine(day.network, line.id);
        out.push({ id: line.id, lineNumber: line.lineNumber, name: line.name, color: line.color, textColor: line.textColor, stations: c.stations.length, runs: runs.get(line.id) ?? 0 });
      } catch (e) {
        if (!(e instanceof CorridorError)) throw e;
      }
    }
    out.sort((a, b) => a.lineNumber.localeCompare(b.lineNumber, 'de', { numeric: true }));
    lineCache.set(day, out);
    return out;
  }

  /** What a measure would change (nothing is stored): ghost paths on the corridor and the conflict delta. */
  async preview(input: MeasurePreviewInput, corridorInput: CorridorInput | null, actor: string, viewer: Viewer): Promise<MeasurePreview> {
    const measure: MeasureInput = {
      runId: input.runId, type: input.type, reasonId: input.reasonId, comment: input.comment ?? '',
      delayS: input.delayS ?? null, fromStopId: input.fromStopId ?? null, rerouteKind: input.rerouteKind ?? null,
      skipStopIds: input.skipStopIds ?? null, extraRunningS: input.extraRunningS ?? null,
      vehicleIds: input.vehicleIds ?? null, wholeCirculation: input.wholeCirculation ?? null,
    };
    const { day, runs } = await this.engine.previewMeasure(measure, actor);
    const corridor = await this.corridor(corridorInput ?? { runId: input.runId }, day, viewer);
    const index = corridorIndex(corridor);
    const paths: DiagramPath[] = [];
    for (const [i, run] of runs) {
      const p = buildPath(pathRunOf(day, i, run), corridor, index);
      if (p) paths.push(p);
    }
    // The conflicts with the changed runs' stops instead of their current ones (the engine's conflict service).
    const delta = this.engine.conflicts().preview(new Map([...runs].map(([i, r]) => [day.plan.runs[i].id, r.stops])));
    return { paths, conflictsAdded: delta.added, conflictsRemoved: delta.removed };
  }

  /** The live changes of a corridor on the current day; one channel per corridor serves all its subscribers. */
  async subscribe(input: CorridorInput, viewer: Viewer): Promise<AsyncIterableIterator<DiagramChanged>> {
    const day = await this.day();
    const corridor = await this.corridor(input, day, viewer);
    let channel = this.channels.get(corridor.key);
    if (!channel) {
      channel = new Channel(this, input, viewer, corridor, day, () => this.channels.delete(corridor.key));
      this.channels.set(corridor.key, channel);
    }
    const it = this.pubsub.subscribe<DiagramChanged>(`${DIAGRAM_TOPIC}:${corridor.key}`);
    channel.join();
    const ch = channel;
    let left = false;
    const leave = () => {
      if (!left) ch.leave();
      left = true;
    };
    const wrapped: AsyncIterableIterator<DiagramChanged> = {
      next: () => it.next(),
      return: async () => {
        leave();
        return (await it.return?.()) ?? { value: undefined, done: true };
      },
      throw: async (e?: unknown) => {
        leave();
        await it.return?.();
        throw e;
      },
      [Symbol.asyncIterator]: () => wrapped,
    };
    return wrapped;
  }

  publish(key: string, event: DiagramChanged): void {
    this.pubsub.publish(`${DIAGRAM_TOPIC}:${key}`, event);
  }

  /** Channels open now (tests). */
  get openChannels(): number {
    return this.channels.size;
  }
}

/**
 * One corridor's live feed: collects the runs the engine reports changed, and at most once a
 * second rebuilds their paths and publishes those that differ from what was last sent (and the
 * runs that left the corridor). A day reload or rollover sends `reset` and starts over.
 */
class Channel {
  private members = 0;
  private readonly dirty = new Set<string>();
  private reset = false;
  private sent = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly service: TimeDistanceService, private readonly input: CorridorInput, private readonly viewer: Viewer,
    private corridor: Corridor, private day: LiveDay, private readonly onClose: () => void,
  ) {
    this.sent = this.baseline();
    this.unsubscribe = service.engine.onRunsChanged((c) => this.onRuns(c));
  }

  private baseline(): Map<string, string> {
    return new Map(dayPaths(this.day, this.corridor).map((p) => [p.runId, pathSignature(p)]));
  }

  join(): void {
    this.members++;
  }

  leave(): void {
    if (--this.members > 0) return;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.onClose();
  }

  private onRuns(c: RunsChanged): void {
    if (c.reset) this.reset = true;
    else if (c.operatingDay === this.day.operatingDay) for (const r of c.runs) this.dirty.add(r.id);
    else return;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.lastFlush + DIAGRAM_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.lastFlush = Date.now();
      // A failure is logged and the channel goes on: the next change tries again.
      this.flush().catch((e: unknown) => this.service.log.error(e, 'time-distance: publishing changed paths failed'));
    }, wait);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    if (this.reset) {
      this.reset = false;
      this.dirty.clear();
      this.day = await this.service.day();
      // The new day's timetable may have other routes: the corridor is built again (kept when it no longer can be).
      this.corridor = await this.service.corridor(this.input, this.day, this.viewer).catch(() => this.corridor);
      this.sent = this.baseline();
      this.service.publish(this.corridor.key, { operatingDay: this.day.operatingDay, now: Math.round(this.day.t), corridorKey: this.corridor.key, paths: [], removed: [], reset: true });
      return;
    }
    const indexes: number[] = [];
    for (const id of this.dirty) {
      const i = this.day.indexOf(id);
      if (i >= 0) indexes.push(i);
    }
    this.dirty.clear();
    const paths: DiagramPath[] = [];
    const removed: string[] = [];
    for (const [id, p] of pathsOfRuns(this.day, this.corridor, indexes)) {
      if (!p) {
        if (this.sent.delete(id)) removed.push(id);
        continue;
      }
      const sig = pathSignature(p);
      if (this.sent.get(id) === sig) continue;
      this.sent.set(id, sig);
      paths.push(p);
    }
    if (!paths.length && !removed.length) return;
    this.service.publish(this.corridor.key, { operatingDay: this.day.operatingDay, now: Math.round(this.day.t), corridorKey: this.corridor.key, paths, removed, reset: false });
  }
}
