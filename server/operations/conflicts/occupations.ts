/**
 * The occupations of a day's runs in flat typed arrays (docs/time-distance.md "Conflicts"): a day
 * has ~700,000 occupations of a few thousand resources. One object, one key string and one Map
 * lookup per occupation was most of the sweep's cost; here stations, lines, vehicles and
 * circulations are numbered once, a section is found through its end station's few neighbours,
 * a station track through a small cache per station, and an occupation is five numbers.
 *
 * Each run owns a block of slots (reused in place when its new occupations fit, as after a
 * delay), so a day of incremental updates does not grow the arrays.
 */
import { DEFAULT_MIN_HEADWAY_S } from '../../../src/shared/operations/timeDistance';
import {
  mappedTrack, normalLineNumber, sectionKey, type Resource, type SweepInfrastructure, type SweepPoint, type SweepRun, type TrackInfo,
} from './model';

/** A station (or stop without station) as numbered by the table. */
interface Place {
  /** Sections to neighbours, flat: [other place, resource, 1 if this place is the lower key else 0]. */
  next: number[];
  tracks: readonly TrackInfo[] | undefined;
  /** Platform name → track choice (a run with a platform uses it). */
  platforms: Map<string, number> | null;
  /** line number * 2 + direction → track choice (the Gleismapping), -1: none. */
  mapped: number[] | null;
  /** Track name → resource. */
  trackRes: Map<string, number> | null;
}

/**
 * Occupations in sweep order, contiguous: position k holds one occupation's start, end, run
 * number and direction. The sort and the sweep read these in order (reading a day's slots in
 * sweep order by index jumped through memory: most of their time was cache misses).
 */
export interface Lane {
  start: Float64Array;
  end: Float64Array;
  run: Int32Array;
  dir: Uint8Array;
  /** This lane's occupations are `[lo, hi)` of the arrays. */
  lo: number;
  hi: number;
}

/** Every resource's lane after `group`: resource r's occupations are `[offsets[r], offsets[r + 1])`. */
export interface Grouped {
  offsets: Int32Array;
  lanes: Omit<Lane, 'lo' | 'hi'>;
}

/**
 * The slots' times, run and direction. They are needed only until copied into lanes (`group`
 * right after `addAll`, the index's append right after `put`), so one set serves every table: a
 * reset allocated ~18 MB of them each time, and the garbage collector's time showed.
 */
const scratch = { start: new Float64Array(0), end: new Float64Array(0), run: new Int32Array(0), dir: new Uint8Array(0) };

export class OccupationTable {
  /** Per slot: its resource (kept: which resources a run occupies). */
  res = new Int32Array(0);
  // Per slot, valid right after `addAll` or `put` (see `scratch`): start, end, run number, and on
  // a section the direction (0 from the lower station key to the higher, 1 back). The scratch's
  // arrays as of this table's last `reserve` (fields of its own: faster to write than through
  // the shared object; a table whose arrays another one outgrew keeps writing its old ones).
  start = scratch.start;
  end = scratch.end;
  run = scratch.run;
  dir = scratch.dir;
  /** Slots handed out (live or not). */
  used = 0;

  // Per run number.
  runs: (SweepRun | undefined)[] = [];
  readonly runNo = new Map<string, number>();
  blockAt: number[] = [];
  blockLen: number[] = [];
  private blockCap: number[] = [];
  /** The minimum turnaround at the run's last stop (its circulation occupation's margin). */
  turnaroundS: number[] = [];

  // Resources.
  readonly resources: Resource[] = [];
  readonly resByKey = new Map<string, number>();

