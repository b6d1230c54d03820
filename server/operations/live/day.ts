/**
 * One operating day in memory (no database, no timers): the runs, the measures in effect, the
 * simulated (or fed) state of every run at the day's current time, and change detection.
 * The engine (engine.ts) owns one LiveDay and drives it once per second.
 */
import type { RunPhase, RunPosition, RunStatus, RunStop } from '../../../src/shared/operations/types';
import type { DayLine, DayRoute, DayStop, DayTimetable, RunQuery, VehicleLocation } from '../types';
import { applyDisruptions, runsConcerned, toDayDisruption, type DayDisruption, type Disruption, type RunDisruption } from './disruptions';
import { effectsOf, noEffects } from './effects';
import { applyFix, feedTimeout, matchRun, newTrack, type FeedIndex, type FeedTrack } from './feed';
import { pointAt } from './geometry';
import { UNAVAILABLE_VEHICLE_STATES } from './measures';
import type { AssignedVehicle, LiveMeasure, RunEffects, RunState } from './model';
import { buildDayPlan, emptyDayPlan, type DayPlan } from './plan';
import { filterAndSort, listKey, pageOf } from './query';
import { fleetForNetwork, rosterRuns, type FleetVehicle, type NetworkOfVersion } from './roster';
import { buildRow, buildStops, KEY_SIZE, shownDelay, statusOf, updateChangeKey, type LiveRow, type RowContext } from './rows';
import { forecastInto, initialState, simulateState } from './state';
import { availabilityDelay, endTime, newTimeline, runFromStart, startDelay, type Timeline } from './timeline';
import { serviceDayZero } from './time';

/** A run as a measure preview would leave it (LiveDay.previewMeasure). */
export interface PreviewRun {
  stops: RunStop[];
  delayS: number;
  status: RunStatus;
  cancelled: boolean;
  phase: RunPhase;
}

function sameStops(a: readonly RunStop[], b: readonly RunStop[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.expectedArrival !== y.expectedArrival || x.expectedDeparture !== y.expectedDeparture || x.skipped !== y.skipped || x.passed !== y.passed) return false;
  }
  return true;
}

export interface LiveDayOptions {
  seed: string;
  /** Simulated reality (true) or a real feed drives the runs (false). */
  simulate: boolean;
  tz: string;
  /** The fleet (vehicles resource) when the day is built: the runs' default vehicles (roster.ts). */
  fleet?: readonly FleetVehicle[];
}

/** What the engine persists per run (op_run_state), enough to restore a feed-driven run. */
export interface RunSnapshot {
  state: RunState;
  /** Feed only: the actual delays recorded so far and the last fix. */
  known?: { arr: (number | null)[]; dep: (number | null)[] };
  track?: FeedTrack;
}

const toJson = (a: Float64Array) => Array.from(a, (x) => (Number.isFinite(x) ? Math.round(x) : null));
const fromJson = (a: (number | null)[] | undefined, n: number) => Float64Array.from({ length: n }, (_, i) => (typeof a?.[i] === 'number' ? (a[i] as number) : NaN));

/** The trips' vehicle types and the stops' station ids of the version a day runs on. */
function networkOf(tt: DayTimetable): NetworkOfVersion {
  const stationIds = new Set<string>();
  for (const stop of tt.stops.values()) if (stop.stationId) stationIds.add(String(stop.stationId));
  return { tripVehicleTypes: new Set(tt.trips.map((t) => t.vehicleType).filter(Boolean)), stationIds };
}

