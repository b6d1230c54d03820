/**
 * The incremental conflict index (docs/time-distance.md, "Conflicts"): the occupations per
 * resource and the conflicts per resource. `update(runs)` replaces the given runs and re-sweeps
 * only the resources they occupied before or occupy now; the rest stands. The same table and
 * rules as `sweepAll` (sweep.ts), so incremental and from scratch agree (tests/unit/conflicts).
 */
import type { Conflict } from '../../../src/shared/operations/timeDistance';
import { sortConflicts, type SweepInfrastructure, type SweepRun } from './model';
import { OccupationTable, type Grouped, type Lane } from './occupations';
import { sweepResource } from './rules';

/** A resource's occupations, sorted (a slice of the reset's shared lanes until an update gives it its own). */
interface Entry extends Lane {
  /** The arrays are this entry's alone (it may grow in place up to their length). */
  owned: boolean;
  conflicts: ReadonlyMap<string, Conflict>;
}

export interface ConflictDelta {
  added: Conflict[];
  removed: Conflict[];
}

/** Most resources have no conflict: they share this one (never written). */
const NONE: ReadonlyMap<string, Conflict> = new Map();
const found = new Map<string, Conflict>();

export class ConflictIndex {
  private table: OccupationTable;
  /** Per resource number. */
  private entries: Entry[] = [];
  private all = new Map<string, Conflict>();
  /** The last reset's lanes (entries not yet given their own point into them); the next reset refills them. */
  private lanes: Grouped['lanes'] | null = null;