  private readonly placeNo = new Map<string, number>();
  private readonly places: Place[] = [];
  /** lineId → normalised line number → line number. */
  private readonly lineNo = new Map<string, Map<string, number>>();
  private readonly lineOf: { id: string; number: string }[] = [];
  private lastLine = { id: '', number: '', no: -1 };
  private readonly vehicleRes = new Map<string, number>();
  private readonly circulationRes = new Map<string, number>();
  /** Track choices: resource (-2 not created yet) and minimum turnaround (NaN: none declared). */
  private readonly choiceTrack: string[] = [];
  private choiceRes: number[] = [];
  private readonly choiceTurn: number[] = [];
  private readonly choicePlace: number[] = [];
  /** Per line number * 2 + direction: the last run's station ids and their places. */
  private readonly route: { ids: string[]; places: number[] }[] = [];
  /** Scratch: the place numbers of the run being written. */
  private pts = new Int32Array(64);

  constructor(readonly infra: SweepInfrastructure) {}

  /** Every run (in the given order); a run id given twice: the last one counts. */
  addAll(runs: Iterable<SweepRun>): void {
    const list = Array.isArray(runs) ? (runs as SweepRun[]) : [...runs];
    let slots = 0;
    for (const r of list) slots += slotsFor(r);
    this.reserve(this.used + slots);
    for (const r of list) {
      // A new id (the usual case) is numbered by setting it: one Map operation, not two.
      const known = this.runNo.size;
      const no = this.runs.length;
      this.runNo.set(r.id, no);
      if (this.runNo.size === known) {
        this.runNo.set(r.id, this.runs.findIndex((x) => x?.id === r.id));
        this.put(r);
      } else {
        this.number(r);
        this.fill(no, r);
      }
    }
  }

  /** Writes a run's occupations (replacing its previous ones); returns its number. */
  put(r: SweepRun): number {
    let no = this.runNo.get(r.id);
    if (no === undefined) {
      no = this.runs.length;
      this.runNo.set(r.id, no);
      this.number(r);
    }
    this.fill(no, r);
    return no;
  }

  /** A new run's number (its id already mapped to it). */
  private number(r: SweepRun): void {
    this.runs.push(r);
    this.blockAt.push(0);
    this.blockLen.push(0);
    this.blockCap.push(0);
    this.turnaroundS.push(0);
  }

  /** A run's occupations into its block (a new block if they do not fit). */
  private fill(no: number, r: SweepRun): void {
    this.runs[no] = r;
    const need = slotsFor(r);
    if (this.blockCap[no] < need) {
      this.reserve(this.used + need);
      this.blockAt[no] = this.used;
      this.blockCap[no] = need;
      this.used += need;
    }
    this.blockLen[no] = this.write(no, r, this.blockAt[no]) - this.blockAt[no];
  }

  /** Takes a run away (its slots stay its number's, for nobody). */
  drop(id: string): void {
    const no = this.runNo.get(id);
    if (no === undefined) return;
    this.runNo.delete(id);
    this.runs[no] = undefined;
    this.blockLen[no] = 0;
  }

  /**
   * Every resource's occupations, sorted by start, then run id (the order that decides which run
   * is "the earlier"), right after `addAll`: counted by resource, copied run by run in departure
   * order into one lane per resource (so each comes nearly sorted), then each lane
   * insertion-sorted.
   */
  group(recycle: Grouped['lanes'] | null = null): Grouped {
    const nRes = this.resources.length;
    const offsets = new Int32Array(nRes + 1);
    const order = this.departureOrder();
    const { res, start, end, run, dir, blockAt, blockLen } = this;
    for (const no of order) for (let s = blockAt[no], e = s + blockLen[no]; s < e; s++) offsets[res[s] + 1]++;
    for (let r = 0; r < nRes; r++) offsets[r + 1] += offsets[r];
    const fill = offsets.slice(0, nRes);
    const n = offsets[nRes];
    // Lanes no longer in use (an index's previous reset) are filled again: every position is written.
    const lanes = recycle && recycle.start.length >= n ? recycle : { start: new Float64Array(n), end: new Float64Array(n), run: new Int32Array(n), dir: new Uint8Array(n) };
    for (const no of order) {
      for (let s = blockAt[no], e = s + blockLen[no]; s < e; s++) {
        const k = fill[res[s]]++;
        lanes.start[k] = start[s];
        lanes.end[k] = end[s];
        lanes.run[k] = run[s];
        lanes.dir[k] = dir[s];
      }
    }
    const lane: Lane = { ...lanes, lo: 0, hi: 0 };
    for (let r = 0; r < nRes; r++) {
      lane.lo = offsets[r];
      lane.hi = offsets[r + 1];
      this.sortLane(lane);
    }
    return { offsets, lanes };
  }