export class LiveDay {
  readonly plan: DayPlan;
  readonly zeroMs: number;
  readonly weekend: boolean;
  readonly effects: RunEffects[];
  /** The vehicles the roster gives each run (null: none); a vehicle assignment overrides them. */
  readonly rostered: (AssignedVehicle[] | null)[];
  /** Simulated: the actual timeline of each run. Feed: the actual delays recorded so far. */
  readonly actual: Timeline[];
  readonly states: RunState[];
  /** Forecast delay at the start, and the forecast (or actual) end of each run (absolute s, NaN: none). */
  readonly fcStart: Float64Array;
  readonly fcEnd: Float64Array;
  /** Change keys (KEY_SIZE integers per run) and per-run revisions of measures, vehicles, comment. */
  private readonly keys: Int32Array;
  private readonly rev: Int32Array;
  private readonly checkContext: RowContext;
  private readonly updatedAt: string[];
  private readonly tracks: FeedTrack[] | null;
  /** Per circulation: position of the first run not finished, and how far the last walk went. */
  private readonly cur: Int32Array;
  private readonly walkEnd: Int32Array;
  private readonly dirty = new Set<number>();
  private readonly affecting = new Map<number, LiveMeasure[]>();
  private readonly measureRuns = new Map<string, number[]>();
  private readonly notes = new Map<number, string>();
  private readonly vehicleStatus = new Map<string, string>();
  /** Demo disruptions of the day (disruptions.ts), those concerning each run, and runs whose vehicle is missing. */
  private demo: DayDisruption[] = [];
  private readonly demoByRun = new Map<number, RunDisruption[]>();
  private readonly missing = new Map<number, DayDisruption[]>();
  private readonly scratch: Timeline;
  private feedIndex: FeedIndex | null = null;
  /** Runs whose state changed since the last snapshot. */
  readonly unsaved = new Set<number>();
  /** The timetable's stops, lines and routes (demo control: sections, names). */
  readonly network: { stops: ReadonlyMap<string, DayStop>; lines: ReadonlyMap<string, DayLine>; routes: ReadonlyMap<string, DayRoute> };
  /** Service-day seconds and epoch ms of the last advance. */
  t = -Infinity;
  nowMs = 0;
  private rowsCache: { at: number; rows: LiveRow[] } | null = null;
  /** Sorted lists of the current rows by filter and sort (paging through a list costs nothing). */
  private listCache: { rows: LiveRow[]; lists: Map<string, LiveRow[]> } | null = null;

  constructor(tt: DayTimetable | null, operatingDay: string, readonly opts: LiveDayOptions) {
    this.plan = tt ? buildDayPlan(tt, { seed: opts.seed, simulate: opts.simulate }) : emptyDayPlan(operatingDay);
    this.network = { stops: tt?.stops ?? new Map(), lines: tt?.lines ?? new Map(), routes: tt?.routes ?? new Map() };
    this.zeroMs = serviceDayZero(operatingDay, opts.tz);
    const wd = new Date(`${operatingDay}T12:00:00Z`).getUTCDay();
    this.weekend = wd === 0 || wd === 6;
    const runs = this.plan.runs;
    // Only vehicles of this version's network are rostered (fleetForNetwork); the others get none.
    this.rostered = rosterRuns(this.plan, tt ? fleetForNetwork(opts.fleet ?? [], networkOf(tt)) : []);
    this.effects = runs.map((p, i) => noEffects(p, this.rostered[i]));
    for (const v of opts.fleet ?? []) this.vehicleStatus.set(v.id, v.status);
    this.actual = runs.map((p) => newTimeline(p.stops.length));
    this.states = runs.map((p) => initialState(p));
    this.fcStart = new Float64Array(runs.length);
    this.fcEnd = new Float64Array(runs.length).fill(NaN);
    this.keys = new Int32Array(runs.length * KEY_SIZE).fill(-1_000_000);
    this.rev = new Int32Array(runs.length);
    this.updatedAt = runs.map(() => new Date(this.zeroMs).toISOString());
    this.tracks = opts.simulate ? null : runs.map(() => newTrack());
    this.cur = new Int32Array(this.plan.circulations.length);
    this.walkEnd = new Int32Array(this.plan.circulations.length);
    this.scratch = newTimeline(runs.reduce((n, r) => Math.max(n, r.stops.length), 1));
    this.checkContext = this.context(0);
    if (opts.simulate) for (let c = 0; c < this.plan.circulations.length; c++) this.simulateCirculation(c, 0);
    for (let c = 0; c < this.plan.circulations.length; c++) this.dirty.add(c);
  }

  get operatingDay(): string {
    return this.plan.operatingDay;
  }

  get size(): number {
    return this.plan.runs.length;
  }

  indexOf(runId: string): number {
    return this.plan.byId.get(runId) ?? -1;
  }

  // ---- measures, comments, vehicles ------------------------------------------------------------

  /** The runs a measure applies to: the run, and for a whole-circulation assignment its successors. */
  affectedRuns(run: number, m: LiveMeasure): number[] {
    const out = [run];
    if (m.stored.type === 'assignVehicle' && m.stored.wholeCirculation) {
      for (let i = this.plan.runs[run].next; i >= 0; i = this.plan.runs[i].next) out.push(i);
    }
    return out;
  }

