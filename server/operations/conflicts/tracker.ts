/**
 * The ConflictService of the live engine (docs/time-distance.md, "Conflicts"): keeps the current
 * day's conflicts up to date from the runs whose forecast changed (after every tick and measure),
 * rebuilds them when the day or the infrastructure changes, and tells its listeners.
 *
 * Horizon: a conflict is listed while its end (`to`) is not in the past of the engine's time; the
 * index keeps the whole day (finished runs occupy their actual times), the listing drops what is
 * over, and a conflict that ends is published as removed.
 */
import type { Conflict } from '../../../src/shared/operations/timeDistance';
import type { RunStop } from '../../../src/shared/operations/types';
import type { LiveDay } from '../live/day';
import { ConflictIndex, type ConflictDelta } from './index';
import { sweepRunOf } from './runs';
import type { ConflictService } from './service';
import { NO_INFRASTRUCTURE, sortConflicts, type SweepInfrastructure, type SweepRun } from './sweep';

export type ConflictChange = { added: Conflict[]; removed: string[]; reset: boolean };

export class ConflictTracker implements ConflictService {
  private readonly index = new ConflictIndex(NO_INFRASTRUCTURE);
  private infra: SweepInfrastructure = NO_INFRASTRUCTURE;
  private day: LiveDay | null = null;
  /** The conflicts listed (index minus those over), by id. */
  private readonly shown = new Map<string, Conflict>();
  private now = -Infinity;
  private readonly listeners = new Set<(c: ConflictChange) => void>();
  /** Duration of the last update in ms (the bench and logs read it). */
  lastUpdateMs = 0;

  constructor(private readonly load: () => Promise<SweepInfrastructure> = async () => NO_INFRASTRUCTURE) {}

  /** The runs as the sweep sees them now, and the infrastructure (the demo control's provocation). */
  runs(): IterableIterator<SweepRun> {
    return this.index.allRuns();
  }

  run(id: string): SweepRun | undefined {
    return this.index.run(id);
  }

  get infrastructure(): SweepInfrastructure {
    return this.infra;
  }

  get operatingDay(): string | null {
    return this.day?.operatingDay ?? null;
  }

  /** Reads the infrastructure again (sections, station tracks); the day's conflicts are rebuilt unless told not to. */
  async reloadInfrastructure(rebuild = true): Promise<void> {
    this.infra = await this.load();
    if (rebuild && this.day) this.rebuild(false);
  }

  /** A new day (start, rollover, timetable activated): everything from scratch, published as a reset. */
  setDay(day: LiveDay): void {
    this.day = day;
    this.rebuild(true);
  }

  /** Runs of the day whose state or forecast changed (LiveDay.advance's answer), at the day's time. */
  changed(day: LiveDay, runs: readonly number[]): void {
    if (day !== this.day) return;
    const started = performance.now();
    // A running train's row changes with every 100 m; its times mostly do not: only changed occupations are re-swept.
    const changed = runs.map((i) => sweepRunOf(day, i)).filter((r) => !sameOccupations(this.index.run(r.id), r));
    const delta = changed.length ? this.index.update(changed) : { added: [], removed: [] };
    this.publish(delta, day.t);
    this.lastUpdateMs = performance.now() - started;
  }

  list(): Conflict[] {
    return sortConflicts([...this.shown.values()]);
  }

  onChange(listener: (change: ConflictChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  preview(overrides: ReadonlyMap<string, readonly RunStop[]>): { added: Conflict[]; removed: Conflict[] } {
    const day = this.day;
    if (!day) return { added: [], removed: [] };
    const runs = [...overrides].flatMap(([id, stops]) => {
      const i = day.indexOf(id);
      return i < 0 ? [] : [sweepRunOf(day, i, stops)];
    });
    const d = this.index.preview(runs);
    // As the list: what is over does not count.
    const live = (c: Conflict) => c.to >= this.now;
    return { added: sortConflicts(d.added.filter(live)), removed: sortConflicts(d.removed.filter(live)) };
  }

  private rebuild(reset: boolean): void {
    const day = this.day;
    if (!day) return;
    const started = performance.now();
    const runs = day.plan.runs.map((_, i) => sweepRunOf(day, i));
    this.index.reset(runs, this.infra);
    if (reset || day.t < this.now) {
      this.shown.clear();
      this.now = day.t;
      for (const c of this.index.list()) if (c.to >= this.now) this.shown.set(c.id, c);
      this.emit({ added: this.list(), removed: [], reset: true });
    } else {
      this.publish({ added: this.index.list(), removed: [...this.shown.values()] }, day.t);
    }
    this.lastUpdateMs = performance.now() - started;
  }

  /** The index's delta → the listing's delta: what is over leaves, a changed conflict comes again in `added`. */
  private publish(delta: ConflictDelta, now: number): void {
    if (now < this.now) {
      // The clock went back (demo control): the listing is rebuilt.
      this.now = now;
      this.shown.clear();
      for (const c of this.index.list()) if (c.to >= now) this.shown.set(c.id, c);
      this.emit({ added: this.list(), removed: [], reset: true });
      return;
    }
    this.now = now;
    const added = new Map<string, Conflict>();
    const removed = new Set<string>();
    for (const c of delta.removed) {
      if (this.shown.delete(c.id)) removed.add(c.id);
    }
    for (const c of delta.added) {
      if (c.to < now) continue;
      this.shown.set(c.id, c);
      added.set(c.id, c);
      removed.delete(c.id);
    }
    for (const c of this.shown.values()) {
      if (c.to >= now) continue;
      this.shown.delete(c.id);
      added.delete(c.id);
      removed.add(c.id);
    }
    if (added.size || removed.size) this.emit({ added: sortConflicts([...added.values()]), removed: [...removed], reset: false });
  }

  private emit(change: ConflictChange): void {
    for (const l of this.listeners) l(change);
  }
}

/** Whether a run occupies the same as before (same times, stops, platforms, vehicles). */
function sameOccupations(a: SweepRun | undefined, b: SweepRun): boolean {
  if (!a || a.cancelled !== b.cancelled || a.points.length !== b.points.length || a.vehicles.length !== b.vehicles.length) return false;
  for (let k = 0; k < a.points.length; k++) {
    const p = a.points[k];
    const q = b.points[k];
    if (p.arr !== q.arr || p.dep !== q.dep || p.infraId !== q.infraId || p.served !== q.served || p.platform !== q.platform) return false;
  }
  return a.vehicles.every((v, k) => v.id === b.vehicles[k].id);
}