  /**
   * Sorts a lane by start, then run id (stable: equal ones keep their order). Insertion sort: a
   * lane comes nearly sorted (filled in departure order, or a sorted lane with a few appended);
   * if it turns out not to be, the engine's sort finishes the job.
   */
  sortLane(l: Lane): void {
    const { start, end, run, dir, lo, hi } = l;
    const runs = this.runs;
    let budget = 8 * (hi - lo) + 64;
    for (let k = lo + 1; k < hi; k++) {
      const s = start[k];
      let j = k - 1;
      if (start[j] < s) continue;
      const e = end[k];
      const r = run[k];
      const d = dir[k];
      // Equal starts: the run ids decide.
      while (j >= lo && (start[j] > s || (start[j] === s && runs[r]!.id < runs[run[j]]!.id))) {
        start[j + 1] = start[j];
        end[j + 1] = end[j];
        run[j + 1] = run[j];
        dir[j + 1] = dir[j];
        j--;
      }
      start[j + 1] = s;
      end[j + 1] = e;
      run[j + 1] = r;
      dir[j + 1] = d;
      budget -= k - 1 - j;
      if (budget < 0) return this.sortLaneFully(l);
    }
  }

  private sortLaneFully(l: Lane): void {
    const { start, end, run, dir, lo, hi } = l;
    const runs = this.runs;
    const idx = Array.from({ length: hi - lo }, (_, i) => lo + i);
    // Array.prototype.sort is stable.
    idx.sort((a, b) => start[a] - start[b] || (runs[run[a]]!.id < runs[run[b]]!.id ? -1 : runs[run[a]]!.id > runs[run[b]]!.id ? 1 : 0));
    const copy = { start: idx.map((i) => start[i]), end: idx.map((i) => end[i]), run: idx.map((i) => run[i]), dir: idx.map((i) => dir[i]) };
    start.set(copy.start, lo);
    end.set(copy.end, lo);
    run.set(copy.run, lo);
    dir.set(copy.dir, lo);
  }

  /** Run numbers by first departure (as given when already so, as a day usually is). */
  private departureOrder(): number[] {
    const order: number[] = [];
    let sorted = true;
    let last = -Infinity;
    for (let no = 0; no < this.runs.length; no++) {
      if (this.blockLen[no] === 0) continue;
      const t = this.start[this.blockAt[no]];
      if (t < last) sorted = false;
      last = t;
      order.push(no);
    }
    if (!sorted) order.sort((a, b) => this.start[this.blockAt[a]] - this.start[this.blockAt[b]]);
    return order;
  }

  private reserve(n: number): void {
    const grow = <A extends Float64Array | Int32Array | Uint8Array>(a: A, make: (n: number) => A): A => {
      if (n <= a.length) return a;
      const b = make(Math.max(n, Math.ceil(a.length * 1.5)));
      b.set(a);
      return b;
    };
    this.res = grow(this.res, (k) => new Int32Array(k));
    scratch.start = grow(scratch.start, (k) => new Float64Array(k));
    scratch.end = grow(scratch.end, (k) => new Float64Array(k));
    scratch.run = grow(scratch.run, (k) => new Int32Array(k));
    scratch.dir = grow(scratch.dir, (k) => new Uint8Array(k));
    this.start = scratch.start;
    this.end = scratch.end;
    this.run = scratch.run;
    this.dir = scratch.dir;
  }

  /** One slot; returns the next. */
  private slot(s: number, no: number, res: number, start: number, end: number, dir: number): number {
    this.start[s] = start;
    // A negative interval (bad forecast) is an instant.
    this.end[s] = end > start ? end : start;
    this.run[s] = no;
    this.dir[s] = dir;
    this.res[s] = res;
    return s + 1;
  }