  /** Puts a measure into effect (also used to replay the stored measures on start). */
  addMeasure(m: LiveMeasure): void {
    const run = this.indexOf(m.stored.runId);
    if (run < 0) return;
    const runs = this.affectedRuns(run, m);
    this.measureRuns.set(m.summary.id, runs);
    for (const r of runs) {
      const list = this.affecting.get(r) ?? [];
      list.push(m);
      list.sort((a, b) => Number(a.summary.id) - Number(b.summary.id));
      this.affecting.set(r, list);
    }
    this.recompute(runs);
  }

  removeMeasure(id: string): boolean {
    const runs = this.measureRuns.get(id);
    if (!runs) return false;
    this.measureRuns.delete(id);
    for (const r of runs) {
      const list = (this.affecting.get(r) ?? []).filter((m) => m.summary.id !== id);
      if (list.length) this.affecting.set(r, list);
      else this.affecting.delete(r);
    }
    this.recompute(runs);
    return true;
  }

  measure(id: string): LiveMeasure | null {
    const runs = this.measureRuns.get(id);
    if (!runs) return null;
    return this.affecting.get(runs[0])?.find((m) => m.summary.id === id) ?? null;
  }

  measuresOf(run: number): LiveMeasure[] {
    return this.affecting.get(run) ?? [];
  }

  setComment(run: number, comment: string): void {
    if (comment) this.notes.set(run, comment);
    else this.notes.delete(run);
    this.rev[run]++;
    this.dirty.add(this.plan.circulationOf[run]);
    this.rowsCache = null;
  }

  comment(run: number): string {
    return this.notes.get(run) ?? '';
  }

  /** A vehicle's operational status changed (vehicles resource): runs using it may become outOfService. */
  setVehicleStatus(vehicleId: string, status: string): void {
    if (this.vehicleStatus.get(vehicleId) === status) return;
    this.vehicleStatus.set(vehicleId, status);
    this.plan.runs.forEach((_, i) => {
      if (!this.effects[i].vehicles?.some((v) => v.id === vehicleId)) return;
      this.rev[i]++;
      this.dirty.add(this.plan.circulationOf[i]);
    });
    this.rowsCache = null;
  }

  vehicleUnavailable(run: number): boolean {
    const v = this.effects[run]?.vehicles;
    if (v && v.some((x) => UNAVAILABLE_VEHICLE_STATES.includes(this.vehicleStatus.get(x.id) ?? ''))) return true;
    // A vehicle failure took the circulation's vehicle out of service, until one is assigned.
    const missing = this.missing.get(run);
    if (!missing || this.effects[run].measures.some((m) => m.stored.type === 'assignVehicle')) return false;
    return missing.some((x) => this.t >= x.start && this.t < x.missingUntil);
  }

  /** Puts the day's demo disruptions into effect (replacing the previous list); see disruptions.ts. */
  setDisruptions(list: readonly Disruption[]): void {
    const before = [...this.demoByRun.keys()];
    this.demo = list.filter((d) => d.operatingDay === this.operatingDay).map((d) => toDayDisruption(d, this.zeroMs));
    this.demoByRun.clear();
    this.missing.clear();
    for (const x of this.demo) {
      for (const { run, seg } of runsConcerned(x, this.plan.runs, this.plan.byId, this.network.routes)) {
        this.demoByRun.set(run, [...(this.demoByRun.get(run) ?? []), { x, seg }]);
        if (x.d.kind === 'vehicleFailure' && x.d.outOfService) this.missing.set(run, [...(this.missing.get(run) ?? []), x]);
      }
    }
    const affected = new Set([...before, ...this.demoByRun.keys()]);
    if (affected.size) this.recompute([...affected]);
  }

  get disruptions(): readonly DayDisruption[] {
    return this.demo;
  }

  private recompute(runs: number[]): void {
    const firstByCirc = new Map<number, number>();
    for (const r of runs) {
      this.effects[r] = effectsOf(this.plan.runs[r], this.measuresOf(r), this.rostered[r]);
      const demo = this.demoByRun.get(r);
      if (demo) applyDisruptions(this.plan.runs[r], this.effects[r], demo);
      this.rev[r]++;
      const c = this.plan.circulationOf[r];
      const pos = this.plan.circulations[c].indexOf(r);
      firstByCirc.set(c, Math.min(firstByCirc.get(c) ?? pos, pos));
    }
    for (const [c, pos] of firstByCirc) {
      if (this.opts.simulate) this.simulateCirculation(c, pos);
      // A cancellation or undo may reopen runs before the cursor: walk the circulation from the start.
      this.cur[c] = 0;
      this.dirty.add(c);
    }
    this.feedIndex = null;
    this.rowsCache = null;
  }