  constructor(private infra: SweepInfrastructure) {
    this.table = new OccupationTable(infra);
  }

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
    const no = this.table.runNo.get(id);
    return no === undefined ? undefined : this.table.runs[no];
  }

  /** Every run (for a rebuild with other infrastructure, or a preview's copy). */
  *allRuns(): IterableIterator<SweepRun> {
    for (const no of this.table.runNo.values()) yield this.table.runs[no]!;
  }

  /** Replaces the whole set (day loaded, infrastructure changed); returns the change against before. */
  reset(runs: Iterable<SweepRun>, infra: SweepInfrastructure = this.infra): ConflictDelta {
    const before = this.all;
    this.infra = infra;
    this.table = new OccupationTable(infra);
    this.table.addAll(runs);
    const { offsets, lanes } = this.table.group(this.lanes);
    this.lanes = lanes;
    this.all = new Map();
    const n = this.table.resources.length;
    this.entries = new Array<Entry>(n);
    for (let r = 0; r < n; r++) {
      const e: Entry = { start: lanes.start, end: lanes.end, run: lanes.run, dir: lanes.dir, lo: offsets[r], hi: offsets[r + 1], owned: false, conflicts: NONE };
      this.entries[r] = e;
      this.sweep(r, e);
    }
    const added: Conflict[] = [];
    for (const c of this.all.values()) {
      const had = before.get(c.id);
      if (!had || !same(had, c)) added.push(c);
      before.delete(c.id);
    }
    return { added, removed: [...before.values()] };
  }

  /**
   * Replaces the given runs (`{ id, remove: true }`: taken away) and re-sweeps the resources they
   * touch. A conflict whose times or severity changed counts as removed and added again.
   */
  update(changed: Iterable<SweepRun | { id: string; remove: true }>): ConflictDelta {
    const t = this.table;
    const dirty = new Set<number>();
    for (const r of changed) {
      const no = t.runNo.get(r.id);
      if (no !== undefined) {
        // Out of the resources it occupied (its slots are rewritten next).
        for (let s = t.blockAt[no], end = s + t.blockLen[no]; s < end; s++) {
          const res = t.res[s];
          dirty.add(res);
          this.without(this.entries[res], no);
        }
      }
      if ('remove' in r) {
        t.drop(r.id);
        continue;
      }
      const put = t.put(r);
      for (let s = t.blockAt[put], end = s + t.blockLen[put]; s < end; s++) {
        const res = t.res[s];
        dirty.add(res);
        this.append(res, s);
      }
    }
    const added: Conflict[] = [];
    const removed: Conflict[] = [];
    for (const res of dirty) {
      const e = this.entries[res];
      const before = e.conflicts;
      t.sortLane(e);
      this.sweep(res, e);
      for (const c of e.conflicts.values()) {
        const had = before.get(c.id);
        if (had && same(had, c)) continue;
        if (had) removed.push(had);
        added.push(c);
      }
      for (const c of before.values()) if (!e.conflicts.has(c.id)) removed.push(c);
    }
    return { added, removed };
  }

  /** The conflicts if these runs were as given (nothing kept): a measure preview. */
  preview(changed: readonly SweepRun[]): ConflictDelta {
    const t = this.table;
    // Only the resources the changed runs touch matter: those they occupy now and would occupy.
    const keys = new Set<string>();
    for (const r of changed) {
      const no = t.runNo.get(r.id);
      if (no !== undefined) for (let s = t.blockAt[no], end = s + t.blockLen[no]; s < end; s++) keys.add(t.resources[t.res[s]].key);
    }
    const would = new OccupationTable(this.infra);
    would.addAll(changed);
    for (const r of would.resources) keys.add(r.key);
    // A copy of the runs occupying them, then the change on the copy.
    const involved = new Map<string, SweepRun>();
    for (const k of keys) {
      const res = t.resByKey.get(k);
      if (res === undefined) continue;
      const e = this.entries[res];
      for (let i = e.lo; i < e.hi; i++) {
        const run = t.runs[e.run[i]]!;
        involved.set(run.id, run);
      }
    }
    const scratch = new ConflictIndex(this.infra);
    scratch.reset(involved.values());
    const before = scratch.conflictsOn(keys);
    scratch.update(changed);
    const after = scratch.conflictsOn(keys);
    return {
      added: [...after.values()].filter((c) => !before.has(c.id)),
      removed: [...before.values()].filter((c) => !after.has(c.id)),
    };
  }

  private conflictsOn(keys: Iterable<string>): Map<string, Conflict> {
    const out = new Map<string, Conflict>();
    for (const k of keys) {
      const res = this.table.resByKey.get(k);
      if (res !== undefined) for (const c of this.entries[res].conflicts.values()) out.set(c.id, c);
    }
    return out;
  }

  /** Drops a run's occupations from a resource's lane (in place: it only shrinks). */
  private without(e: Entry, runNo: number): void {
    const { start, end, run, dir } = e;
    let w = e.lo;
    for (let i = e.lo; i < e.hi; i++) {
      if (run[i] === runNo) continue;
      start[w] = start[i];
      end[w] = end[i];
      run[w] = run[i];
      dir[w] = dir[i];
      w++;
    }
    e.hi = w;
  }

  /** Appends a slot of the table to a resource's lane (a new resource: a new entry); sorted before the sweep. */
  private append(res: number, slot: number): void {
    let e = this.entries[res];
    if (!e) this.entries[res] = e = { start: new Float64Array(4), end: new Float64Array(4), run: new Int32Array(4), dir: new Uint8Array(4), lo: 0, hi: 0, owned: true, conflicts: NONE };
    if (!e.owned || e.hi === e.start.length) {
      // The reset's slice cannot grow into its neighbour's: copied out, with room.
      const n = e.hi - e.lo;
      const cap = Math.max(8, 2 * (n + 1));
      const copy = <A extends Float64Array | Int32Array | Uint8Array>(a: A, b: A): A => {
        b.set(a.subarray(e.lo, e.hi));
        return b;
      };
      Object.assign(e, {
        start: copy(e.start, new Float64Array(cap)), end: copy(e.end, new Float64Array(cap)), run: copy(e.run, new Int32Array(cap)), dir: copy(e.dir, new Uint8Array(cap)),
        lo: 0, hi: n, owned: true,
      });
    }
    const t = this.table;
    const k = e.hi++;
    e.start[k] = t.start[slot];
    e.end[k] = t.end[slot];
    e.run[k] = t.run[slot];
    e.dir[k] = t.dir[slot];
  }

  private sweep(res: number, e: Entry): void {
    if (e.conflicts !== NONE) for (const c of e.conflicts.values()) this.all.delete(c.id);
    // Swept into one scratch map: a map of its own only for a resource with conflicts (few).
    found.clear();
    sweepResource(this.table, this.table.resources[res], e, found);
    e.conflicts = found.size ? new Map(found) : NONE;
    for (const c of found.values()) this.all.set(c.id, c);
  }
}

function same(a: Conflict, b: Conflict): boolean {
  return a.from === b.from && a.to === b.to && a.severityS === b.severityS && a.fromKey === b.fromKey;
}
