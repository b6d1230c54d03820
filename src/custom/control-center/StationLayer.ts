/**
 * The network's stations on a canvas: small white circles, names from STATION_LABEL_ZOOM on
 * (a name that would overlap one already drawn is left out), and the station found by the
 * station search ringed and named at every zoom. Redrawn on pan and zoom only.
 */
import { CanvasOverlay, type CanvasView } from './CanvasOverlay';
import { mercX, mercY } from './mercator';
import type { NetworkStop } from './network';
import { PANES } from './panes';
import { STATION_LABEL_ZOOM } from './trainStyle';

const TAU = Math.PI * 2;
const FONT = '12px Roboto, "Helvetica Neue", Arial, sans-serif';

export function stationRadius(zoom: number): number {
  return zoom < 10 ? 2.5 : zoom < 12 ? 3.5 : 4.5;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

export class StationLayer extends CanvasOverlay {
  private stops: NetworkStop[] = [];
  private focusId: string | null = null;
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];
  private readonly visible: NetworkStop[] = [];

  constructor(private readonly ariaLabel: (count: number) => string) {
    super(PANES.stations, 'cc-station-layer');
  }

  setStops(stops: NetworkStop[]): void {
    this.stops = stops;
    this.requestRedraw();
  }

  setFocus(stopId: string | null): void {
    this.focusId = stopId;
    this.requestRedraw();
  }

  protected override canvasAdded(canvas: HTMLCanvasElement): void {
    canvas.setAttribute('role', 'img');
    canvas.dataset.testid = 'station-canvas';
  }

  protected paint(ctx: CanvasRenderingContext2D, view: CanvasView): boolean {
    const r = stationRadius(view.zoom);
    this.xs.length = 0;
    this.ys.length = 0;
    this.visible.length = 0;
    let focus = -1;
    ctx.beginPath();
    for (const s of this.stops) {
      const x = mercX(s.lon) * view.scale + view.offX;
      const y = mercY(s.lat) * view.scale + view.offY;
      if (x < -r || y < -r || x > view.width + r || y > view.height + r) continue;
      if (s.id === this.focusId) focus = this.visible.length;
      this.xs.push(x);
      this.ys.push(y);
      this.visible.push(s);
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, TAU);
    }
    ctx.fillStyle = '#FFFFFF';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#37474F';
    ctx.stroke();

    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    const placed: Box[] = [];
    const label = (i: number, force: boolean) => {
      const text = this.visible[i].name;
      const x = this.xs[i] + r + 4;
      const y = this.ys[i];
      const box = { x0: x - 2, y0: y - 8, x1: x + ctx.measureText(text).width + 2, y1: y + 8 };
      if (!force && placed.some((b) => overlaps(b, box))) return;
      placed.push(box);
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.strokeText(text, x, y);
      ctx.fillStyle = '#263238';
      ctx.fillText(text, x, y);
    };
    if (focus >= 0) {
      ctx.beginPath();
      ctx.arc(this.xs[focus], this.ys[focus], r + 5, 0, TAU);
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#0D47A1';
      ctx.stroke();
      ctx.font = `600 ${FONT}`;
      label(focus, true);
      ctx.font = FONT;
    }
    if (view.zoom >= STATION_LABEL_ZOOM) {
      for (let i = 0; i < this.visible.length; i++) if (i !== focus) label(i, false);
    }
    if (this.canvas) {
      this.canvas.dataset.stations = String(this.visible.length);
      this.canvas.setAttribute('aria-label', this.ariaLabel(this.visible.length));
    }
    return false;
  }
}
