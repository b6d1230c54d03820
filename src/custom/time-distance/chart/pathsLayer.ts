/**
 * The paths layer (engine.ts): the expensive one, thousands of paths. Their lines and train
 * numbers are drawn into a pixel buffer of our own (raster.ts; a software canvas took 50–130 ms
 * to stroke them), which is the back buffer: a drawing (a "job") goes into it in slices of a time
 * budget per frame, and when complete the screen canvas gets its pixels in one step, with the few
 * skipped-stop marks drawn over them. Until then the screen keeps the last complete drawing,
 * moved and stretched to the current view by a CSS transform (exact: both views are affine in
 * time and axis) inside a box that clips it to the plot. After the copy the job builds the pick
 * index of its view in later slices (double-buffered), so that a hover after a view change or a
 * live update does not wait for it.
 */
import { drawSkipped, emptyCounts, type DrawCounts } from './drawPaths';
import type { PathGeometry } from './geometry';
import { PickIndex } from './pickIndex';
import { Raster } from './raster';
import { rasterLabelRange } from './rasterLabels';
import { rasterPathRange } from './rasterPaths';
import type { Plot, Scale } from './scales';

interface Job {
  scale: Scale;
  /** The state drawn: the pick index built after the drawing is valid for it. */
  key: string;
  visible: readonly PathGeometry[];
  lateMarkS: number;
  next: number;
  /** Labels drawn up to here (after all paths); the grid cells they took. */
  nextLabel: number;
  taken: Set<number>;
  counts: DrawCounts;
  /** Drawn and copied to the screen; what remains is the pick index. */
  shown: boolean;
  nextIndex: number;
}

/** Paths per pick-index slice (cheap: a few hundred µs). */
const INDEX_SLICE = 500;

