/**
 * The connection service (docs/connections.md): keeps the connection engine (engine/) on the live
 * day. Full evaluation on start, day change, timetable reload and changes of the rules (resources
 * ConnectionConfig, ConnectionWalkTime, Line); incremental update from the runs each engine tick
 * reports changed and from every measure taken or undone. Decisions are the day's hold and
 * breakConnection measures not undone. Changed rows go out at most once a second.
 * Decisions, the preview and the automatic hold are in decide.ts.
 */
import { CONNECTION_STATES, type ConnectionDecision, type ConnectionRow, type ConnectionState, type ConnectionsChanged } from '../../src/shared/connections/types';
import type { RunsChanged } from '../../src/shared/operations/types';
import type { Database } from '../db/types';
import type { LiveDay } from '../operations/live/day';
import type { LiveEngine, MeasureTaken, MeasureUndone } from '../operations/live/engine';
import type { VehicleMessageService } from '../operations/vehicle-messages/service';
import type { PubSub } from '../pubsub';
import { MAX_PER_PAGE } from '../resources/list';
import { RESOURCE_CHANGED } from '../resources/schema';
import type { ResourceChange, ResourceService } from '../resources/service';
import { rulesForDay, walkTimesOf, type ConnectionConfigRecord, type ConnectionWalkTimeRecord } from './config/rules';
import { decisionMap, isDecision, type DecisionMeasure } from './decisions';
import { ConnectionEngine } from './engine';
import type { ConnectionInstance, ConnectionRule, WalkTime } from './engine/types';
import { toRow } from './rows';
import { isoWeekday, LiveDaySource } from './source';

export const CONNECTIONS_TOPIC = 'connectionsChanged';
/** At most one connectionsChanged event per this many ms. */
export const CONNECTIONS_INTERVAL_MS = 1000;
/** Resources whose change rebuilds the day's connections. */
export const RULE_RESOURCES = ['ConnectionConfig', 'ConnectionWalkTime', 'Line'];

export interface ConnectionQuery {
  operatingDay?: string | null;
  states?: readonly string[] | null;
  stationId?: string | null;
  runId?: string | null;
  q?: string | null;
}

export interface ConnectionPage {
  rows: ConnectionRow[];
  total: number;
  operatingDay: string;
  counts: Record<ConnectionState, number>;
}

export interface ConnectionLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ConnectionServiceOptions {
  engine: LiveEngine;
  db: Database;
  pubsub: PubSub;
  services: Map<string, ResourceService>;
  log: ConnectionLog;
  /** Rules and walk times of a day; default: the resources' rows (config/rules.ts). */
  loadRules?: (day: LiveDay) => Promise<{ rules: ConnectionRule[]; walkTimes: WalkTime[] }>;
  /** The vehicle-message service (app.vehicleMessages) decisions are sent through; absent: none sent. */
  vehicleMessages?: () => VehicleMessageService | null;
  /** Debounce of rebuilds after resource changes (ms). */
  rebuildDelayMs?: number;
}

function zeroCounts(): Record<ConnectionState, number> {
  return Object.fromEntries(CONNECTION_STATES.map((s) => [s, 0])) as Record<ConnectionState, number>;
}

type Row = Record<string, unknown>;

async function allRows(service: ResourceService | undefined): Promise<Row[]> {
  if (!service) return [];
  const out: Row[] = [];
  for (let page = 0; ; page++) {
    const rows = await service.list({ page, perPage: MAX_PER_PAGE, sortField: 'id', sortOrder: 'ASC' });
    out.push(...rows);
    if (rows.length < MAX_PER_PAGE) return out;
  }
}

