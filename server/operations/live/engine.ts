/**
 * The live engine (docs/operations.md, "Engine"): holds the current operating day in memory,
 * advances it once per second, rolls over at the day's start hour (03:00), publishes positions and changed rows, takes
 * and undoes dispatch measures (persisted before they take effect), snapshots run states, and
 * accepts vehicle locations from a real feed when the simulator is off.
 */
import type { MeasureSummary, PositionBatch, RunRow, RunStop, RunsChanged } from '../../../src/shared/operations/types';
import type { Database } from '../../db/types';
import type { PubSub } from '../../pubsub';
import { RESOURCE_CHANGED } from '../../resources/schema';
import type { ResourceChange, ResourceService } from '../../resources/service';
import type { ConflictService } from '../conflicts/service';
import { ConflictTracker } from '../conflicts/tracker';
import type { SweepInfrastructure } from '../conflicts/sweep';
import type { DayTimetable, LiveOperations, MeasureInput, RunQuery, StoredMeasure, VehicleLocation, VehicleLocationSource } from '../types';
import { createClock, type Clock } from './clock';
import { LiveDay, type PreviewRun } from './day';
import { loadDisruptions } from './disruptionStore';
import { changeRow, measureDetails, type ChangeAction, type ChangeRow } from './history';
import { assignableVehicles, fleetVehicles, reasonNames, vehicleStatus, writeChange } from './lookups';
import { LiveInputError, MAX_COMMENT, validateMeasure } from './measures';
import type { LiveMeasure } from './model';
import type { LiveRow, NamedMeasure } from './rows';
import {
  insertMeasure, loadMeasures, loadNotes, loadRunStates, markUndone, pruneRunStates, saveNote, saveRunStates, type MeasureRecord,
} from './store';
import { addDays, assertTimeZone, DAY_START_HOUR, isIsoDate, operatingDayBounds, operatingDayOf } from './time';

export const POSITIONS_TOPIC = 'trainPositions';
export const RUNS_TOPIC = 'runsChanged';

/** A measure taken (applyMeasure), for listeners outside the dispatch (connections, passenger information). */
export interface MeasureTaken {
  /** As stored: normalised, with its id. */
  measure: StoredMeasure;
  summary: MeasureSummary;
  actor: string;
}

/** A measure taken back (undoMeasure), for listeners outside the dispatch. */
export interface MeasureUndone {
  measureId: string;
  runId: string;
  type: string;
  actor: string;
}

export interface LiveLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The active timetable's trips that depart within the operating day (start hour to start hour in the zone). */
export type DayLoader = (db: Database, operatingDay: string, rule: { tz: string; startHour: number }) => Promise<DayTimetable | null>;

export interface LiveEngineOptions {
  db: Database;
  pubsub: PubSub;
  /** Resource services by type name: DisruptionCause (reasons), Vehicle, DispatchChange (history). */
  services: Map<string, ResourceService>;
  log: LiveLog;
  /** The active timetable's trips of a day (the timetable store); default: no timetable. */
  loadDay?: DayLoader;
  clock?: Clock;
  /** IANA zone of the operator (OPERATOR_TZ). */
  tz?: string;
  /** Local hour at which an operating day starts (OPERATING_DAY_START_HOUR, default 3). */
  dayStartHour?: number;
  /** Simulated reality (default) or a real feed (`source`). */
  simulate?: boolean;
  source?: VehicleLocationSource | null;
  /** Seed of the disturbances. */
  seed?: string;
  tickMs?: number;
  /** Snapshot the changed run states every this many ticks. */
  snapshotEvery?: number;
  /** Sections and station tracks the conflicts are checked against (default: none declared). */
  loadInfrastructure?: () => Promise<SweepInfrastructure>;
}

/** Resources whose change makes the conflict tracker read the infrastructure again. */
const INFRASTRUCTURE_RESOURCES = ['TrackSection', 'StationTrack'];

/** Snapshots of older days are deleted at rollover. */
const KEEP_STATE_DAYS = 7;
/** The day before is kept after the rollover at most this long for its runs still under way. */
const TAIL_MAX_MS = 6 * 3600_000;
/** Other days (date filter of the circulation list) are kept in memory this long. */
const OTHER_DAY_TTL_MS = 60_000;