  /** Recomputes the whole simulated day (after the plans' disturbances were changed, e.g. in tests). */
  resimulate(): void {
    for (let c = 0; c < this.plan.circulations.length; c++) {
      if (this.opts.simulate) this.simulateCirculation(c, 0);
      this.cur[c] = 0;
      this.dirty.add(c);
    }
    this.rowsCache = null;
  }

  /** The simulated reality of a circulation from position `from` on (predecessor's end + turnaround). */
  private simulateCirculation(c: number, from: number): void {
    const g = this.plan.circulations[c];
    for (let k = from; k < g.length; k++) {
      const i = g[k];
      const p = this.plan.runs[i];
      const prevEnd = k > 0 ? endTime(this.plan.runs[g[k - 1]], this.effects[g[k - 1]], this.actual[g[k - 1]]) : NaN;
      runFromStart(p, this.effects[i], availabilityDelay(p, prevEnd), p.disturbances, this.actual[i]);
    }
  }

  // ---- time ------------------------------------------------------------------------------------

  /** Moves the day to an instant; returns the runs whose visible state changed. */
  advance(nowMs: number): number[] {
    const t = (nowMs - this.zeroMs) / 1000;
    const back = t < this.t;
    this.t = t;
    this.nowMs = nowMs;
    this.rowsCache = null;
    const changed: number[] = [];
    for (let c = 0; c < this.plan.circulations.length; c++) {
      const full = back || this.dirty.has(c);
      if (full) this.cur[c] = 0;
      this.walk(c, full, changed);
    }
    this.dirty.clear();
    return changed;
  }

  /**
   * Updates the runs of a circulation from its first unfinished run on, carrying the forecast end
   * of each run into the next one's start. Stops once a planned run is not held up by its
   * predecessor and the last walk went no further: everything after it is as planned.
   */
  private walk(c: number, full: boolean, changed: number[]): void {
    const g = this.plan.circulations[c];
    const t = this.t;
    let k = this.cur[c];
    let prevEnd = k > 0 ? this.fcEnd[g[k - 1]] : NaN;
    const stopAfter = full ? g.length : this.walkEnd[c];
    // The first run from which on everything is as planned (what the next walk must reach).
    let quietFrom = -1;
    for (; k < g.length; k++) {
      const i = g[k];
      const p = this.plan.runs[i];
      const e = this.effects[i];
      const st = this.states[i];
      const avail = availabilityDelay(p, prevEnd);
      const fs = startDelay(p, e, avail, null, t);
      this.fcStart[i] = fs;
      if (this.opts.simulate) simulateState(p, e, this.actual[i], t, fs, st);
      else feedTimeout(p, e, st, t, fs);
      this.fcEnd[i] = this.endOf(i);
      prevEnd = this.fcEnd[i];
      this.check(i, changed);
      if (st.phase === 'finished' && k === this.cur[c]) this.cur[c] = k + 1;
      const quiet = st.phase === 'planned' && avail <= 0 && t < p.dep[0];
      if (!quiet) quietFrom = -1;
      else if (quietFrom < 0) quietFrom = k;
      if (quiet && k >= stopAfter) break;
    }
    this.walkEnd[c] = quietFrom >= 0 ? quietFrom : g.length - 1;
  }

  /** Forecast end of a run (actual once finished), absolute seconds; NaN when cancelled. */
  private endOf(i: number): number {
    const p = this.plan.runs[i];
    const e = this.effects[i];
    const st = this.states[i];
    if (e.cancelled) return NaN;
    if (st.phase === 'finished') {
      if (this.opts.simulate) return endTime(p, e, this.actual[i]);
      const d = this.actual[i].dArr[e.lastServed];
      return p.arr[e.lastServed] + (Number.isFinite(d) ? d : Math.max(0, st.delayS));
    }
    forecastInto(p, e, st, this.t, this.actual[i], this.scratch);
    return p.arr[e.lastServed] + this.scratch.dArr[e.lastServed];
  }