export class ConnectionService {
  readonly engine: LiveEngine;
  readonly conn = new ConnectionEngine();
  /** The live day the connections are built on (null before the first build). */
  day: LiveDay | null = null;
  source: LiveDaySource | null = null;
  /** Decision measures in force by measure id. */
  private readonly decisionMeasures = new Map<string, { measure: DecisionMeasure; holdUntil: number | null }>();
  decisions: ReadonlyMap<string, ConnectionDecision> = new Map();
  private readonly rowCache = new Map<string, ConnectionRow>();
  private readonly pending = new Set<string>();
  private pendingReset = false;
  private flushTimer: NodeJS.Timeout | null = null;
  private lastFlush = 0;
  private readonly listeners = new Set<(c: ConnectionsChanged) => void>();
  private readonly updateListeners = new Set<() => void>();
  private readonly unsubscribe: (() => void)[] = [];
  private building: Promise<void> | null = null;
  private rebuildAgain = false;
  private rebuildTimer: NodeJS.Timeout | null = null;
  private watch: AsyncIterableIterator<ResourceChange> | null = null;
  private stopped = false;

  constructor(readonly opts: ConnectionServiceOptions) {
    this.engine = opts.engine;
  }

  // ---- life cycle ------------------------------------------------------------------------------

  async start(): Promise<void> {
    const e = this.engine;
    // The engine calls these inside its tick and its writes: a failure here is logged, never thrown there.
    const safe = <T>(fn: (x: T) => void) => (x: T) => {
      try {
        fn(x);
      } catch (err) {
        this.opts.log.error(err, 'connections: update failed');
      }
    };
    this.unsubscribe.push(e.onRunsChanged(safe((c) => this.onRuns(c))));
    this.unsubscribe.push(e.onMeasureTaken(safe((m) => this.onMeasureTaken(m))));
    this.unsubscribe.push(e.onMeasureUndone(safe((m) => this.onMeasureUndone(m))));
    this.watchResources();
    await this.rebuild();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const u of this.unsubscribe.splice(0)) u();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    await this.watch?.return?.();
    await this.building?.catch(() => undefined);
  }

  /** Builds the day's connections again (day change, reload, rules changed); waits for a build under way. */
  rebuild(): Promise<void> {
    if (this.building) {
      this.rebuildAgain = true;
      return this.building;
    }
    this.building = (async () => {
      do {
        this.rebuildAgain = false;
        await this.build();
      } while (this.rebuildAgain && !this.stopped);
    })()
      .catch((e: unknown) => this.opts.log.error(e, 'connections: building the day failed'))
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /** Waits for a build under way (reads right after start or a rules change). */
  async ready(): Promise<void> {
    await this.building;
  }

  /** Rebuilds now when a rules change is waiting for its debounce, and waits for any build (tests, tools). */
  async settle(): Promise<void> {
    if (this.rebuildTimer) {
      clearTimeout(this.rebuildTimer);
      this.rebuildTimer = null;
      await this.rebuild();
    }
    await this.building;
  }

  private async build(): Promise<void> {
    const day = this.engine.currentLiveDay();
    const { rules, walkTimes } = await (this.opts.loadRules ?? ((d) => this.rulesFromResources(d)))(day);
    // The live day may have changed while the rules were read: build on the one current now.
    const current = this.engine.currentLiveDay();
    if (current !== day) this.rebuildAgain = true;
    const source = new LiveDaySource(current);
    this.decisionMeasures.clear();
    for (let i = 0; i < current.size; i++) {
      for (const m of current.measuresOf(i)) if (isDecision(m.stored)) this.addDecision(current, m.stored);
    }
    this.decisions = decisionMap(this.decisionMeasures.values());
    this.conn.build(source, rules, walkTimes, this.decisions);
    this.day = current;
    this.source = source;
    this.rowCache.clear();
    this.pending.clear();
    this.pendingReset = true;
    this.schedule();
    this.notifyUpdate();
    this.opts.log.info(`connections: ${this.conn.instances().length} on ${current.operatingDay} from ${rules.length} rules`);
  }

  private async rulesFromResources(day: LiveDay): Promise<{ rules: ConnectionRule[]; walkTimes: WalkTime[] }> {
    const s = this.opts.services;
    const [configs, walks, lines] = await Promise.all([
      allRows(s.get('ConnectionConfig')), allRows(s.get('ConnectionWalkTime')), allRows(s.get('Line')),
    ]);
    const rules = rulesForDay(configs as unknown as ConnectionConfigRecord[], day.operatingDay, isoWeekday(day.operatingDay),
      // Rows imported from a timetable's transfers.txt count only with that version (config/rules.ts).
      lineIdOf(lines, day), this.engine.dayStartHour * 3600, day.plan.versionId);
    const walkTimes = walkTimesOf((walks as unknown as ConnectionWalkTimeRecord[]).filter((w) => w.stationId != null && Number.isFinite(Number(w.walkTimeS))));
    return { rules, walkTimes };
  }

  private watchResources(): void {
    const it = this.opts.pubsub.subscribe<ResourceChange>(RESOURCE_CHANGED);
    this.watch = it;
    void (async () => {
      for (;;) {
        const r = await it.next();
        if (r.done) return;
        if (RULE_RESOURCES.includes(r.value.resource)) this.scheduleRebuild();
      }
    })().catch((e: unknown) => this.opts.log.error(e, 'connections: resource watch failed'));
  }

  private scheduleRebuild(): void {
    if (this.rebuildTimer || this.stopped) return;
    this.rebuildTimer = setTimeout(() => {
      this.rebuildTimer = null;
      void this.rebuild();
    }, this.opts.rebuildDelayMs ?? 300);
    this.rebuildTimer.unref?.();
  }

  // ---- live updates ----------------------------------------------------------------------------

  private onRuns(c: RunsChanged): void {
    const day = this.day;
    if (!day || this.stopped) return;
    if (c.reset || this.engine.currentLiveDay() !== day) {
      void this.rebuild();
      return;
    }
    if (c.operatingDay !== day.operatingDay || this.building) return;
    const runs: number[] = [];
    for (const r of c.runs) {
      const i = day.indexOf(r.id);
      if (i >= 0) runs.push(i);
    }
    this.updateRuns(runs);
  }

  /** Reads these runs' times again and re-evaluates their connections (publishes what changed). */
  updateRuns(runs: readonly number[]): ConnectionInstance[] {
    if (!this.source || !runs.length) return [];
    this.source.invalidate(runs);
    const changed = this.conn.update(runs);
    this.changed(changed);
    return changed;
  }

  private onMeasureTaken(e: MeasureTaken): void {
    const day = this.day;
    if (!day || e.measure.operatingDay !== day.operatingDay || this.engine.currentLiveDay() !== day) return;
    const i = day.indexOf(e.measure.runId);
    if (isDecision(e.measure)) {
      this.addDecision(day, e.measure);
      this.applyDecisions();
    }
    // The run's forecast changed at once (the engine advanced the day): no need to wait for the tick.
    if (i >= 0) this.updateRuns([i]);
  }

  private onMeasureUndone(e: MeasureUndone): void {
    const day = this.day;
    if (!day || this.engine.currentLiveDay() !== day) return;
    if (this.decisionMeasures.delete(e.measureId)) this.applyDecisions();
    const i = day.indexOf(e.runId);
    if (i >= 0) this.updateRuns([i]);
  }

  private addDecision(day: LiveDay, m: DecisionMeasure & { runId: string; fromStopId?: string | null }): void {
    const i = day.indexOf(m.runId);
    let holdUntil: number | null = null;
    if (m.type === 'hold' && i >= 0) {
      const p = day.plan.runs[i];
      const k = p.stops.findIndex((s) => s.stopId === m.fromStopId);
      if (k >= 0) holdUntil = Math.round(p.dep[k] + (m.delayS ?? 0));
    }
    this.decisionMeasures.set(m.id, { measure: m, holdUntil });
  }

  private applyDecisions(): void {
    this.decisions = decisionMap(this.decisionMeasures.values());
    this.changed(this.conn.setDecisions(this.decisions));
  }

  /** Hold measures in force on a connection (a break takes them back first). */
  holdMeasuresOf(connectionId: string): string[] {
    return [...this.decisionMeasures.values()].filter((x) => x.measure.connectionId === connectionId && x.measure.type === 'hold').map((x) => x.measure.id);
  }

  private changed(list: readonly ConnectionInstance[]): void {
    if (!list.length) return;
    for (const c of list) {
      this.rowCache.delete(c.id);
      this.pending.add(c.id);
    }
    this.schedule();
    this.notifyUpdate();
  }

  /** Called after every build and update (the automatic hold runs from here). */
  onUpdate(listener: () => void): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  private notifyUpdate(): void {
    for (const l of this.updateListeners) l();
  }

  // ---- publishing ------------------------------------------------------------------------------

  onChanged(listener: (c: ConnectionsChanged) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private schedule(): void {
    if (this.flushTimer || this.stopped) return;
    const wait = Math.max(0, this.lastFlush + CONNECTIONS_INTERVAL_MS - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.lastFlush = Date.now();
      try {
        this.flush();
      } catch (e) {
        this.opts.log.error(e, 'connections: publishing changes failed');
      }
    }, wait);
    this.flushTimer.unref?.();
  }

  private flush(): void {
    const day = this.day;
    if (!day) return;
    const reset = this.pendingReset;
    this.pendingReset = false;
    const rows: ConnectionRow[] = [];
    if (!reset) for (const id of this.pending) {
      const row = this.row(id);
      if (row) rows.push(row);
    }
    this.pending.clear();
    if (!reset && !rows.length) return;
    const event: ConnectionsChanged = { operatingDay: day.operatingDay, reset, rows, removed: [] };
    this.opts.pubsub.publish(CONNECTIONS_TOPIC, event);
    for (const l of this.listeners) l(event);
  }

  // ---- reads -----------------------------------------------------------------------------------

  get operatingDay(): string {
    return this.day?.operatingDay ?? this.engine.currentDay();
  }

  row(id: string): ConnectionRow | null {
    const cached = this.rowCache.get(id);
    if (cached) return cached;
    const c = this.conn.instances().length && this.day ? this.conn.get(id) : undefined;
    if (!c || !this.day) return null;
    const row = toRow(c, this.day);
    this.rowCache.set(id, row);
    return row;
  }

  instance(id: string): ConnectionInstance | undefined {
    return this.day ? this.conn.get(id) : undefined;
  }

  /** Sorted by decideBy (then priority, then id); counts per state of the rows matching all but the state filter. */
  list(q: ConnectionQuery = {}): ConnectionPage {
    const operatingDay = q.operatingDay ?? this.operatingDay;
    const counts = zeroCounts();
    const day = this.day;
    if (!day || operatingDay !== day.operatingDay) return { rows: [], total: 0, operatingDay, counts };
    const text = q.q?.trim().toLowerCase() ?? '';
    const runIndex = q.runId ? day.indexOf(q.runId) : -1;
    if (q.runId && runIndex < 0) return { rows: [], total: 0, operatingDay, counts };
    const candidates = runIndex >= 0 ? this.conn.forRun(runIndex) : this.conn.instances();
    const rows: ConnectionRow[] = [];
    for (const c of candidates) {
      const row = this.row(c.id);
      if (!row) continue;
      if (q.stationId && row.stationId !== q.stationId) continue;
      if (text && !matches(row, text)) continue;
      counts[row.state]++;
      if (q.states?.length && !q.states.includes(row.state)) continue;
      rows.push(row);
    }
    rows.sort((a, b) => a.decideBy - b.decideBy || a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { rows, total: rows.length, operatingDay, counts };
  }

  /** The connections a run feeds or departs in (the train popup). */
  forRun(runId: string): ConnectionRow[] {
    return this.list({ runId }).rows;
  }
}

/**
 * A Line record's line in the day's timetable: the day line with the record's line number (the
 * timetable's ids are its own: GTFS route ids, the demo's "S4"), else a day line with the record's id.
 */
function lineIdOf(lines: readonly Row[], day: LiveDay): (lineRecordId: string) => string | null {
  const numberOf = new Map(lines.map((r) => [String(r.id), String(r.lineNumber ?? '')]));
  const byNumber = new Map<string, string>();
  for (const l of day.network.lines.values()) if (!byNumber.has(l.lineNumber)) byNumber.set(l.lineNumber, l.id);
  return (id) => byNumber.get(numberOf.get(id) ?? '') ?? (day.network.lines.has(id) ? id : null);
}

function matches(row: ConnectionRow, text: string): boolean {
  return [row.feederTrainNumber, row.departingTrainNumber, row.feederLineNumber, row.departingLineNumber, row.stationName, row.departingDestination]
    .some((s) => s.toLowerCase().includes(text));
}