  /**
   * A run's occupations from slot `s` on, in the order the resources are first described
   * (sections, station tracks, vehicles, circulation): a resource's description comes from the
   * first run that occupies it. Returns the slot after the last.
   */
  private write(no: number, run: SweepRun, s: number): number {
    const pts = run.points;
    this.turnaroundS[no] = 0;
    if (run.cancelled || pts.length < 2) return s;
    if (this.pts.length < pts.length) this.pts = new Int32Array(pts.length * 2);
    const place = this.pts;
    const line = this.lineNumberOf(run);
    const dir = run.direction === 0 ? 0 : 1;
    // The runs of a line and direction mostly pass the same stations: the previous one's places
    // are taken where the ids are the same (one string comparison instead of a Map lookup).
    const memo = (this.route[line * 2 + dir] ??= { ids: [], places: [] });
    for (let k = 0; k < pts.length; k++) {
      const id = pts[k].infraId;
      if (memo.ids[k] === id) place[k] = memo.places[k];
      else {
        place[k] = memo.places[k] = this.placeOf(id);
        memo.ids[k] = id;
      }
    }
    for (let k = 0; k + 1 < pts.length; k++) {
      const a = place[k];
      const b = place[k + 1];
      if (a === b) continue;
      // The section from the neighbours of the end with fewer (a hub has many): [other, resource, lower] triples.
      const na = this.places[a].next;
      const nb = this.places[b].next;
      const near = na.length <= nb.length ? na : nb;
      const far = near === na ? b : a;
      let res = -1;
      let up = 0;
      for (let i = 0; i < near.length; i += 3) {
        if (near[i] === far) {
          res = near[i + 1];
          up = near === na ? near[i + 2] : 1 - near[i + 2];
          break;
        }
      }
      if (res < 0) {
        up = pts[k].infraId < pts[k + 1].infraId ? 1 : 0;
        res = this.newSection(a, b, up === 1 ? pts[k] : pts[k + 1], up === 1 ? pts[k + 1] : pts[k], up);
      }
      s = this.slot(s, no, res, pts[k].dep, pts[k + 1].arr, up ? 0 : 1);
    }
    for (let k = 0; k < pts.length; k++) {
      const p = pts[k];
      if (!p.served) continue;
      const c = this.trackChoice(place[k], p, line, dir);
      if (c < 0) continue;
      let res = this.choiceRes[c];
      if (res === -2) res = this.choiceRes[c] = this.trackResource(this.choicePlace[c], this.choiceTrack[c], p);
      s = this.slot(s, no, res, p.arr, p.dep, 0);
    }
    const first = pts[0];
    const last = pts[pts.length - 1];
    for (const v of run.vehicles) {
      let res = this.vehicleRes.get(v.id);
      if (res === undefined) {
        const key = `vehicle:${v.id}`;
        // The vehicle's number is its label.
        res = this.newResource({ key, kind: 'vehicle', fromKey: key, toKey: null, fromName: v.number, toName: null, track: v.number, tracks: 2, minHeadwayS: 0 });
        this.vehicleRes.set(v.id, res);
      }
      s = this.slot(s, no, res, first.dep, last.arr, 0);
    }
    // The turnaround at the last stop: its track's minimum (served or not), else the default.
    const c = this.trackChoice(place[pts.length - 1], last, line, dir);
    const turn = c >= 0 ? this.choiceTurn[c] : NaN;
    this.turnaroundS[no] = Number.isNaN(turn) ? this.infra.defaultMinTurnaroundS : turn;
    let res = this.circulationRes.get(run.circulation);
    if (res === undefined) {
      res = this.newResource({ key: `circulation:${run.circulation}`, kind: 'circulation', fromKey: last.key, toKey: null, fromName: last.name, toName: null, track: null, tracks: 2, minHeadwayS: 0 });
      this.circulationRes.set(run.circulation, res);
    }
    return this.slot(s, no, res, first.dep, last.arr, 0);
  }

