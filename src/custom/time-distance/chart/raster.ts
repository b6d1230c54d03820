/**
 * A pixel buffer that draws 1-pixel lines itself (pure: no DOM, no canvas). The screen's paths
 * layer uses it because a software canvas (Chromium without a GPU) spends 50–130 ms stroking the
 * 40,000 short dashed segments of a busy view, most of it in path setup and the dash pattern
 * (bench/diagram.ts); stepping the pixels of a segment in a typed array costs a few ns each.
 * Lines are not anti-aliased: a 1-pixel train path reads the same, and the colour a pixel gets
 * is exactly the line's (the browser test probes it). Print and export keep vector drawing
 * (drawPaths.ts).
 */

/**
 * A dash pattern in pixels: at step i of the pattern, `on[i]` is 1 where the line is inked and
 * `left[i]` the steps to the end of that dash or gap (a gap is skipped in one go).
 */
export interface DashMask {
  on: Uint8Array;
  left: Uint16Array;
  length: number;
}

/** A pattern of `on` inked and `off` blank pixels, each scaled by the device pixel ratio (as a canvas's setLineDash). */
export function dashMask(pattern: readonly number[], dpr = 1): DashMask | null {
  if (pattern.length === 0) return null;
  const parts = pattern.length % 2 === 0 ? pattern : [...pattern, ...pattern];
  const on: number[] = [];
  const left: number[] = [];
  parts.forEach((len, i) => {
    const n = Math.max(1, Math.round(len * dpr));
    for (let k = 0; k < n; k++) {
      on.push(i % 2 === 0 ? 1 : 0);
      left.push(n - k);
    }
  });
  return { on: Uint8Array.from(on), left: Uint16Array.from(left), length: on.length };
}

/** A solid line as a pattern (one inked run as long as any line). */
const SOLID = { on: Uint8Array.of(1), left: Uint16Array.of(65535) };

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Where each channel of an RGBA byte quadruple sits in its 32-bit pixel value. */
const R = LITTLE_ENDIAN ? 0 : 24;
const G = LITTLE_ENDIAN ? 8 : 16;
const B = LITTLE_ENDIAN ? 16 : 8;
const A = LITTLE_ENDIAN ? 24 : 0;

/** An opaque colour '#RRGGBB' (or '#RGB') as the 32-bit pixel value of an RGBA buffer. */
export function pixelOf(hex: string): number {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const r = parseInt(full.slice(0, 2), 16) || 0;
  const g = parseInt(full.slice(2, 4), 16) || 0;
  const b = parseInt(full.slice(4, 6), 16) || 0;
  return pack(r, g, b, 255);
}

/**
 * A small image to blend in, kept as its inked pixels only (a rotated label's box is mostly
 * empty): pixel i is `px[i]` (non-premultiplied RGBA, as getImageData gives it) at (xs[i], ys[i])
 * relative to the anchor.
 */
export interface Sprite {
  xs: Int16Array;
  ys: Int16Array;
  px: Int32Array;
}

/** A sprite of an image's inked pixels; (ox, oy) is the image pixel that lands on the anchor. */
export function spriteOf(data: Int32Array, width: number, height: number, ox: number, oy: number): Sprite {
  let n = 0;
  for (let i = 0; i < width * height; i++) if (data[i] !== 0) n += 1;
  const xs = new Int16Array(n);
  const ys = new Int16Array(n);
  const px = new Int32Array(n);
  let k = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = data[y * width + x];
      if (c === 0) continue;
      xs[k] = x - ox;
      ys[k] = y - oy;
      px[k] = c;
      k += 1;
    }
  }
  return { xs, ys, px };
}

/**
 * Liang–Barsky: the part of the segment's parameter inside [0, xMax] × [0, yMax], written to
 * `out` as [a, b]; false when none is.
 */