  private context(i: number, into?: RowContext): RowContext {
    const ctx = into ?? ({} as RowContext);
    ctx.t = this.t;
    ctx.operatingDay = this.operatingDay;
    ctx.weekend = this.weekend;
    ctx.comment = this.notes.get(i) ?? '';
    ctx.vehicleUnavailable = this.vehicleUnavailable(i);
    ctx.reportedOccupancy = this.tracks ? this.tracks[i]?.occupancy ?? null : null;
    ctx.updatedAt = this.updatedAt[i] ?? '';
    return ctx;
  }

  private check(i: number, changed: number[]): void {
    const ctx = this.context(i, this.checkContext);
    if (!updateChangeKey(this.plan.runs[i], this.effects[i], this.states[i], ctx, this.rev[i], this.keys, i * KEY_SIZE)) return;
    this.updatedAt[i] = new Date(this.nowMs).toISOString();
    changed.push(i);
    this.unsaved.add(i);
  }

  // ---- reads -----------------------------------------------------------------------------------

  row(i: number): LiveRow {
    return buildRow(this.plan.runs[i], this.effects[i], this.states[i], this.context(i));
  }

  /** Every row at the current time (built once per advance). */
  rows(): LiveRow[] {
    if (this.rowsCache?.at === this.t) return this.rowsCache.rows;
    const rows = this.plan.runs.map((_, i) => this.row(i));
    this.rowsCache = { at: this.t, rows };
    return rows;
  }

  /** Filtered, sorted and paged rows (the sorted list is kept while the rows stay the same). */
  query(q: RunQuery): { rows: LiveRow[]; total: number } {
    const rows = this.rows();
    if (this.listCache?.rows !== rows) this.listCache = { rows, lists: new Map() };
    const key = listKey(q);
    let sorted = this.listCache.lists.get(key);
    if (!sorted) {
      sorted = filterAndSort(rows, q);
      if (this.listCache.lists.size >= 32) this.listCache.lists.clear();
      this.listCache.lists.set(key, sorted);
    }
    return pageOf(sorted, q);
  }

  stops(i: number): RunStop[] {
    const p = this.plan.runs[i];
    const fc = newTimeline(p.stops.length);
    forecastInto(p, this.effects[i], this.states[i], this.t, this.actual[i], fc);
    return buildStops(p, this.effects[i], this.states[i], fc);
  }

  /**
   * What a measure would do, on scratch copies (a preview: nothing of the day changes): the runs
   * it concerns and their circulations' later runs get the measure's effects and a fresh forecast
   * from the current state, as the engine would compute it after taking the measure; the walk
   * stops at the first later run whose forecast stays as it is. Returns the runs whose stops,
   * delay or status would differ, with their stops as Query.run would answer them.
   */
  previewMeasure(m: LiveMeasure): Map<number, PreviewRun> {
    const out = new Map<number, PreviewRun>();
    const run = this.indexOf(m.stored.runId);
    if (run < 0) return out;
    const runs = this.affectedRuns(run, m);
    const effects = new Map<number, RunEffects>();
    const firstByCirc = new Map<number, number>();
    for (const r of runs) {
      const e = effectsOf(this.plan.runs[r], [...this.measuresOf(r), m], this.rostered[r]);
      const demo = this.demoByRun.get(r);
      if (demo) applyDisruptions(this.plan.runs[r], e, demo);
      effects.set(r, e);
      const c = this.plan.circulationOf[r];
      const pos = this.plan.circulations[c].indexOf(r);
      firstByCirc.set(c, Math.min(firstByCirc.get(c) ?? pos, pos));
    }
    for (const [c, from] of firstByCirc) {
      const g = this.plan.circulations[c];
      let prevEnd = from > 0 ? this.fcEnd[g[from - 1]] : NaN;
      for (let k = from; k < g.length; k++) {
        const i = g[k];
        const p = this.plan.runs[i];
        const e = effects.get(i) ?? this.effects[i];
        const st: RunState = { ...this.states[i] };
        if (st.phase === 'planned') {
          // As walk() does: the start delay follows the predecessor's forecast end.
          const fs = startDelay(p, e, availabilityDelay(p, prevEnd), null, this.t);
          st.delayS = e.cancelled ? 0 : Math.max(fs, this.t - p.dep[0]);
        }
        const fc = newTimeline(p.stops.length);
        forecastInto(p, e, st, this.t, this.actual[i], fc);
        const end = st.phase === 'finished' ? this.fcEnd[i] : e.cancelled ? NaN : p.arr[e.lastServed] + fc.dArr[e.lastServed];
        const stops = st.phase === 'finished' && !effects.has(i) ? null : buildStops(p, e, st, fc);
        const delayS = e.cancelled ? 0 : shownDelay(e, st);
        const status = statusOf(e, st, this.vehicleUnavailable(i));
        const before = this.row(i);
        const same = stops !== null && before.delayS === delayS && before.status === status && sameStops(stops, this.stops(i));
        if (stops && (!same || effects.has(i))) out.set(i, { stops, delayS, status, cancelled: e.cancelled, phase: st.phase });
        prevEnd = end;
        // Later runs start from this run's end: once one is unchanged, so is the rest.
        if (k > from && !effects.has(i) && (same || stops === null)) break;
      }
    }
    return out;
  }

