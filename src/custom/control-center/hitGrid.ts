/**
 * A uniform grid over the drawn trains' screen points (pure), rebuilt with every frame, so that
 * a click or hover finds the train under the pointer without looking at every train.
 */
export class HitGrid {
  private cols = 0;
  private rows = 0;
  private cells: number[][] = [];
  private used: number[] = [];
  private xs: number[] = [];
  private ys: number[] = [];

  constructor(private readonly cellSize = 32) {}

  /** Empties the grid for a viewport of this size (cells are reused between frames). */
  reset(width: number, height: number): void {
    for (const c of this.used) this.cells[c].length = 0;
    this.used.length = 0;
    this.xs.length = 0;
    this.ys.length = 0;
    this.cols = Math.max(1, Math.ceil(width / this.cellSize));
    this.rows = Math.max(1, Math.ceil(height / this.cellSize));
    const need = this.cols * this.rows;
    while (this.cells.length < need) this.cells.push([]);
  }

  /** Adds item `index` (e.g. the position in the frame's draw list) at a screen point. */
  insert(index: number, x: number, y: number): void {
    const cx = Math.floor(x / this.cellSize);
    const cy = Math.floor(y / this.cellSize);
    if (cx < 0 || cy < 0 || cx >= this.cols || cy >= this.rows) return;
    const c = cy * this.cols + cx;
    const cell = this.cells[c];
    if (cell.length === 0) this.used.push(c);
    cell.push(index);
    this.xs[index] = x;
    this.ys[index] = y;
  }

  /**
   * The item nearest to (x, y) within `radius` pixels, or -1. Of two at the same distance the one
   * inserted later wins: it is drawn on top.
   */
  nearest(x: number, y: number, radius: number): number {
    const s = this.cellSize;
    const x0 = Math.max(0, Math.floor((x - radius) / s));
    const x1 = Math.min(this.cols - 1, Math.floor((x + radius) / s));
    const y0 = Math.max(0, Math.floor((y - radius) / s));
    const y1 = Math.min(this.rows - 1, Math.floor((y + radius) / s));
    let best = -1;
    let bestD = radius * radius;
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        for (const i of this.cells[cy * this.cols + cx]) {
          const dx = this.xs[i] - x;
          const dy = this.ys[i] - y;
          const d = dx * dx + dy * dy;
          if (d < bestD || (d === bestD && i > best)) {
            best = i;
            bestD = d;
          }
        }
      }
    }
    return best;
  }
}
