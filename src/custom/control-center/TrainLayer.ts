/**
 * All trains on ONE canvas (docs/control-center.md): per frame each train is placed where its
 * slide between two batches has got to (interpolate.ts), culled to the viewport, put in a hit grid
 * and drawn in a few batched paths (one per ring colour, one per line colour) with its arrow copied
 * from a pre-drawn atlas: about 2 ms a frame for 1,000 trains in software rendering (measured).
 * Hover and click find the train under the pointer in the grid; the canvas itself lets pointer
 * events through.
 */
import type { LeafletEventHandlerFn, LeafletMouseEvent } from 'leaflet';
import type { RunPosition } from '../../shared/operations/types';
import { CanvasOverlay, type CanvasView } from './CanvasOverlay';
import { lineFill, RING_CLASSES, RING_COLORS, ringClass, type DelayClass } from './delayColors';
import type { PositionFilter } from './filters';
import { HitGrid } from './hitGrid';
import { applyBatch, createTrackStore, frameDue, isSliding, longestSlide, sampleTrack, type Sample, type TrainTrack } from './interpolate';
import { mercX, mercY, worldSize } from './mercator';
import { PANES } from './panes';
import { ARROW_LENGTH, arrowPoints, hitRadius, LABEL_ZOOM, ringRadius, trainRadius } from './trainStyle';

export interface TrainHit {
  runId: string;
  /** Container pixel of the train. */
  x: number;
  y: number;
}

export interface TrainCounts {
  /** Trains that pass the filter (on screen or not). */
  shown: number;
  /** Trains in the latest batch. */
  total: number;
  /** Line ids of the trains shown. */
  lineIds: string[];
}

export interface TrainLayerCallbacks {
  lineColor(lineId: string): string | undefined;
  label(runId: string): string | undefined;
  ariaLabel(shown: number): string;
  onHover?(hit: TrainHit | null): void;
  onClick?(runId: string): void;
  onCounts?(counts: TrainCounts): void;
}

const TAU = Math.PI * 2;
const MERCATOR = { x: mercX, y: mercY };
/** Arrow directions pre-drawn (every 5°). */
const ARROW_STEPS = 72;
const ARROW_STEP_DEG = 360 / ARROW_STEPS;
const HIGHLIGHT = '#0D47A1';
/**
 * While trains slide, a frame is painted once the fastest has moved this far on screen since the
 * last paint (canvas drawing is antialiased, so sub-pixel steps look smooth). Trains cover a few
 * pixels a second at usual zooms: this saves most frames' work without visible jerks.
 */
export const MIN_STEP_PX = 0.2;

/** The delay class a train's ring is drawn in: paint and the test attributes (data-late) both ask this. */
function drawnRing(t: TrainTrack): DelayClass {
  return ringClass(t.delayS);
}

export class TrainLayer extends CanvasOverlay {
  private readonly store = createTrackStore();
  private filter: PositionFilter = () => true;
  private highlight: string | null = null;
  private readonly grid = new HitGrid(32);
  private drawn: TrainTrack[] = [];
  private drawnCount = 0;
  /** Index of the highlighted train in the last frame's draw list, or -1. */
  private drawnHighlight = -1;
  private xs = new Float64Array(1024);
  private ys = new Float64Array(1024);
  private bearings = new Float64Array(1024);
  private readonly rings: number[][] = RING_CLASSES.map(() => []);
  private readonly byLine = new Map<string, number[]>();
  private readonly sample: Sample = { lat: 0, lon: 0, bearing: 0 };
  private readonly arrow = new Float64Array(6);
  private atlas: { canvas: HTMLCanvasElement; cell: number; ring: number; dpr: number } | null = null;
  /** Longest slide of the latest batch in world units (Mercator, 0..1), and when the last frame was painted. */
  private slideWorld = 0;
  private paintedAt = -Infinity;
  private hovered: string | null = null;
  private dragging = false;
  private zoom = 0;

  constructor(private readonly callbacks: TrainLayerCallbacks) {
    super(PANES.trains, 'cc-train-layer');
  }