export class LiveEngine implements LiveOperations {
  readonly clock: Clock;
  readonly tz: string;
  readonly dayStartHour: number;
  readonly simulate: boolean;
  /** Duration of the last tick (ms) and ticks so far: the bench reads them. */
  lastTickMs = 0;
  ticks = 0;
  /** The current day's conflicts (docs/time-distance.md), fed with the changed runs of every advance. */
  readonly conflictTracker: ConflictTracker;
  private day: LiveDay;
  /**
   * The day before, kept after the rollover while runs that left before the start hour are still
   * under way: a trip belongs to the day it departs in and is not dropped at the boundary.
   */
  private tail: { day: LiveDay; until: number } | null = null;
  private readonly others = new Map<string, { day: LiveDay; loadedAt: number }>();
  private readonly pending = new Set<number>();
  private readonly positionListeners = new Set<(b: PositionBatch) => void>();
  private readonly runListeners = new Set<(c: RunsChanged) => void>();
  private readonly undoListeners = new Set<(e: MeasureUndone) => void>();
  private readonly takenListeners = new Set<(e: MeasureTaken) => void>();
  private timer: NodeJS.Timeout | null = null;
  private loading: Promise<void> | null = null;
  private saving: Promise<void> | null = null;
  private vehicleWatch: AsyncIterableIterator<ResourceChange> | null = null;
  private running = false;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: LiveEngineOptions) {
    this.clock = opts.clock ?? createClock();
    this.tz = opts.tz ?? 'Europe/Berlin';
    assertTimeZone(this.tz);
    this.dayStartHour = opts.dayStartHour ?? DAY_START_HOUR;
    this.simulate = opts.simulate ?? true;
    this.day = new LiveDay(null, this.dayOfInstant(this.clock.now()), this.dayOptions());
    this.conflictTracker = new ConflictTracker(opts.loadInfrastructure);
  }

  /** The operating day an instant belongs to (start hour in the operator's zone). */
  dayOfInstant(epochMs: number): string {
    return operatingDayOf(epochMs, this.tz, this.dayStartHour);
  }

  /** Epoch ms at which an operating day starts and ends. */
  bounds(date: string): { start: number; end: number } {
    return operatingDayBounds(date, this.tz, this.dayStartHour);
  }

  private dayOptions() {
    return { seed: this.opts.seed ?? 'leitstelle', simulate: this.simulate, tz: this.tz };
  }

  // ---- life cycle ------------------------------------------------------------------------------

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.switchTo(this.dayOfInstant(this.clock.now()), false);
    this.timer = setInterval(() => this.tick(), this.opts.tickMs ?? 1000);
    this.timer.unref();
    this.watchVehicles();
    if (!this.simulate) this.opts.source?.start((locations) => this.ingest(locations));
    this.opts.log.info(`live engine started: operating day ${this.day.operatingDay}, ${this.day.size} runs, ${this.simulate ? 'simulator' : 'real feed'}`);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.opts.source?.stop();
    await this.vehicleWatch?.return?.();
    this.vehicleWatch = null;
    await this.loading?.catch(() => undefined);
    await this.saving;
    await this.snapshot();
  }

  setSpeed(factor: number): void {
    this.clock.setSpeed(factor);
  }

  pause(): void {
    this.clock.pause();
  }

  resume(): void {
    this.clock.resume();
  }

  /** One step: rollover, advance, publish; every few ticks a snapshot. Public for tests and the bench. */
  tick(): void {
    if (this.loading) return;
    const started = performance.now();
    const now = this.clock.now();
    const date = this.dayOfInstant(now);
    if (date !== this.day.operatingDay) {
      this.loading = this.switchTo(date, true, date > this.day.operatingDay)
        .catch((e: unknown) => this.opts.log.error(e, 'live engine: day rollover failed'))
        .finally(() => {
          this.loading = null;
        });
      return;
    }
    this.advance(now);
    this.advanceTail(now);
    this.publishPositions();
    this.publishRuns(false);
    this.ticks++;
    if (this.ticks % (this.opts.snapshotEvery ?? 5) === 0 && !this.saving) {
      this.saving = this.snapshot().finally(() => {
        this.saving = null;
      });
    }
    this.lastTickMs = performance.now() - started;
  }

  /** Advances the day to now at once (after a measure), publishing with the next tick. */
  private refresh(): void {
    this.advance(this.clock.now());
  }

  /** The current day to an instant: the changed rows wait for publishing, the conflicts follow at once. */
  private advance(now: number): void {
    const changed = this.day.advance(now);
    for (const i of changed) this.pending.add(i);
    this.conflictTracker.changed(this.day, changed);
  }

  /** The day before's runs still under way: advanced and published like the day's own, until all have ended. */
  private advanceTail(now: number): void {
    const tail = this.tail?.day;
    if (!tail) return;
    const changed = tail.advance(now);
    if (changed.length > 0) this.publishChange({ operatingDay: tail.operatingDay, publishedAt: Date.now(), reset: false, runs: changed.map((i) => tail.row(i) as RunRow) });
    if (now > this.tail!.until || !underway(tail)) this.tail = null;
  }

  private async switchTo(date: string, publish: boolean, rollover = false): Promise<void> {
    const day = await this.buildDay(date, true);
    const now = this.clock.now();
    day.advance(now);
    const before = this.day;
    // A rollover keeps the day before while its runs are under way; an activation replaces both.
    if (rollover && before.size > 0) {
      before.advance(now);
      this.tail = underway(before) ? { day: before, until: now + TAIL_MAX_MS } : null;
    } else {
      this.tail = null;
    }
    this.day = day;
    this.pending.clear();
    this.others.clear();
    // The infrastructure is read again with every day (start, rollover, activation).
    await this.conflictTracker.reloadInfrastructure(false).catch((e: unknown) => this.opts.log.error(e, 'live engine: loading the infrastructure failed'));
    this.conflictTracker.setDay(day);
    if (publish) this.publishRuns(true);
    await pruneRunStates(this.opts.db, addDays(date, -KEEP_STATE_DAYS)).catch((e: unknown) => this.opts.log.warn(`live engine: pruning states failed: ${String(e)}`));
  }

  async reload(): Promise<void> {
    await this.loading;
    const date = this.dayOfInstant(this.clock.now());
    this.loading = this.switchTo(date, true).finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  private async buildDay(date: string, restore: boolean): Promise<LiveDay> {
    const { db, log } = this.opts;
    let tt: DayTimetable | null = null;
    try {
      tt = (await this.opts.loadDay?.(db, date, { tz: this.tz, startHour: this.dayStartHour })) ?? null;
    } catch (e) {
      log.error(e, `live engine: loading the timetable of ${date} failed`);
    }
    // The fleet as it is now gives the runs their default vehicles (roster.ts); no fleet, no roster.
    const fleet = tt ? await fleetVehicles(this.opts.services).catch((e: unknown) => {
      log.error(e, 'live engine: loading the fleet failed; the runs show no vehicles');
      return [];
    }) : [];
    const day = new LiveDay(tt, date, { ...this.dayOptions(), fleet });
    const [measures, notes] = await Promise.all([loadMeasures(db, date, day.plan.versionId), loadNotes(db, date)]);
    for (const rec of measures) day.addMeasure(toLiveMeasure(rec));
    for (const [runId, comment] of notes) {
      const i = day.indexOf(runId);
      if (i >= 0) day.setComment(i, comment);
    }
    // The demo control's disruptions (simulator only) take effect again after a restart.
    if (this.simulate) day.setDisruptions(await loadDisruptions(db, date));
    for (const id of new Set(measures.flatMap((m) => m.vehicles.map((v) => v.id)))) {
      const status = await vehicleStatus(this.opts.services, id);
      if (status) day.setVehicleStatus(id, status);
    }
    if (restore && !this.simulate) {
      for (const [runId, snap] of await loadRunStates(db, date)) {
        const i = day.indexOf(runId);
        if (i >= 0) day.restore(i, snap);
      }
    }
    return day;
  }

  /** Another day for the date filter: as it ended (past) or as planned (future), with its measures. */
  async ensureDay(date: string): Promise<void> {
    if (!isIsoDate(date) || date === this.day.operatingDay || date === this.tail?.day.operatingDay) return;
    const cached = this.others.get(date);
    if (cached && Date.now() - cached.loadedAt < OTHER_DAY_TTL_MS) return;
    const day = await this.buildDay(date, true);
    const { start, end } = this.bounds(date);
    const now = this.clock.now();
    // A future day stands just before its first second: every run planned, none running yet.
    day.advance(Math.min(Math.max(now, start - 1000), end - 1000));
    this.others.set(date, { day, loadedAt: Date.now() });
    if (this.others.size > 3) this.others.delete(this.others.keys().next().value!);
  }

  private dayOf(date: string | undefined): LiveDay | null {
    if (!date || date === this.day.operatingDay) return this.day;
    if (date === this.tail?.day.operatingDay) return this.tail.day;
    return this.others.get(date)?.day ?? null;
  }

  private locate(runId: string): { day: LiveDay; i: number } | null {
    const day = this.dayOf(runId.slice(0, 10));
    const i = day ? day.indexOf(runId) : -1;
    return day && i >= 0 ? { day, i } : null;
  }

  // ---- reads (LiveOperations) ------------------------------------------------------------------

  currentDay(): string {
    return this.day.operatingDay;
  }

  /** Simulated time of the current state (ISO). */
  updatedAt(): string {
    return new Date(this.day.nowMs || this.clock.now()).toISOString();
  }

  listRuns(query: RunQuery): { rows: LiveRow[]; total: number } {
    const day = this.dayOf(query.operatingDay);
    if (!day) return { rows: [], total: 0 };
    return day.query(query);
  }

  /** The timetable version a loaded day was built from (null: none active, or the day is not loaded). */
  timetableOf(date?: string): string | null {
    return this.dayOf(date)?.plan.versionId ?? null;
  }

  /** Every row of a day at its current time (the live overview's figures); empty for a day not loaded. */
  allRows(date?: string): readonly LiveRow[] {
    return this.dayOf(date)?.rows() ?? [];
  }

  getRun(id: string): LiveRow | null {
    const at = this.locate(id);
    return at ? at.day.row(at.i) : null;
  }

  runStops(id: string): RunStop[] {
    const at = this.locate(id);
    return at ? at.day.stops(at.i) : [];
  }

  measures(runId: string): NamedMeasure[] {
    const at = this.locate(runId);
    return at ? at.day.measuresOf(at.i).map((m) => m.summary as NamedMeasure) : [];
  }

  /** Running trains now (the same list the position batches carry), with the day before's still under way. */
  positions() {
    const own = this.day.positions();
    return this.tail ? [...this.tail.day.positions(), ...own] : own;
  }

  // ---- writes ----------------------------------------------------------------------------------

  private target(runId: string) {
    const i = this.day.indexOf(runId);
    if (i < 0) {
      if (/^\d{4}-\d{2}-\d{2}:/.test(runId) && runId.slice(0, 10) !== this.day.operatingDay) {
        throw new LiveInputError('live.error.notToday', { day: runId.slice(0, 10) });
      }
      throw new LiveInputError('live.error.unknownRun', { run: runId });
    }
    return i;
  }

  /** Writes one after the other: each measure is validated against the state the previous one left. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.writes.then(fn, fn);
    this.writes = run.catch(() => undefined);
    return run;
  }

  applyMeasure(input: MeasureInput, actor: string): Promise<MeasureSummary> {
    return this.exclusive(() => this.takeMeasure(input, actor));
  }

  private async takeMeasure(input: MeasureInput, actor: string): Promise<MeasureSummary> {
    await this.loading;
    this.refresh();
    const day = this.day;
    const i = this.target(input.runId);
    const plan = day.plan.runs[i];
    const valid = validateMeasure(input, { plan, effects: day.effects[i], state: day.states[i] });
    const names = await reasonNames(this.opts.services, valid.reasonId);
    const resolved = valid.type === 'assignVehicle' ? await assignableVehicles(this.opts.services, valid.vehicleIds ?? []) : [];
    const vehicles = resolved.map((r) => r.vehicle);
    const rec = await insertMeasure(this.opts.db, day.operatingDay, day.plan.versionId, valid, names, vehicles, actor);
    const m = toLiveMeasure(rec);
    for (const r of resolved) day.setVehicleStatus(r.vehicle.id, r.status);
    day.addMeasure(m);
    if (day === this.day) this.refresh();
    await this.history(i, valid.type, {
      reasonId: valid.reasonId, comment: valid.comment, details: measureDetails(plan, valid, vehicles), measureId: m.summary.id,
    }, actor, day);
    for (const l of this.takenListeners) l({ measure: m.stored, summary: m.summary, actor });
    return m.summary;
  }

  /**
   * A measure's effect without taking it (the diagram's preview): validated as applyMeasure
   * validates it, then forecast on scratch copies of the current day (LiveDay.previewMeasure).
   * Nothing is stored, published or changed.
   */
  async previewMeasure(input: MeasureInput, actor: string): Promise<{ day: LiveDay; runs: Map<number, PreviewRun> }> {
    await this.loading;
    const day = this.day;
    const i = this.target(input.runId);
    const valid = validateMeasure(input, { plan: day.plan.runs[i], effects: day.effects[i], state: day.states[i] });
    const names = await reasonNames(this.opts.services, valid.reasonId);
    const resolved = valid.type === 'assignVehicle' ? await assignableVehicles(this.opts.services, valid.vehicleIds ?? []) : [];
    const at = new Date(this.clock.now()).toISOString();
    const m = toLiveMeasure({
      measure: { ...valid, id: 'preview', operatingDay: day.operatingDay, createdBy: actor, createdAt: at, undoneBy: null, undoneAt: null },
      reasonNames: names,
      vehicles: resolved.map((r) => r.vehicle),
    });
    return { day, runs: day.previewMeasure(m) };
  }

  undoMeasure(measureId: string, actor: string): Promise<void> {
    return this.exclusive(() => this.undo(measureId, actor));
  }

  private async undo(measureId: string, actor: string): Promise<void> {
    await this.loading;
    const day = this.day;
    const m = day.measure(measureId);
    if (!m || !(await markUndone(this.opts.db, measureId, actor))) throw new LiveInputError('live.error.nothingToUndo');
    day.removeMeasure(measureId);
    this.refresh();
    const i = day.indexOf(m.stored.runId);
    const plan = day.plan.runs[i];
    await this.history(i, 'undo', {
      reasonId: m.stored.reasonId, comment: '', details: `↶ ${measureDetails(plan, m.stored, m.vehicles)}`, measureId,
    }, actor, day);
    for (const l of this.undoListeners) l({ measureId, runId: m.stored.runId, type: m.summary.type, actor });
  }

  /** Listeners of measures taken (issue 14: connections, passenger information); they must not throw. */
  onMeasureTaken(listener: (e: MeasureTaken) => void): () => void {
    this.takenListeners.add(listener);
    return () => this.takenListeners.delete(listener);
  }

  /** Listeners of undone measures (the situation report's timeline); they must not throw. */
  onMeasureUndone(listener: (e: MeasureUndone) => void): () => void {
    this.undoListeners.add(listener);
    return () => this.undoListeners.delete(listener);
  }

  updateComment(runId: string, comment: string, actor: string): Promise<LiveRow> {
    return this.exclusive(() => this.comment(runId, comment, actor));
  }

  private async comment(runId: string, comment: string, actor: string): Promise<LiveRow> {
    await this.loading;
    const text = comment.trim();
    if (text.length > MAX_COMMENT) throw new LiveInputError('live.error.commentTooLong', { max: MAX_COMMENT });
    const i = this.target(runId);
    const day = this.day;
    await saveNote(this.opts.db, runId, day.operatingDay, text, actor);
    day.setComment(i, text);
    this.refresh();
    await this.history(i, 'comment', { comment: text }, actor, day);
    return day.row(i);
  }

  /**
   * A write on the current day, after the writes before it (the demo control's disruptions): the
   * day is advanced to now before and after, the changed rows go out with the next tick.
   */
  withCurrentDay<T>(fn: (day: LiveDay) => Promise<T> | T): Promise<T> {
    return this.exclusive(async () => {
      await this.loading;
      this.refresh();
      const result = await fn(this.day);
      this.refresh();
      return result;
    });
  }

  conflicts(): ConflictService {
    return this.conflictTracker;
  }

  /** A loaded day (the current one, the day before still under way, or one loaded by ensureDay). */
  liveDayOf(date?: string): LiveDay | null {
    return this.dayOf(date);
  }

  /** The day before while its runs are still under way after the rollover, else null (GTFS-RT feeds). */
  tailDay(): LiveDay | null {
    return this.tail?.day ?? null;
  }

  /** The current day as it is now (reads of the demo control). */
  currentLiveDay(): LiveDay {
    return this.day;
  }

  /** Fixes of a real feed (ignored while the simulator drives the runs). */
  ingest(locations: readonly VehicleLocation[]): { used: number; ignored: number } {
    if (this.simulate || this.loading) return { used: 0, ignored: locations.length };
    return this.day.ingest(locations);
  }

  // ---- vehicles and history ---------------------------------------------------------------------

  /** Vehicles taken out of service through the vehicles resource make their runs outOfService. */
  private watchVehicles(): void {
    const it = this.opts.pubsub.subscribe<ResourceChange>(RESOURCE_CHANGED);
    this.vehicleWatch = it;
    void (async () => {
      for (;;) {
        const r = await it.next();
        if (r.done) return;
        if (INFRASTRUCTURE_RESOURCES.includes(r.value.resource)) {
          await this.conflictTracker.reloadInfrastructure().catch((e: unknown) => this.opts.log.error(e, 'live engine: reloading the infrastructure failed'));
          continue;
        }
        if (r.value.resource !== 'Vehicle') continue;
        const status = r.value.operation === 'delete' ? 'outOfService' : await vehicleStatus(this.opts.services, r.value.id);
        if (status !== null) this.day.setVehicleStatus(r.value.id, status);
      }
    })().catch((e: unknown) => this.opts.log.error(e, 'live engine: vehicle watch failed'));
  }

  /** A row of the change history; a failure is logged, the measure stays in effect. */
  private async history(i: number, action: ChangeAction, fields: Partial<ChangeRow>, actor: string, day: LiveDay): Promise<void> {
    if (i < 0) return;
    try {
      await writeChange(this.opts.services, changeRow(day.plan.runs[i], day.operatingDay, action, { ...fields, timetableVersionId: day.plan.versionId }), actor);
    } catch (e) {
      this.opts.log.error(e, 'live engine: writing the change history failed');
    }
  }

  // ---- publishing ------------------------------------------------------------------------------

  onPositions(listener: (batch: PositionBatch) => void): () => void {
    this.positionListeners.add(listener);
    return () => this.positionListeners.delete(listener);
  }

  onRunsChanged(listener: (change: RunsChanged) => void): () => void {
    this.runListeners.add(listener);
    return () => this.runListeners.delete(listener);
  }

  private publishPositions(): void {
    const batch: PositionBatch = { operatingDay: this.day.operatingDay, publishedAt: Date.now(), positions: this.positions() };
    this.opts.pubsub.publish(POSITIONS_TOPIC, batch);
    for (const l of this.positionListeners) l(batch);
  }

  private publishRuns(reset: boolean): void {
    if (!reset && this.pending.size === 0) return;
    const runs = reset ? [] : [...this.pending].map((i) => this.day.row(i) as RunRow);
    this.pending.clear();
    this.publishChange({ operatingDay: this.day.operatingDay, publishedAt: Date.now(), reset, runs });
  }

  private publishChange(change: RunsChanged): void {
    this.opts.pubsub.publish(RUNS_TOPIC, change);
    for (const l of this.runListeners) l(change);
  }

  private async snapshot(): Promise<void> {
    for (const day of this.tail ? [this.tail.day, this.day] : [this.day]) await this.snapshotDay(day);
  }

  private async snapshotDay(day: LiveDay): Promise<void> {
    if (!day.unsaved.size) return;
    const states = [...day.unsaved].map((i) => ({ runId: day.plan.runs[i].id, snapshot: day.snapshot(i) }));
    day.unsaved.clear();
    try {
      await saveRunStates(this.opts.db, day.operatingDay, states);
    } catch (e) {
      this.opts.log.error(e, 'live engine: saving run states failed');
      for (const s of states) day.unsaved.add(day.indexOf(s.runId));
    }
  }
}

/** Whether any run of the day has still to run or is running (cancelled runs aside). */
function underway(day: LiveDay): boolean {
  return day.states.some((s, i) => s.phase !== 'finished' && !day.effects[i].cancelled);
}

function toLiveMeasure(rec: MeasureRecord): LiveMeasure {
  const s = rec.measure;
  const summary: NamedMeasure = {
    id: s.id,
    type: s.type,
    rerouteKind: s.type === 'reroute' ? s.rerouteKind ?? 'divert' : null,
    reasonId: s.reasonId,
    reasonName: rec.reasonNames.de,
    reasonNames: rec.reasonNames,
    comment: s.comment,
    createdBy: s.createdBy,
    createdAt: s.createdAt,
  };
  return { stored: s, summary, reasonNames: rec.reasonNames, vehicles: rec.vehicles };
}

export function createLiveEngine(opts: LiveEngineOptions): LiveEngine {
  return new LiveEngine(opts);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live engine (server/operations/index.ts): the demo control and tests reach it here. */
    liveEngine: LiveEngine;
  }
}