  private placeOf(infraId: string): number {
    let n = this.placeNo.get(infraId);
    if (n === undefined) {
      n = this.places.length;
      this.placeNo.set(infraId, n);
      this.places.push({ next: [], tracks: this.infra.stationTracks.get(infraId), platforms: null, mapped: null, trackRes: null });
    }
    return n;
  }

  private newSection(a: number, b: number, lo: SweepPoint, hi: SweepPoint, aIsLower: number): number {
    const s = this.infra.sections.get(sectionKey(lo.infraId, hi.infraId));
    const res = this.newResource({
      key: `section:${lo.infraId}|${hi.infraId}`, kind: 'section', fromKey: lo.key, toKey: hi.key, fromName: lo.name, toName: hi.name, track: null,
      tracks: s?.tracks ?? 2, minHeadwayS: s?.minHeadwayS ?? DEFAULT_MIN_HEADWAY_S,
    });
    this.places[a].next.push(b, res, aIsLower);
    this.places[b].next.push(a, res, 1 - aIsLower);
    return res;
  }

  private newResource(r: Resource): number {
    const n = this.resources.length;
    this.resources.push(r);
    this.resByKey.set(r.key, n);
    return n;
  }

  private lineNumberOf(run: SweepRun): number {
    // Runs come by line often enough: the last one's answer first.
    const last = this.lastLine;
    if (last.no >= 0 && run.lineId === last.id && run.lineNumber === last.number) return last.no;
    let byNumber = this.lineNo.get(run.lineId);
    if (!byNumber) this.lineNo.set(run.lineId, (byNumber = new Map()));
    let n = byNumber.get(run.lineNumber);
    if (n === undefined) {
      n = this.lineOf.length;
      this.lineOf.push({ id: run.lineId, number: normalLineNumber(run.lineNumber) });
      byNumber.set(run.lineNumber, n);
    }
    last.id = run.lineId;
    last.number = run.lineNumber;
    last.no = n;
    return n;
  }

  /** The station track choice at a point (as `trackAt`), cached per place; -1: none. */
  private trackChoice(placeNo: number, p: SweepPoint, line: number, dir: number): number {
    const place = this.places[placeNo];
    if (p.platform) {
      const platforms = (place.platforms ??= new Map());
      let c = platforms.get(p.platform);
      if (c === undefined) {
        const t = place.tracks?.find((x) => x.track === p.platform);
        c = this.newChoice(placeNo, p.platform, t?.minTurnaroundS ?? null);
        platforms.set(p.platform, c);
      }
      return c;
    }
    if (!place.tracks) return -1;
    const mapped = (place.mapped ??= []);
    const key = line * 2 + dir;
    let c = mapped[key];
    if (c === undefined) {
      const l = this.lineOf[line];
      const t = mappedTrack(place.tracks, l.id, l.number, dir);
      c = mapped[key] = t ? this.newChoice(placeNo, t.track, t.minTurnaroundS) : -1;
    }
    return c;
  }

  private newChoice(place: number, track: string, turn: number | null): number {
    this.choiceTrack.push(track);
    this.choiceRes.push(-2);
    this.choiceTurn.push(turn ?? NaN);
    this.choicePlace.push(place);
    return this.choiceRes.length - 1;
  }

  /** A station track's resource, described from the first point that occupies it. */
  private trackResource(placeNo: number, track: string, p: SweepPoint): number {
    const place = this.places[placeNo];
    const byName = (place.trackRes ??= new Map());
    let res = byName.get(track);
    if (res === undefined) {
      res = this.newResource({ key: `track:${p.infraId}#${track}`, kind: 'track', fromKey: p.key, toKey: null, fromName: p.name, toName: null, track, tracks: 2, minHeadwayS: 0 });
      byName.set(track, res);
    }
    return res;
  }
}

/** The most slots a run can take: its sections and stops, vehicles, circulation. */
function slotsFor(r: SweepRun): number {
  return r.cancelled || r.points.length < 2 ? 0 : 2 * r.points.length + r.vehicles.length;
}