  /** Takes a position batch in (arrived at `now`, performance.now()). */
  setBatch(positions: readonly RunPosition[], now: number): void {
    applyBatch(this.store, positions, now);
    this.slideWorld = longestSlide(this.store.tracks.values(), MERCATOR);
    this.countsChanged();
    this.dropHoverIfGone();
    this.requestRedraw();
  }

  setFilter(filter: PositionFilter): void {
    this.filter = filter;
    this.countsChanged();
    this.dropHoverIfGone();
    this.requestRedraw();
  }

  setHighlight(runId: string | null): void {
    this.highlight = runId;
    this.writeHighlightDelay();
    this.requestRedraw();
  }

  /** Line colours or labels changed (network or run index loaded). */
  restyle(): void {
    this.requestRedraw();
  }

  override getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      ...super.getEvents(),
      mousemove: this.onPointerMove as LeafletEventHandlerFn,
      mouseout: this.onPointerOut,
      zoomstart: this.onPointerOut,
      dragstart: this.onDragStart,
      dragend: this.onDragEnd,
      click: this.onPointerClick as LeafletEventHandlerFn,
    };
  }

  protected override canvasAdded(canvas: HTMLCanvasElement): void {
    canvas.setAttribute('role', 'img');
    canvas.dataset.testid = 'train-canvas';
    this.countsChanged();
  }

  /** The train at a container point, or null. */
  hitTest(x: number, y: number): TrainHit | null {
    let i = this.grid.nearest(x, y, hitRadius(this.zoom));
    if (i < 0 || i >= this.drawnCount) return null;
    // Trains waiting at one stop lie on each other (within a pixel): there the highlighted
    // (searched) one, ringed on top, is the one the pointer names.
    const h = this.drawnHighlight;
    if (h >= 0 && h < this.drawnCount && Math.abs(this.xs[h] - this.xs[i]) < 1 && Math.abs(this.ys[h] - this.ys[i]) < 1) i = h;
    return { runId: this.drawn[i].id, x: this.xs[i], y: this.ys[i] };
  }

  /** Reports a change of the train under the pointer (not every move: the tooltip stays put). */
  private onPointerMove(e: LeafletMouseEvent): void {
    if (this.dragging) return;
    const hit = this.hitTest(e.containerPoint.x, e.containerPoint.y);
    const id = hit?.runId ?? null;
    if (id === this.hovered) return;
    if (this.map) this.map.getContainer().style.cursor = id ? 'pointer' : '';
    this.hovered = id;
    this.callbacks.onHover?.(hit);
  }

  /** The hovered train left the map (arrived, or filtered out): its tooltip goes too. */
  private dropHoverIfGone(): void {
    if (this.hovered === null) return;
    const t = this.store.tracks.get(this.hovered);
    if (!t || !this.filter(t)) this.onPointerOut();
  }

  private onDragStart(): void {
    this.dragging = true;
    this.onPointerOut();
  }

  private onDragEnd(): void {
    this.dragging = false;
  }

  private onPointerOut(): void {
    if (this.map) this.map.getContainer().style.cursor = '';
    if (this.hovered !== null) this.callbacks.onHover?.(null);
    this.hovered = null;
  }

  private onPointerClick(e: LeafletMouseEvent): void {
    const hit = this.hitTest(e.containerPoint.x, e.containerPoint.y);
    if (hit) this.callbacks.onClick?.(hit.runId);
  }

  /** On a batch or filter change (not per frame): the counts, and the data attributes for tests and assistive technology. */
  private countsChanged(): void {
    let shown = 0;
    let late = 0;
    const lines = new Set<string>();
    for (const t of this.store.tracks.values()) {
      if (!this.filter(t)) continue;
      shown += 1;
      if (drawnRing(t) === 'late') late += 1;
      lines.add(t.lineId);
    }
    const counts: TrainCounts = { shown, total: this.store.tracks.size, lineIds: [...lines].sort() };
    if (this.canvas) {
      this.canvas.dataset.trains = String(shown);
      this.canvas.dataset.total = String(counts.total);
      this.canvas.dataset.lines = counts.lineIds.join(',');
      this.canvas.dataset.late = String(late);
      this.canvas.setAttribute('aria-label', this.callbacks.ariaLabel(shown));
    }
    this.writeHighlightDelay();
    this.callbacks.onCounts?.(counts);
  }

  /** `data-highlight-delay`: the ring class the highlighted train is drawn in ('' when it is not shown). */
  private writeHighlightDelay(): void {
    if (!this.canvas) return;
    const t = this.highlight === null ? undefined : this.store.tracks.get(this.highlight);
    this.canvas.dataset.highlightDelay = t && this.filter(t) ? drawnRing(t) : '';
  }

  private grow(n: number): void {
    if (n < this.xs.length) return;
    const size = Math.max(n + 1, this.xs.length * 2);
    const copy = (a: Float64Array) => {
      const b = new Float64Array(size);
      b.set(a);
      return b;
    };
    this.xs = copy(this.xs);
    this.ys = copy(this.ys);
    this.bearings = copy(this.bearings);
  }

  protected override animationFrame(now: number): 'paint' | 'wait' | 'idle' {
    return frameDue(this.store, this.paintedAt, now, this.slideWorld * worldSize(this.zoom), MIN_STEP_PX);
  }

  protected paint(ctx: CanvasRenderingContext2D, view: CanvasView, now: number): boolean {
    this.paintedAt = now;
    this.zoom = view.zoom;
    const r = trainRadius(view.zoom);
    const ring = ringRadius(view.zoom);
    const margin = ring + 40;
    this.grid.reset(view.width, view.height);
    for (const g of this.rings) g.length = 0;
    for (const g of this.byLine.values()) g.length = 0;
    let n = 0;
    let sliding = false;
    let highlighted = -1;
    for (const t of this.store.tracks.values()) {
      if (!this.filter(t)) continue;
      if (!sliding && isSliding(t, now)) sliding = true;
      const s = sampleTrack(t, now, this.sample);
      const x = mercX(s.lon) * view.scale + view.offX;
      const y = mercY(s.lat) * view.scale + view.offY;
      if (x < -margin || y < -margin || x > view.width + margin || y > view.height + margin) continue;
      this.grow(n);
      this.xs[n] = x;
      this.ys[n] = y;
      this.bearings[n] = s.bearing;
      this.drawn[n] = t;
      this.rings[RING_CLASSES.indexOf(drawnRing(t))].push(n);
      let group = this.byLine.get(t.lineId);
      if (!group) this.byLine.set(t.lineId, (group = []));
      group.push(n);
      this.grid.insert(n, x, y);
      if (t.id === this.highlight) highlighted = n;
      n += 1;
    }
    this.drawnCount = n;
    this.drawn.length = n;
    this.drawnHighlight = highlighted;

    this.paintRings(ctx, ring);
    this.paintArrows(ctx, ring, n);
    this.paintDots(ctx, r);
    if (highlighted >= 0) this.paintHighlight(ctx, highlighted, ring);
    if (view.zoom >= LABEL_ZOOM) this.paintLabels(ctx, ring, 0, n);
    // The highlighted train's number goes on top (again at close zoom): trains waiting at one
    // stop lie on each other, and the searched one must stay readable.
    if (highlighted >= 0) this.paintLabels(ctx, ring, highlighted, highlighted + 1, true);
    this.writeAttributes(n, highlighted);
    return sliding;
  }

  private paintRings(ctx: CanvasRenderingContext2D, ring: number): void {
    RING_CLASSES.forEach((cls, k) => {
      const group = this.rings[k];
      if (group.length === 0) return;
      ctx.beginPath();
      for (const i of group) {
        ctx.moveTo(this.xs[i] + ring, this.ys[i]);
        ctx.arc(this.xs[i], this.ys[i], ring, 0, TAU);
      }
      ctx.fillStyle = RING_COLORS[cls];
      ctx.fill();
    });
  }

  private paintArrows(ctx: CanvasRenderingContext2D, ring: number, n: number): void {
    if (n === 0) return;
    const atlas = this.arrowAtlas(ring);
    const size = atlas.cell;
    const half = size / 2;
    for (let i = 0; i < n; i++) {
      const k = ((Math.round(this.bearings[i] / ARROW_STEP_DEG) % ARROW_STEPS) + ARROW_STEPS) % ARROW_STEPS;
      ctx.drawImage(atlas.canvas, k * size, 0, size, size, this.xs[i] - half, this.ys[i] - half, size, size);
    }
  }

  /**
   * The arrow pre-drawn at every ARROW_STEP_DEG for the ring size: copying a small image per train
   * is several times cheaper than filling 1,000 triangles in software rendering (measured).
   */
  private arrowAtlas(ring: number): { canvas: HTMLCanvasElement; cell: number } {
    const dpr = window.devicePixelRatio || 1;
    if (this.atlas && this.atlas.ring === ring && this.atlas.dpr === dpr) return this.atlas;
    const cell = Math.ceil(2 * (ring + ARROW_LENGTH) + 2);
    const canvas = document.createElement('canvas');
    canvas.width = cell * ARROW_STEPS * dpr;
    canvas.height = cell * dpr;
    const c = canvas.getContext('2d')!;
    c.scale(dpr, dpr);
    c.fillStyle = '#263238';
    const a = this.arrow;
    for (let k = 0; k < ARROW_STEPS; k++) {
      arrowPoints(k * cell + cell / 2, cell / 2, k * ARROW_STEP_DEG, ring, a);
      c.beginPath();
      c.moveTo(a[0], a[1]);
      c.lineTo(a[2], a[3]);
      c.lineTo(a[4], a[5]);
      c.closePath();
      c.fill();
    }
    this.atlas = { canvas, cell, ring, dpr };
    return this.atlas;
  }

  private paintDots(ctx: CanvasRenderingContext2D, r: number): void {
    ctx.lineWidth = 1;
    ctx.strokeStyle = '#FFFFFF';
    for (const [lineId, group] of this.byLine) {
      if (group.length === 0) continue;
      ctx.beginPath();
      for (const i of group) {
        ctx.moveTo(this.xs[i] + r, this.ys[i]);
        ctx.arc(this.xs[i], this.ys[i], r, 0, TAU);
      }
      ctx.fillStyle = lineFill(this.callbacks.lineColor(lineId));
      ctx.fill();
      ctx.stroke();
    }
  }

  private paintHighlight(ctx: CanvasRenderingContext2D, i: number, ring: number): void {
    ctx.beginPath();
    ctx.arc(this.xs[i], this.ys[i], ring + 6, 0, TAU);
    ctx.lineWidth = 5;
    ctx.strokeStyle = '#FFFFFF';
    ctx.stroke();
    ctx.lineWidth = 3;
    ctx.strokeStyle = HIGHLIGHT;
    ctx.stroke();
  }

  /** `opaque`: on a white box, hiding the labels drawn before it at the same place. */
  private paintLabels(ctx: CanvasRenderingContext2D, ring: number, from: number, to: number, opaque = false): void {
    ctx.font = '600 11px Roboto, "Helvetica Neue", Arial, sans-serif';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fillStyle = '#212121';
    for (let i = from; i < to; i++) {
      const text = this.callbacks.label(this.drawn[i].id);
      if (!text) continue;
      const x = this.xs[i] + ring + 4;
      const y = this.ys[i] - ring - 2;
      if (opaque) {
        ctx.fillStyle = '#FFFFFF';
        ctx.fillRect(x - 2, y - 8, ctx.measureText(text).width + 4, 16);
        ctx.fillStyle = '#212121';
      }
      ctx.strokeText(text, x, y);
      ctx.fillText(text, x, y);
    }
  }

  /** What this frame drew, for tests (painted frames are few unless the map moves). */
  private writeAttributes(visible: number, highlighted: number): void {
    if (!this.canvas) return;
    this.canvas.dataset.visible = String(visible);
    this.canvas.dataset.highlight = highlighted >= 0 ? `${this.xs[highlighted].toFixed(1)},${this.ys[highlighted].toFixed(1)}` : '';
  }
}
