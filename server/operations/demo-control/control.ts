/**
 * The demo control (docs/live-overview.md, "Demo control"): the simulation clock (speed, pause,
 * jump to a time of day; the setting kept in op_demo_clock) and the injected disruptions of the
 * current operating day (persisted in op_demo_disruptions, in effect through
 * LiveDay.setDisruptions, their start and early end written to the change history). Only while
 * the simulator drives the day: with a real vehicle-location feed every call is refused.
 */
import type { DisruptionView, SimulationView } from '../../../src/shared/operations/simulation';
import type { Queryable } from '../../db/types';
import { loadClockSetting, saveClockSetting, type ClockSetting } from './clockStore';
import type { LiveDay } from '../live/day';
import { adjacentOnLine, failureEndStop, isActive, type DayDisruption, type Disruption } from '../live/disruptions';
import { endDisruptionRow, insertDisruption } from '../live/disruptionStore';
import type { LiveEngine, LiveLog } from '../live/engine';
import { disruptionRow } from '../live/history';
import { writeChange, type Services } from '../live/lookups';
import { LiveInputError } from '../live/measures';
import { addDays, DAY_START_HOUR, localParts, localToEpoch } from '../live/time';
import { MAX_PER_PAGE } from '../../resources/list';
import { findProvocation } from '../conflicts/provoke';
import { demoText } from './messages';

/** Longest disruption, minutes. */
export const MAX_BLOCK_MINUTES = 720;
export const MAX_FAILURE_MINUTES = 240;
/** Clock speeds the page offers (the API takes any factor in (0, 3600]). */
export const DEMO_SPEEDS = [1, 2, 5, 10, 60] as const;

export interface BlockedSectionInput {
  lineId: string;
  fromStopId: string;
  toStopId: string;
  minutes: number;
}

export interface VehicleFailureInput {
  runId: string;
  minutes: number;
  outOfService: boolean;
}

export type { DisruptionView, SimulationView };

/** What "Konflikt provozieren" did: the two runs that now meet, and the conflict (null: the forecast avoided it). */
export interface ProvokedConflict {
  runIds: string[];
  trainNumbers: string[];
  conflictId: string | null;
}

/** The causes a provoked delay gives, the first active one found (else any active cause). */
const PROVOKE_CAUSES = ['FAHRGAST', 'VORLEISTUNG'];

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" or "HH:MM:SS" → seconds after midnight; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

/**
 * The instant of a local time of day within an operating day (start hour to start hour, 03:00 by
 * default): a time before the start hour is the night after the day's date.
 */
export function instantOfTimeOfDay(operatingDay: string, secondsOfDay: number, tz: string, startHour = DAY_START_HOUR): number {
  const h = Math.floor(secondsOfDay / 3600);
  const m = Math.floor((secondsOfDay % 3600) / 60);
  const date = h < startHour ? addDays(operatingDay, 1) : operatingDay;
  return localToEpoch(date, h, m, tz) + (secondsOfDay % 60) * 1000;
}

