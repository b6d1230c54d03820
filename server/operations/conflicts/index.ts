/**
 * The incremental conflict index (docs/time-distance.md, "Conflicts"): the occupations per
 * resource and the conflicts per resource. `update(runs)` replaces the given runs and re-sweeps
 * only the resources they occupied before or occupy now; the rest stands. The same sweep as
 * `sweepAll` (sweep.ts), so incremental and from scratch agree (tests/unit/conflicts).
 */
import type { Conflict } from '../../../src/shared/operations/timeDistance';
import {
  byStart, describeResource, forEachOccupation, ResourceKeys, sortConflicts, sweepResource, type Occupation, type Resource, type Slot, type SweepInfrastructure, type SweepRun,
} from './sweep';

interface Entry {
  slot: Slot<Entry>;
  resource: Resource;
  occs: Occupation[];
  /** Occupations were added out of order since the last sort. */
  unsorted: boolean;
  /** The last placement that used it (a run's resources listed once). */
  stamp: number;
  conflicts: Map<string, Conflict>;
}

export interface ConflictDelta {
  added: Conflict[];
  removed: Conflict[];
}

export class ConflictIndex {
  private readonly runs = new Map<string, SweepRun>();
  /** Per run: the resources it occupies. */
  private readonly uses = new Map<string, Entry[]>();
  private keys = new ResourceKeys<Entry>();
  private stamp = 0;
  private readonly resources = new Map<string, Entry>();
  private readonly all = new Map<string, Conflict>();

  constructor(private infra: SweepInfrastructure) {}

  get size(): number {
    return this.all.size;
  }

  /** The conflicts now, sorted by start. */
  list(): Conflict[] {
    return sortConflicts([...this.all.values()]);
  }

  get(id: string): Conflict | undefined {
    return this.all.get(id);
  }

  run(id: string): SweepRun | undefined {
    return this.runs.get(id);
  }

  /** Every run (for a rebuild with other infrastructure, or a preview's copy). */
  allRuns(): IterableIterator<SweepRun> {
    return this.runs.values();
  }

  /** Replaces the whole set (day loaded, infrastructure changed); returns the change against before. */
  reset(runs: Iterable<SweepRun>, infra: SweepInfrastructure = this.infra): ConflictDelta {
    const before = new Map(this.all);
    this.infra = infra;
    this.runs.clear();
    this.uses.clear();
    this.resources.clear();
    this.keys = new ResourceKeys<Entry>();
    this.all.clear();
    for (const r of runs) this.place(r);
    for (const e of this.resources.values()) this.sweep(e);
    const added: Conflict[] = [];
    for (const c of this.all.values()) {
      const had = before.get(c.id);
      if (!had || !same(had, c)) added.push(c);
      before.delete(c.id);
    }
    return { added, removed: [...before.values()] };
  }

  /**
   * Replaces the given runs (a run id mapped to null: taken away) and re-sweeps the resources
   * they touch. A conflict whose times or severity changed counts as removed and added again.
   */
  update(changed: Iterable<SweepRun | { id: string; remove: true }>): ConflictDelta {
    const dirty = new Set<Entry>();
    for (const r of changed) {
      for (const e of this.uses.get(r.id) ?? []) {
        e.occs = e.occs.filter((o) => o.run.id !== r.id);
        dirty.add(e);
      }
      this.uses.delete(r.id);
      this.runs.delete(r.id);
      if ('remove' in r) continue;
      for (const e of this.place(r)) dirty.add(e);
    }
    const added: Conflict[] = [];
    const removed: Conflict[] = [];
    for (const e of dirty) {
      const before = e.conflicts;
      this.sweep(e);
      for (const c of e.conflicts.values()) {
        const had = before.get(c.id);
        if (had && same(had, c)) continue;
        if (had) removed.push(had);
        added.push(c);
      }
      for (const c of before.values()) if (!e.conflicts.has(c.id)) removed.push(c);
      if (e.occs.length === 0) {
        this.resources.delete(e.resource.key);
        e.slot.value = undefined;
      }
    }
    return { added, removed };
  }

  /** The conflicts if these runs were as given (nothing kept): a measure preview. */
  preview(changed: readonly SweepRun[]): ConflictDelta {
    const scratch = new ConflictIndex(this.infra);
    // Only the resources the changed runs touch matter: copy the runs occupying them, then update.
    const keys = new Set<string>();
    for (const r of changed) {
      for (const e of this.uses.get(r.id) ?? []) keys.add(e.resource.key);
      forEachOccupation(r, this.infra, (slot) => void keys.add(slot.key), this.keys);
    }
    const involved = new Map<string, SweepRun>();
    for (const k of keys) for (const o of this.resources.get(k)?.occs ?? []) involved.set(o.run.id, o.run);
    scratch.reset(involved.values());
    const before = new Map<string, Conflict>();
    for (const k of keys) for (const c of scratch.resources.get(k)?.conflicts.values() ?? []) before.set(c.id, c);
    scratch.update(changed);
    const after = new Map<string, Conflict>();
    for (const k of keys) for (const c of scratch.resources.get(k)?.conflicts.values() ?? []) after.set(c.id, c);
    return {
      added: [...after.values()].filter((c) => !before.has(c.id)),
      removed: [...before.values()].filter((c) => !after.has(c.id)),
    };
  }

  private place(r: SweepRun): Entry[] {
    this.runs.set(r.id, r);
    const used: Entry[] = [];
    const stamp = ++this.stamp;
    forEachOccupation(r, this.infra, (slot, occ, kind, a, b, label) => {
      let e = slot.value;
      if (!e) {
        e = { slot, resource: describeResource(slot.key, kind, a, b, label, this.infra), occs: [], unsorted: false, conflicts: new Map(), stamp: 0 };
        slot.value = e;
        this.resources.set(slot.key, e);
      }
      // Appended in order stays sorted (a day is placed in departure order): sorting is needed only otherwise.
      const last = e.occs[e.occs.length - 1];
      if (last && (last.start > occ.start || (last.start === occ.start && byStart(last, occ) > 0))) e.unsorted = true;
      e.occs.push(occ);
      if (e.stamp !== stamp) {
        e.stamp = stamp;
        used.push(e);
      }
    }, this.keys);
    this.uses.set(r.id, used);
    return used;
  }

  private sweep(e: Entry): void {
    for (const c of e.conflicts.values()) this.all.delete(c.id);
    if (e.unsorted) e.occs.sort(byStart);
    e.unsorted = false;
    const found = new Map<string, Conflict>();
    sweepResource(e.resource, e.occs, found);
    e.conflicts = found;
    for (const c of found.values()) this.all.set(c.id, c);
  }
}

function same(a: Conflict, b: Conflict): boolean {
  return a.from === b.from && a.to === b.to && a.severityS === b.severityS && a.fromKey === b.fromKey;
}