  /** Every running train (the first unfinished run of each circulation is the only one that can run). */
  positions(): RunPosition[] {
    const out: RunPosition[] = [];
    const g = this.plan.circulations;
    for (let c = 0; c < g.length; c++) {
      for (let k = this.cur[c]; k < g[c].length; k++) {
        const i = g[c][k];
        const st = this.states[i];
        if (st.phase === 'planned') break;
        if (st.phase !== 'running' || this.effects[i].cancelled) continue;
        const p = this.plan.runs[i];
        const pt = pointAt(p.geometry, st.km);
        out.push({
          id: p.id,
          lineId: p.trip.lineId,
          lat: Math.round(pt.lat * 1e6) / 1e6,
          lon: Math.round(pt.lon * 1e6) / 1e6,
          bearing: pt.bearing,
          delayS: shownDelay(this.effects[i], st),
          moving: st.moving,
          status: statusOf(this.effects[i], st, this.vehicleUnavailable(i)),
        });
      }
    }
    return out;
  }

  // ---- real feed -------------------------------------------------------------------------------

  private index(): FeedIndex {
    if (this.feedIndex) return this.feedIndex;
    const byTrain = new Map<string, number[]>();
    const byVehicle = new Map<string, number[]>();
    this.plan.runs.forEach((p, i) => {
      byTrain.set(p.trip.trainNumber, [...(byTrain.get(p.trip.trainNumber) ?? []), i]);
      for (const v of this.effects[i].vehicles ?? []) byVehicle.set(v.number, [...(byVehicle.get(v.number) ?? []), i]);
    });
    this.feedIndex = { byId: this.plan.byId, byTrain, byVehicle };
    return this.feedIndex;
  }

  /** Applies fixes of a real feed; returns how many were matched and used. */
  ingest(locations: readonly VehicleLocation[]): { used: number; ignored: number } {
    if (!this.tracks) return { used: 0, ignored: locations.length };
    let used = 0;
    const index = this.index();
    for (const loc of locations) {
      const t = (loc.at - this.zeroMs) / 1000;
      const i = matchRun(loc, index, this.plan.runs, this.states, t);
      if (i < 0 || !applyFix(this.plan.runs[i], this.effects[i], this.states[i], this.tracks[i], this.actual[i], loc, t)) continue;
      used++;
      // The vehicle has moved on: earlier runs of its circulation are over.
      for (let j = this.plan.runs[i].prev; j >= 0; j = this.plan.runs[j].prev) {
        if (this.states[j].phase === 'finished') break;
        this.states[j].phase = 'finished';
        this.states[j].moving = false;
      }
      this.dirty.add(this.plan.circulationOf[i]);
    }
    this.rowsCache = null;
    return { used, ignored: locations.length - used };
  }

  // ---- persistence -----------------------------------------------------------------------------

  snapshot(i: number): RunSnapshot {
    const snap: RunSnapshot = { state: { ...this.states[i] } };
    if (this.tracks) {
      snap.known = { arr: toJson(this.actual[i].dArr), dep: toJson(this.actual[i].dDep) };
      snap.track = { ...this.tracks[i], lastAt: Number.isFinite(this.tracks[i].lastAt) ? this.tracks[i].lastAt : -1e9 };
    }
    return snap;
  }

  /** Restores a feed-driven run's state (the simulated runs are recomputed instead). */
  restore(i: number, snap: RunSnapshot): void {
    if (!this.tracks || !snap.known || !snap.track) return;
    const n = this.plan.runs[i].stops.length;
    Object.assign(this.states[i], snap.state);
    this.actual[i].dArr.set(fromJson(snap.known.arr, n));
    this.actual[i].dDep.set(fromJson(snap.known.dep, n));
    Object.assign(this.tracks[i], snap.track);
    this.dirty.add(this.plan.circulationOf[i]);
  }
}