export function clockText(epochMs: number, tz: string, seconds = true): string {
  const p = localParts(epochMs, tz);
  return seconds ? `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : `${pad(p.hour)}:${pad(p.minute)}`;
}

function checkMinutes(minutes: number, max: number): void {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > max) throw new LiveInputError('demo.error.minutes', { max });
}

export class DemoControl {
  /** Clock settings are written one after the other, in the order they were made. */
  private clockWrites: Promise<void> = Promise.resolve();

  constructor(
    private readonly engine: LiveEngine,
    private readonly db: Queryable,
    /** The change history (DispatchChange) and where its failures are logged. */
    private readonly history: { services: Services; log: LiveLog },
  ) {}

  private requireSimulator(): void {
    if (!this.engine.simulate) throw new LiveInputError('demo.error.realFeed');
  }

  state(): SimulationView {
    this.requireSimulator();
    const { clock, tz } = this.engine;
    const day = this.engine.currentLiveDay();
    const now = clock.now();
    const t = (now - day.zeroMs) / 1000;
    return {
      simulator: true,
      operatingDay: day.operatingDay,
      now: new Date(now).toISOString(),
      clock: clockText(now, tz),
      speed: clock.speed,
      paused: clock.paused,
      disruptions: [...day.disruptions].reverse().map((x) => this.view(day, x, t)),
    };
  }

  private view(day: LiveDay, x: DayDisruption, t: number): DisruptionView {
    const d = x.d;
    const tz = this.engine.tz;
    const line = d.lineId ? day.network.lines.get(d.lineId) : undefined;
    const run = d.runId ? day.plan.runs[day.indexOf(d.runId)] : undefined;
    const name = (id: string | null) => (id ? day.network.stops.get(id)?.name ?? id : null);
    const failure = d.kind === 'vehicleFailure';
    // Out of service lasts until ended; otherwise the blocking or standing ends with its duration.
    const endMs = failure && d.outOfService ? d.endedAt : day.zeroMs + x.end * 1000;
    return {
      id: d.id,
      kind: d.kind,
      active: isActive(x, t),
      startsAt: new Date(d.startsAt).toISOString(),
      endsAt: endMs === null ? null : new Date(endMs).toISOString(),
      startClock: clockText(d.startsAt, tz, false),
      endClock: endMs === null ? null : clockText(endMs, tz, false),
      minutes: Math.round(d.durationS / 60),
      lineId: d.lineId ?? run?.trip.lineId ?? null,
      lineNumber: (line ?? run?.line)?.lineNumber ?? null,
      lineColor: (line ?? run?.line)?.color ?? null,
      lineTextColor: (line ?? run?.line)?.textColor ?? null,
      fromStopId: d.fromStopId,
      fromName: name(d.fromStopId),
      toStopId: d.toStopId,
      toName: name(d.toStopId),
      runId: d.runId,
      trainNumber: run?.trip.trainNumber ?? null,
      outOfService: d.outOfService,
      endStopName: name(d.endStopId),
      createdBy: d.createdBy,
      endedBy: d.endedBy,
    };
  }

  /**
   * Clock changes take effect at once: the day is advanced and published. The new setting is then
   * kept (speed, pause and a paused clock's instant; a running one starts from real time again
   * after a restart, as it did before it was ever changed).
   */
  private async clockChanged(): Promise<SimulationView> {
    this.engine.tick();
    const { clock } = this.engine;
    const setting: ClockSetting = { speed: clock.speed, paused: clock.paused, pausedAt: clock.paused ? clock.now() : null };
    this.clockWrites = this.clockWrites.catch(() => undefined).then(() => saveClockSetting(this.db, setting));
    await this.clockWrites;
    return this.state();
  }

  /** Before the engine starts (simulator only): the clock as it was last set, if ever. */
  async restoreClock(): Promise<void> {
    if (!this.engine.simulate) return;
    const s = await loadClockSetting(this.db);
    if (!s) return;
    this.engine.setSpeed(s.speed);
    if (s.paused && s.pausedAt !== null) {
      // Pause first: set() then pins the instant exactly.
      this.engine.pause();
      this.engine.clock.set(s.pausedAt);
    }
    this.history.log.info(`demo control: clock kept at ${s.speed}×${s.paused ? `, paused at ${new Date(s.pausedAt ?? 0).toISOString()}` : ''}`);
  }

  setSpeed(factor: number): Promise<SimulationView> {
    this.requireSimulator();
    if (!Number.isFinite(factor) || factor <= 0 || factor > 3600) throw new LiveInputError('demo.error.speed');
    this.engine.setSpeed(factor);
    return this.clockChanged();
  }

  pause(): Promise<SimulationView> {
    this.requireSimulator();
    this.engine.pause();
    return this.clockChanged();
  }

  resume(): Promise<SimulationView> {
    this.requireSimulator();
    this.engine.resume();
    return this.clockChanged();
  }

  /** Jumps to a local time of day ("HH:MM[:SS]") of the current operating day. */
  setTime(text: string): Promise<SimulationView> {
    this.requireSimulator();
    const seconds = parseTimeOfDay(text);
    if (seconds === null) throw new LiveInputError('demo.error.time', { time: text });
    this.engine.clock.set(instantOfTimeOfDay(this.engine.currentDay(), seconds, this.engine.tz, this.engine.dayStartHour));
    return this.clockChanged();
  }

  async injectBlockedSection(input: BlockedSectionInput, actor: string): Promise<DisruptionView> {
    this.requireSimulator();
    checkMinutes(input.minutes, MAX_BLOCK_MINUTES);
    return this.engine.withCurrentDay(async (day) => {
      const line = day.network.lines.get(input.lineId);
      if (!line) throw new LiveInputError('demo.error.unknownLine', { line: input.lineId });
      if (!adjacentOnLine(day.network.routes.values(), input.lineId, input.fromStopId, input.toStopId)) {
        const name = (id: string) => day.network.stops.get(id)?.name ?? id;
        throw new LiveInputError('demo.error.notAdjacent', { from: name(input.fromStopId), to: name(input.toStopId), line: line.lineNumber });
      }
      return this.add(day, {
        kind: 'blockedSection', lineId: input.lineId, fromStopId: input.fromStopId, toStopId: input.toStopId,
        runId: null, endStopId: null, outOfService: false, durationS: input.minutes * 60,
      }, actor);
    });
  }

  async injectVehicleFailure(input: VehicleFailureInput, actor: string): Promise<DisruptionView> {
    this.requireSimulator();
    checkMinutes(input.minutes, MAX_FAILURE_MINUTES);
    return this.engine.withCurrentDay(async (day) => {
      const i = day.indexOf(input.runId);
      if (i < 0) throw new LiveInputError('live.error.unknownRun', { run: input.runId });
      const plan = day.plan.runs[i];
      const st = day.states[i];
      if (st.phase !== 'running' || day.effects[i].cancelled) throw new LiveInputError('demo.error.notRunning', { train: plan.trip.trainNumber });
      const t = day.t;
      if (day.disruptions.some((x) => x.d.kind === 'vehicleFailure' && x.d.runId === plan.id && isActive(x, t))) {
        throw new LiveInputError('demo.error.alreadyFailed', { train: plan.trip.trainNumber });
      }
      // Where it stands when it fails (for the change history): at a stop or between two.
      const where = st.atStop || st.at + 1 >= plan.stops.length
        ? plan.stops[st.at].name
        : `${plan.stops[st.at].name} → ${plan.stops[st.at + 1].name}`;
      return this.add(day, {
        kind: 'vehicleFailure', lineId: null, fromStopId: null, toStopId: null, runId: plan.id,
        endStopId: input.outOfService ? failureEndStop(plan, day.effects[i], st.at) : null,
        outOfService: input.outOfService, durationS: input.minutes * 60,
      }, actor, where);
    });
  }

  private async add(
    day: LiveDay, fields: Omit<Disruption, 'id' | 'operatingDay' | 'startsAt' | 'createdBy' | 'createdAt' | 'endedAt' | 'endedBy'>, actor: string,
    where = '',
  ) {
    // Starts now (the day was just advanced to now): the replay after a restart gives the same effect.
    const startsAt = day.nowMs || this.engine.clock.now();
    const d = await insertDisruption(this.db, { ...fields, operatingDay: day.operatingDay, startsAt, createdBy: actor });
    day.setDisruptions([...day.disruptions.map((x) => x.d), d]);
    const x = day.disruptions.find((y) => y.d.id === d.id)!;
    const view = this.view(day, x, day.t);
    await this.writeHistory(view, d, false, where, actor);
    return view;
  }

  /**
   * A row of the change history for the start or the early end of a disruption; a failure is
   * logged, the disruption stays in effect (as for measures).
   */
  private async writeHistory(v: DisruptionView, d: Disruption, ended: boolean, where: string, actor: string): Promise<void> {
    const tz = this.engine.tz;
    const section = d.kind === 'blockedSection';
    const row = disruptionRow({
      kind: d.kind,
      ended,
      operatingDay: d.operatingDay,
      runId: section ? `disruption:${d.id}` : d.runId ?? '',
      trainNumber: v.trainNumber ?? '',
      lineNumber: v.lineNumber ?? '',
      where: section ? `${v.fromName ?? ''} ↔ ${v.toName ?? ''}` : where,
      from: clockText(d.startsAt, tz, false),
      to: clockText(ended && d.endedAt !== null ? d.endedAt : d.startsAt + d.durationS * 1000, tz, false),
      endStop: v.endStopName,
      timetableVersionId: this.engine.timetableOf(d.operatingDay),
    });
    try {
      await writeChange(this.history.services, row, actor);
    } catch (e) {
      this.history.log.error(e, 'demo control: writing the change history failed');
    }
  }

  /**
   * Delays a train so that it meets an opposing one on a single-track section outside a crossing
   * station (conflicts/provoke.ts picks the pair from the current conflict-free forecast): a real
   * delay measure, undone like any other.
   */
  async provokeConflict(actor: string): Promise<ProvokedConflict> {
    this.requireSimulator();
    const tracker = this.engine.conflictTracker;
    const day = this.engine.currentLiveDay();
    this.engine.tick();
    const p = findProvocation(tracker.runs(), tracker.infrastructure, day.t, tracker.list());
    if (!p) throw new LiveInputError('demo.error.noConflictPair');
    const i = day.indexOf(p.runId);
    const point = tracker.run(p.runId)?.points[p.point];
    if (i < 0 || point?.stopIndex === undefined) throw new LiveInputError('demo.error.noConflictPair');
    // The delay measure's floor: the delay at that stop's departure that puts the train there shiftS later.
    const delayS = Math.round(point.dep + p.shiftS - day.plan.runs[i].dep[point.stopIndex]);
    const reasonId = await this.demoCause();
    await this.engine.applyMeasure({ runId: p.runId, type: 'delay', reasonId, comment: demoText('de', 'demo.conflictComment'), delayS }, actor);
    const section = `:section:${p.sectionKey}:`;
    const conflict = tracker.list().find((c) => c.kind === 'singleTrack' && c.id.includes(section) && c.runIds.includes(p.runId) && c.runIds.includes(p.otherId));
    const trainOf = (id: string) => tracker.run(id)?.trainNumber ?? '';
    return { runIds: [p.runId, p.otherId], trainNumbers: [trainOf(p.runId), trainOf(p.otherId)], conflictId: conflict?.id ?? null };
  }

  private async demoCause(): Promise<string> {
    const rows = (await this.history.services.get('DisruptionCause')?.list({ page: 0, perPage: MAX_PER_PAGE, sortField: 'id', sortOrder: 'ASC' })) ?? [];
    const active = rows.filter((r) => r.active !== false);
    const row = PROVOKE_CAUSES.map((code) => active.find((r) => r.code === code)).find(Boolean) ?? active[0];
    if (!row) throw new LiveInputError('demo.error.noCause');
    return String(row.id);
  }

  async endDisruption(id: string, actor: string): Promise<DisruptionView> {
    this.requireSimulator();
    return this.engine.withCurrentDay(async (day) => {
      const x = day.disruptions.find((y) => y.d.id === id);
      if (!x || !isActive(x, day.t)) throw new LiveInputError('demo.error.nothingToEnd');
      const ended = await endDisruptionRow(this.db, id, day.nowMs || this.engine.clock.now(), actor);
      if (!ended) throw new LiveInputError('demo.error.nothingToEnd');
      day.setDisruptions(day.disruptions.map((y) => (y.d.id === id ? ended : y.d)));
      const view = this.view(day, day.disruptions.find((y) => y.d.id === id)!, day.t);
      await this.writeHistory(view, ended, true, '', actor);
      return view;
    });
  }
}