export class PathsLayer {
  private raster = new Raster(1, 1);
  private image: ImageData | null = null;
  private job: Job | null = null;
  /** Paths per slice of path drawing and of label drawing, each adapted to its measured cost. */
  private readonly slice = { paths: 50, labels: 50 };
  private dpr = 1;
  /** The scale the drawing on screen was made with (null: none, or the canvas was resized). */
  shown: Scale | null = null;
  counts: DrawCounts = emptyCounts();
  /** Time of the last job from its first slice to the copy, ms (summed over frames' slices). */
  drawMs = 0;
  private index = new PickIndex();
  private nextIndex = new PickIndex();
  private indexKey = '';

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly box: HTMLElement,
  ) {}

  /** A new plot rectangle: box and canvases follow (resizing clears them: nothing is shown until the next drawing). */
  resize(plot: Plot, dpr: number): void {
    this.dpr = dpr;
    const box = this.box.style;
    box.left = `${plot.x}px`;
    box.top = `${plot.y}px`;
    box.width = `${plot.width}px`;
    box.height = `${plot.height}px`;
    this.canvas.width = Math.max(1, Math.round(plot.width * dpr));
    this.canvas.height = Math.max(1, Math.round(plot.height * dpr));
    this.raster = new Raster(this.canvas.width, this.canvas.height);
    this.image = null;
    this.canvas.style.width = `${plot.width}px`;
    this.canvas.style.height = `${plot.height}px`;
    this.shown = null;
    this.job = null;
  }

  /** A job is under way and not yet on screen. */
  get drawing(): boolean {
    return this.job !== null && !this.job.shown;
  }

  get busy(): boolean {
    return this.job !== null;
  }

  /** Starts a new drawing (any job under way is dropped). */
  start(scale: Scale, key: string, visible: readonly PathGeometry[], lateMarkS: number): void {
    this.job = { scale, key, visible, lateMarkS, next: 0, nextLabel: 0, taken: new Set(), counts: emptyCounts(), shown: false, nextIndex: 0 };
    this.drawMs = 0;
  }

  /**
   * Works on the job for about `budget` ms (all of it when `full`). Returns true when the drawing
   * reached the screen in this call.
   */
  run(full: boolean, budget: number): boolean {
    const job = this.job;
    const front = this.canvas.getContext('2d');
    if (!job || !front) return false;
    const start = performance.now();
    const over = () => !full && performance.now() - start > budget;
    const dpr = this.dpr;
    let shownNow = false;
    if (!job.shown) {
      if (job.next === 0 && job.nextLabel === 0) this.raster.clear();
      // A slice's draw returns the index it reached: the labels' stops at the frame's deadline.
      const until = full ? Infinity : start + budget;
      const slices = (kind: 'paths' | 'labels', at: () => number, draw: (from: number, to: number) => number, set: (next: number) => void): boolean => {
        while (at() < job.visible.length) {
          const t0 = performance.now();
          const from = at();
          const to = draw(from, Math.min(job.visible.length, from + this.slice[kind]));
          const per = (performance.now() - t0) / Math.max(1, to - from);
          set(to);
          // Half the budget per slice: the next one may cost more (denser part of the view).
          this.slice[kind] = Math.max(10, Math.min(2000, Math.floor(budget / 2 / Math.max(per, 1e-3))));
          if (over()) return false;
        }
        return true;
      };
      const pathsDone = slices(
        'paths',
        () => job.next,
        (a, b) => {
          rasterPathRange(this.raster, job.visible, a, b, job.scale, dpr, job.counts);
          return b;
        },
        (n) => (job.next = n),
      );
      const labelsDone =
        pathsDone &&
        slices(
          'labels',
          () => job.nextLabel,
          (a, b) => rasterLabelRange(this.raster, job.visible, a, b, job.scale, dpr, job.lateMarkS, job.taken, until),
          (n) => (job.nextLabel = n),
        );
      if (!labelsDone) {
        this.drawMs += performance.now() - start;
        return false;
      }
      // Complete: the pixels to the screen in one step (replacing what it had), the skipped-stop
      // marks over them.
      this.image ??= new ImageData(this.raster.bytes, this.raster.width, this.raster.height);
      front.putImageData(this.image, 0, 0);
      const { plot } = job.scale;
      front.setTransform(dpr, 0, 0, dpr, -plot.x * dpr, -plot.y * dpr);
      drawSkipped(front, job.visible, 0, job.visible.length, job.scale);
      this.drawMs += performance.now() - start;
      this.counts = job.counts;
      this.shown = job.scale;
      job.shown = true;
      this.nextIndex.begin(job.visible, job.scale);
      shownNow = true;
      // The pick index follows in later frames' slices, also after a full drawing: the frame
      // that shows the paths does not wait for it (a pick before it is built builds it at once).
      if (full || over()) return true;
    }
    while (job.nextIndex < job.visible.length) {
      const to = Math.min(job.visible.length, job.nextIndex + INDEX_SLICE);
      this.nextIndex.add(job.nextIndex, to);
      job.nextIndex = to;
      if (over()) return shownNow;
    }
    this.nextIndex.finish();
    [this.index, this.nextIndex] = [this.nextIndex, this.index];
    this.indexKey = job.key;
    this.job = null;
    return shownNow;
  }

  /** Places the drawing on screen for the current view (the CSS transform from the view it was drawn for). */
  place(s: Scale): void {
    const r = this.shown;
    const style = this.canvas.style;
    if (!r || r.orientation !== s.orientation) {
      style.transform = '';
      return;
    }
    const st = (r.view.t1 - r.view.t0) / (s.view.t1 - s.view.t0);
    const su = (r.view.k1 - r.view.k0) / (s.view.k1 - s.view.k0);
    const dt = (r.view.t0 - s.view.t0) * s.pxPerS;
    const du = (r.view.k0 - s.view.k0) * s.pxPerU;
    const identity = st === 1 && su === 1 && dt === 0 && du === 0;
    style.transformOrigin = '0 0';
    style.transform = identity ? '' : s.orientation === 'timeVertical' ? `translate(${du}px, ${dt}px) scale(${su}, ${st})` : `translate(${dt}px, ${du}px) scale(${st}, ${su})`;
  }

  /** The pick index for a state; built at once when no job has built it yet. */
  pickIndex(key: string, geoms: readonly PathGeometry[], s: Scale): PickIndex {
    if (key !== this.indexKey) {
      this.index.build(geoms, s);
      this.indexKey = key;
    }
    return this.index;
  }

  /** Forgets the pick index (forced redraw). */
  dropIndex(): void {
    this.indexKey = '';
  }
}
