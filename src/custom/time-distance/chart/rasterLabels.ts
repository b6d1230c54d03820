/**
 * Train numbers into the Raster (raster.ts), for the screen's paths layer: each number with its
 * white halo is drawn once per text, colour and angle (in steps of 2°) by a canvas, with the
 * canvas's anti-aliased text, and its pixels kept; a label is then a blend of those pixels into
 * the buffer. A software canvas spent 20–40 µs per rotated drawImage (300+ labels a drawing);
 * blending a kept sprite costs a few µs. Placement and colour (placeLabel, one number per grid
 * cell) are drawPaths.ts's, which print and export use.
 */
import { LABEL_FONT, LABEL_H, drawLabelText, placeLabel } from './drawPaths';
import type { PathGeometry } from './geometry';
import { spriteOf, type Raster, type Sprite } from './raster';
import type { Scale } from './scales';

/** Angles are rounded to this step (2°): at most 90 sprites per number and colour. */
const ANGLE_STEP = Math.PI / 90;
const MAX_SPRITES = 6000;

const sprites = new Map<string, Sprite>();
let scratch: CanvasRenderingContext2D | null = null;

function scratchContext(size: number): CanvasRenderingContext2D | null {
  if (!scratch) scratch = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!scratch) return null;
  const c = scratch.canvas;
  if (c.width < size || c.height < size) {
    c.width = Math.max(c.width, size);
    c.height = Math.max(c.height, size);
  }
  return scratch;
}

/** The number drawn rotated about its anchor (the point on the path below the text's middle). */
function makeSprite(text: string, color: string, step: number, dpr: number): Sprite | null {
  const probe = scratchContext(8);
  if (!probe) return null;
  probe.setTransform(1, 0, 0, 1, 0, 0);
  probe.font = LABEL_FONT;
  const w = Math.ceil(probe.measureText(text).width) + 6;
  const size = Math.ceil(Math.hypot(w, LABEL_H * 2) * dpr) + 4;
  const ctx = scratchContext(size);
  if (!ctx) return null;
  const half = Math.floor(size / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size, size);
  const angle = step * ANGLE_STEP;
  const cos = Math.cos(angle) * dpr;
  const sin = Math.sin(angle) * dpr;
  ctx.setTransform(cos, sin, -sin, cos, half, half);
  // As drawLabelRange places its sprite: the text's middle LABEL_H / 2 − 2 above the anchor.
  drawLabelText(ctx, text, color, 0, -LABEL_H / 2 + 2);
  const data = new Int32Array(ctx.getImageData(0, 0, size, size).data.buffer);
  return spriteOf(data, size, size, half, half);
}

function sprite(text: string, color: string, angle: number, dpr: number): Sprite | null {
  const step = Math.round(angle / ANGLE_STEP);
  const key = `${text}|${color}|${step}|${dpr}`;
  const hit = sprites.get(key);
  if (hit) return hit;
  if (sprites.size >= MAX_SPRITES) sprites.clear();
  const made = makeSprite(text, color, step, dpr);
  if (made) sprites.set(key, made);
  return made;
}

/**
 * Train numbers of paths [from, to) along their paths, in the line colour or red from the late
 * mark; `taken` (grid cells already labelled) carries over between calls. Stops early, after the
 * path at which the clock passes `until` (performance.now() time; at least one path is done): a
 * number not drawn before costs a canvas drawing and a read-back (0.3–1 ms), one already drawn a
 * few µs, so a count of paths alone does not keep a frame's slice short (issue 15: 50 new
 * numbers made a 30–42 ms frame on the Bildfahrplan's first drawing). Returns the path index
 * reached (exclusive).
 */
export function rasterLabelRange(r: Raster, visible: readonly PathGeometry[], from: number, to: number, s: Scale, dpr: number, lateMarkS: number, taken: Set<number>, until = Infinity): number {
  for (let i = from; i < to; i++) {
    const g = visible[i];
    const label = placeLabel(g, s, lateMarkS, taken);
    const sp = label ? sprite(g.path.trainNumber, label.color, label.at.angle, dpr) : null;
    if (label && sp) r.blit(sp, Math.round((label.at.x - s.plot.x) * dpr), Math.round((label.at.y - s.plot.y) * dpr));
    if (performance.now() > until) return i + 1;
  }
  return to;
}
