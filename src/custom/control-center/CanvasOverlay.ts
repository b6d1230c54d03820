/**
 * A Leaflet layer that owns one <canvas> the size of the map's viewport in a map pane, and redraws
 * it on pan, zoom and resize and, while a subclass animates, on the animation frames it asks for. The
 * canvas follows Leaflet's zoom animation with a CSS transform (as Leaflet's own renderers do)
 * and is drawn afresh when the animation ends. It takes no pointer events: subclasses hit-test
 * on the map's mouse events, so the layers below stay clickable.
 */
import { DomUtil, Layer, type LatLng, type LatLngExpression, type LeafletEvent, type LeafletEventHandlerFn, type Map as LeafletMap, type Point, type ZoomAnimEvent } from 'leaflet';
import { mercX, mercY, worldSize } from './mercator';
import type { PaneSpec } from './panes';

/** What a subclass needs to put a latitude/longitude on the canvas: x = mercX(lon) * scale + offX. */
export interface CanvasView {
  width: number;
  height: number;
  zoom: number;
  scale: number;
  offX: number;
  offY: number;
}

/** Container pixel of a position in a view. */
export function toScreen(view: CanvasView, lat: number, lon: number): { x: number; y: number } {
  return { x: mercX(lon) * view.scale + view.offX, y: mercY(lat) * view.scale + view.offY };
}

/** Where a position will be in layer pixels once the map is at `zoom` around `center` (Leaflet's private _latLngToNewLayerPoint). */
function newLayerPoint(map: LeafletMap, latlng: LatLngExpression, zoom: number, center: LatLng): Point {
  const viewHalf = map.getSize().divideBy(2);
  const panePos = DomUtil.getPosition(map.getPane('mapPane')!);
  const origin = map.project(center, zoom).subtract(viewHalf).add(panePos).round();
  return map.project(latlng, zoom).subtract(origin);
}

export abstract class CanvasOverlay extends Layer {
  protected map: LeafletMap | null = null;
  protected canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private frame: number | null = null;
  /** Something changed (view, data, style): the next frame paints whatever animationFrame says. */
  private dirty = true;
  private zooming = false;
  private drawnZoom = 0;
  private drawnTopLeft: LatLng | null = null;
  private readonly onFrame = (time: number) => this.draw(time);

  protected constructor(
    private readonly pane: PaneSpec,
    private readonly className: string,
  ) {
    super();
  }

  /** Draws the frame on a cleared canvas; returns true while animating (the next frame is asked for). */
  protected abstract paint(ctx: CanvasRenderingContext2D, view: CanvasView, now: number): boolean;

  /**
   * On an animation frame with nothing else changed: paint now, wait for a later frame (the
   * change so far is too small to see), or stop animating. Default: paint.
   */
  protected animationFrame(_now: number): 'paint' | 'wait' | 'idle' {
    return 'paint';
  }

  override onAdd(map: LeafletMap): this {
    this.map = map;
    const canvas = DomUtil.create('canvas', `leaflet-zoom-animated ${this.className}`);
    canvas.style.pointerEvents = 'none';
    canvas.style.position = 'absolute';
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    let pane = map.getPane(this.pane.name);
    if (!pane) {
      pane = map.createPane(this.pane.name);
      pane.style.zIndex = String(this.pane.zIndex);
    }
    pane.appendChild(canvas);
    this.canvasAdded(canvas);
    this.requestRedraw();
    return this;
  }

  override onRemove(): this {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.canvas?.remove();
    this.canvas = null;
    this.context = null;
    this.map = null;
    return this;
  }

  override getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      move: this.requestRedraw,
      resize: this.requestRedraw,
      viewreset: this.requestRedraw,
      zoomanim: this.onZoomAnim as (e: LeafletEvent) => void,
      zoomend: this.onZoomEnd,
    };
  }

  /** Hook for subclasses: the canvas exists (labels, data attributes). */
  protected canvasAdded(_canvas: HTMLCanvasElement): void {}

  /** Draws on the next animation frame (several requests in one frame draw once). */
  requestRedraw(): void {
    this.dirty = true;
    this.nextFrame();
  }

  private nextFrame(): void {
    if (this.frame === null && this.map) this.frame = requestAnimationFrame(this.onFrame);
  }

  private onZoomAnim(e: ZoomAnimEvent): void {
    this.zooming = true;
    if (!this.map || !this.canvas || !this.drawnTopLeft) return;
    const scale = this.map.getZoomScale(e.zoom, this.drawnZoom);
    DomUtil.setTransform(this.canvas, newLayerPoint(this.map, this.drawnTopLeft, e.zoom, e.center), scale);
  }

  private onZoomEnd(): void {
    this.zooming = false;
    this.requestRedraw();
  }

  private draw(now: number): void {
    this.frame = null;
    const { map, canvas, context: ctx } = this;
    // During the zoom animation the CSS transform shows the last frame; zoomend draws anew.
    if (!map || !canvas || !ctx || this.zooming) return;
    if (!this.dirty) {
      const next = this.animationFrame(now);
      if (next === 'wait') this.nextFrame();
      if (next !== 'paint') return;
    }
    this.dirty = false;
    const size = map.getSize();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round(size.x * dpr);
    const h = Math.round(size.y * dpr);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    // The canvas covers the viewport: its corner sits at the layer point of container point (0, 0).
    DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
    this.drawnTopLeft = map.containerPointToLatLng([0, 0]);
    this.drawnZoom = map.getZoom();
    const origin = map.getPixelOrigin();
    const pane = DomUtil.getPosition(map.getPane('mapPane')!);
    const view: CanvasView = {
      width: size.x,
      height: size.y,
      zoom: this.drawnZoom,
      scale: worldSize(this.drawnZoom),
      offX: pane.x - origin.x,
      offY: pane.y - origin.y,
    };
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    if (this.paint(ctx, view, now)) this.nextFrame();
  }
}