function clip(x0: number, y0: number, dx: number, dy: number, xMax: number, yMax: number, out: Float64Array): boolean {
  let a = 0;
  let b = 1;
  for (let i = 0; i < 4; i++) {
    const p = i === 0 ? -dx : i === 1 ? dx : i === 2 ? -dy : dy;
    const q = i === 0 ? x0 : i === 1 ? xMax - x0 : i === 2 ? y0 : yMax - y0;
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > b) return false;
      if (r > a) a = r;
    } else {
      if (r < a) return false;
      if (r < b) b = r;
    }
  }
  out[0] = a;
  out[1] = b;
  return true;
}

export class Raster {
  /** RGBA bytes, as ImageData wants them. */
  readonly bytes: Uint8ClampedArray<ArrayBuffer>;
  /** The same memory a pixel at a time (signed: see pack). */
  readonly px: Int32Array<ArrayBuffer>;
  /** Pixels stepped by the lines drawn since the last clear (inked or not). */
  steps = 0;

  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number) {
    const w = Math.max(1, Math.floor(width));
    const h = Math.max(1, Math.floor(height));
    this.width = w;
    this.height = h;
    this.px = new Int32Array(w * h);
    this.bytes = new Uint8ClampedArray(this.px.buffer);
  }

  clear(): void {
    this.px.fill(0);
    this.steps = 0;
  }

  /**
   * A line from (x0, y0) to (x1, y1) in pixel coordinates (pixel i covers [i, i + 1)), clipped to
   * the buffer: the pixels Bresenham's algorithm steps from the pixel of one end to the other's.
   * With a dash mask, `phase` is where in the pattern the line starts (counted in steps along its
   * longer axis); the return value is the phase at its end, so that a polyline's
   * pattern runs on across its segments as a canvas's does. A line `thick` pixels wide gets its
   * further pixels beside the first, towards +x (`across` 'x') or +y, in the same steps (a heavier
   * line for little more than the cost of one).
   */
  line(x0: number, y0: number, x1: number, y1: number, color: number, mask: DashMask | null, phase: number, thick = 1, across: 'x' | 'y' = 'x'): number {
    const xy = this.one;
    xy[0] = x0;
    xy[1] = y0;
    xy[2] = x1;
    xy[3] = y1;
    return this.segment(xy, 0, color, mask, phase, thick, across);
  }

  private readonly one = new Float64Array(4);
  private readonly ab = new Float64Array(2);

  /**
   * line() for the segment from point j to point j + 1 of `xy` ([x0, y0, x1, y1, …]). Coordinates
   * stay in the typed array: passed as arguments, V8 would box every fractional number (measured:
   * a garbage collection every few drawings).
   */
  segment(xy: Float64Array, j: number, color: number, mask: DashMask | null, phase: number, thick: number, across: 'x' | 'y'): number {
    const x0 = xy[2 * j];
    const y0 = xy[2 * j + 1];
    const x1 = xy[2 * j + 2];
    const y1 = xy[2 * j + 3];
    const dx = x1 - x0;
    const dy = y1 - y0;
    const fx0 = Math.floor(x0);
    const fy0 = Math.floor(y0);
    // Steps of the whole segment along its longer axis: how far the dash pattern moves on.
    const total = Math.max(Math.abs(Math.floor(x1) - fx0), Math.abs(Math.floor(y1) - fy0));
    // Liang–Barsky: the part of the segment (parameter a..b of 0..1) inside the buffer, less the room of the further pixels.
    let a = 0;
    let b = 1;
    const xMax = this.width - (across === 'x' ? thick - 1 : 0) - 1e-9;
    const yMax = this.height - (across === 'y' ? thick - 1 : 0) - 1e-9;
    if (x0 < 0 || x1 < 0 || y0 < 0 || y1 < 0 || x0 > xMax || x1 > xMax || y0 > yMax || y1 > yMax) {
      const ab = this.ab;
      if (!clip(x0, y0, dx, dy, xMax, yMax, ab)) return phase + total;
      a = ab[0];
      b = ab[1];
    }
    // Bresenham between the end pixels, in whole numbers (exact: no drift out of the buffer).
    const xs = Math.floor(x0 + a * dx);
    const ys = Math.floor(y0 + a * dy);
    const xe = Math.floor(x0 + b * dx);
    const ye = Math.floor(y0 + b * dy);
    const w = this.width;
    const adx = Math.abs(xe - xs);
    const ady = Math.abs(ye - ys);
    const stepX = xe >= xs ? 1 : -1;
    const stepY = ye >= ys ? w : -w;
    const xMajor = adx >= ady;
    const major = xMajor ? stepX : stepY;
    const minor = xMajor ? stepY : stepX;
    const dMaj = xMajor ? adx : ady;
    const dMin = xMajor ? ady : adx;
    const n = dMaj;
    const px = this.px;
    const beside = across === 'x' ? 1 : w;
    let at = ys * w + xs;
    let err = dMaj >> 1;
    // The two common cases (solid 2 px: actual; solid 1 px) get loops of their own, without the
    // general loop's runs and inner loop per pixel.
    if (mask === null && thick === 2) {
      for (let i = 0; i <= n; i++) {
        px[at] = color;
        px[at + beside] = color;
        err -= dMin;
        if (err < 0) {
          at += minor;
          err += dMaj;
        }
        at += major;
      }
    } else if (mask === null && thick === 1) {
      for (let i = 0; i <= n; i++) {
        px[at] = color;
        err -= dMin;
        if (err < 0) {
          at += minor;
          err += dMaj;
        }
        at += major;
      }
    } else {
      // Dashed, or wider than 2: the general loop.
      const m = mask === null ? 1 : mask.length;
      const on = mask === null ? SOLID.on : mask.on;
      const left = mask === null ? SOLID.left : mask.left;
      // Where the visible part starts in the pattern: the steps clipped off before it.
      let k = mask === null ? 0 : (phase + Math.max(Math.abs(xs - fx0), Math.abs(ys - fy0))) % m;
      let i = 0;
      while (i <= n) {
        const run = Math.min(left[k], n + 1 - i);
        if (on[k] === 1) {
          for (let j = 0; j < run; j++) {
            px[at] = color;
            for (let t = 1; t < thick; t++) px[at + t * beside] = color;
            err -= dMin;
            if (err < 0) {
              at += minor;
              err += dMaj;
            }
            at += major;
          }
        } else {
          // A gap: moved over in one go (the minor steps Bresenham would take on the way).
          err -= run * dMin;
          if (err < 0) {
            const wraps = Math.ceil(-err / dMaj);
            at += wraps * minor;
            err += wraps * dMaj;
          }
          at += run * major;
        }
        i += run;
        k = (k + run) % m;
      }
    }
    this.steps += n + 1;
    return phase + total;
  }

  /** A sprite over what is drawn ("source-over"), its anchor at pixel (x, y), clipped to the buffer. */
  blit(sp: Sprite, x: number, y: number): void {
    const { xs, ys, px: src } = sp;
    const px = this.px;
    const w = this.width;
    const h = this.height;
    for (let i = 0; i < src.length; i++) {
      const qx = x + xs[i];
      const qy = y + ys[i];
      if (qx < 0 || qy < 0 || qx >= w || qy >= h) continue;
      const d = qy * w + qx;
      const c = src[i];
      const dst = px[d];
      px[d] = dst === 0 || ((c >>> A) & 255) === 255 ? c : over(c, dst);
    }
  }
}

/** Non-premultiplied "source-over" of two RGBA pixels. */
function over(src: number, dst: number): number {
  const sa = ((src >>> A) & 255) / 255;
  const da = (((dst >>> A) & 255) / 255) * (1 - sa);
  const a = sa + da;
  const r = Math.round((((src >>> R) & 255) * sa + ((dst >>> R) & 255) * da) / a);
  const g = Math.round((((src >>> G) & 255) * sa + ((dst >>> G) & 255) * da) / a);
  const b = Math.round((((src >>> B) & 255) * sa + ((dst >>> B) & 255) * da) / a);
  return pack(r, g, b, Math.round(a * 255));
}

/** Signed 32 bits: an opaque colour is then a small integer for V8 (a "Smi"), a larger number would be boxed, twice as slow per pixel (measured). */
function pack(r: number, g: number, b: number, a: number): number {
  return (r << R) | (g << G) | (b << B) | (a << A);
}
