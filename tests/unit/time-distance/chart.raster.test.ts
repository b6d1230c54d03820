import { describe, expect, it } from 'vitest';
import { Raster, dashMask, pixelOf, spriteOf } from '../../../src/custom/time-distance/chart/raster';
import { rasterPathRange } from '../../../src/custom/time-distance/chart/rasterPaths';
import { drawPathRange, emptyCounts, visiblePaths } from '../../../src/custom/time-distance/chart/drawPaths';
import { GeometryCache } from '../../../src/custom/time-distance/chart/engine';
import { makeScale, stationAxis } from '../../../src/custom/time-distance/chart/scales';
import { syntheticDiagram } from '../../../bench/support/diagramData';

const RED = pixelOf('#FF0000');

/** The inked pixels of a raster as "x,y". */
function inked(r: Raster): Set<string> {
  const out = new Set<string>();
  for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) if (r.px[y * r.width + x] !== 0) out.add(`${x},${y}`);
  return out;
}

function rgba(r: Raster, x: number, y: number): number[] {
  const i = 4 * (y * r.width + x);
  return [...r.bytes.subarray(i, i + 4)];
}

/** Distance of a pixel's centre from the segment. */
function distance(px: number, py: number, x0: number, y0: number, x1: number, y1: number): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / l2));
  return Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
}

describe('raster', () => {
  it('writes colours as ImageData bytes (RGBA)', () => {
    const r = new Raster(2, 1);
    r.line(0.5, 0.5, 0.5, 0.5, pixelOf('#123456'), null, 0);
    expect(rgba(r, 0, 0)).toEqual([0x12, 0x34, 0x56, 255]);
    expect(rgba(r, 1, 0)).toEqual([0, 0, 0, 0]);
  });

  it('draws a horizontal line on exactly its pixels, both ends included', () => {
    const r = new Raster(20, 5);
    r.line(2.5, 2.5, 9.5, 2.5, RED, null, 0);
    expect([...inked(r)].sort()).toEqual(['2,2', '3,2', '4,2', '5,2', '6,2', '7,2', '8,2', '9,2'].sort());
  });

  it('keeps every pixel of a random line within a pixel of it, with one pixel per step along the longer axis', () => {
    let seed = 11;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let k = 0; k < 300; k++) {
      const r = new Raster(64, 48);
      const [x0, y0, x1, y1] = [rnd() * 64, rnd() * 48, rnd() * 64, rnd() * 48];
      r.line(x0, y0, x1, y1, RED, null, 0);
      const px = inked(r);
      for (const p of px) {
        const [x, y] = p.split(',').map(Number);
        expect(distance(x + 0.5, y + 0.5, x0, y0, x1, y1)).toBeLessThanOrEqual(Math.SQRT2);
      }
      // One pixel per step along the longer axis from one end's pixel to the other's: no gaps.
      const steps = Math.max(Math.abs(Math.floor(x1) - Math.floor(x0)), Math.abs(Math.floor(y1) - Math.floor(y0)));
      expect(px.size).toBe(steps + 1);
      expect(px.has(`${Math.floor(x0)},${Math.floor(y0)}`) && px.has(`${Math.floor(x1)},${Math.floor(y1)}`)).toBe(true);
    }
  });

  it('clips to the buffer: nothing outside, no wrap into the next row, nothing for a line outside', () => {
    const r = new Raster(10, 10);
    r.line(-20.5, 4.5, 30.5, 4.5, RED, null, 0);
    expect(inked(r).size).toBe(10);
    for (const p of inked(r)) expect(p.endsWith(',4')).toBe(true);
    r.clear();
    r.line(-5, -5, -1, 20, RED, null, 0);
    r.line(12, 0, 30, 9, RED, null, 0);
    expect(inked(r).size).toBe(0);
    // A steep line leaving at the bottom right corner stays in the last column and row.
    r.line(9.9, 0, 9.99, 9.99, RED, null, 0);
    for (const p of inked(r)) expect(p.startsWith('9,')).toBe(true);
    expect(inked(r).has('9,9')).toBe(true);
  });

  it('dashes by its pattern and carries the pattern on from one segment to the next', () => {
    const mask = dashMask([2, 3])!;
    const r = new Raster(30, 1);
    const phase = r.line(0.5, 0.5, 6.5, 0.5, RED, mask, 0);
    r.line(6.5, 0.5, 14.5, 0.5, RED, mask, phase);
    const row = Array.from({ length: 16 }, (_, x) => (r.px[x] !== 0 ? '#' : '.')).join('');
    // Pixel 6 ends the first segment and starts the second: inked by the first (step 6: on).
    expect(row).toBe('##...##...##....');
    expect(dashMask([])).toBeNull();
    expect([...dashMask([6, 4], 2)!.on].filter((x) => x === 1)).toHaveLength(12);
  });

  it('draws a wider line with its further pixels beside the first, solid or dashed', () => {
    const r = new Raster(10, 10);
    r.line(2.5, 1.5, 2.5, 6.5, RED, null, 0, 2, 'x');
    expect([...inked(r)].filter((p) => p.startsWith('3,'))).toHaveLength(6);
    expect([...inked(r)].filter((p) => p.startsWith('2,'))).toHaveLength(6);
    r.clear();
    r.line(0.5, 2.5, 9.5, 2.5, RED, dashMask([2, 2]), 0, 3, 'y');
    expect(inked(r).size).toBe(6 * 3); // pixels 0 1, 4 5, 8 9 of 0…9, three rows each
    for (const y of [2, 3, 4]) expect(r.px[y * 10 + 1]).not.toBe(0);
    // A wide line at the buffer's edge keeps its further pixels inside: it is clipped to leave room.
    r.clear();
    r.line(9.5, 0.5, 9.5, 5.5, RED, null, 0, 2, 'x');
    expect(inked(r).size).toBe(0);
    r.line(0.5, 8.5, 5.5, 9.9, RED, null, 0, 2, 'y');
    for (const p of inked(r)) expect(Number(p.split(',')[1])).toBeLessThanOrEqual(9);
  });

  it('blends a sprite over what is drawn and clips it at the edges', () => {
    const r = new Raster(4, 4);
    r.line(0.5, 1.5, 3.5, 1.5, pixelOf('#0000FF'), null, 0);
    // A 2×2 image: opaque red, half-transparent white, empty, half-transparent white.
    const img = new Int32Array(4);
    const bytes = new Uint8ClampedArray(img.buffer);
    bytes.set([255, 0, 0, 255, 255, 255, 255, 128, 0, 0, 0, 0, 255, 255, 255, 128]);
    const sp = spriteOf(img, 2, 2, 0, 0);
    expect(sp.px).toHaveLength(3);
    r.blit(sp, 0, 0);
    expect(rgba(r, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(rgba(r, 1, 0)).toEqual([255, 255, 255, 128]); // over nothing: as it is
    expect(rgba(r, 1, 1)).toEqual([128, 128, 255, 255]); // half white over blue
    expect(rgba(r, 0, 1)).toEqual([0, 0, 255, 255]); // empty sprite pixel: the line stays
    r.blit(sp, 3, 3);
    r.blit(sp, 0, -1);
    expect(rgba(r, 3, 3)).toEqual([255, 0, 0, 255]);
    expect(rgba(r, 1, 0)).toEqual([255, 255, 255, 192]); // half white over half white
    expect(rgba(r, 0, 0)).toEqual([255, 0, 0, 255]);
  });
});

describe('raster paths', () => {
  it('draws the same segments as the canvas drawing counts, and ink where they are', () => {
    const data = syntheticDiagram({ paths: 300, stations: 12, now: 10 * 3600 });
    const axis = stationAxis(data.corridor.stations, 'proportional');
    const plot = { x: 60, y: 80, width: 500, height: 400 };
    for (const orientation of ['timeVertical', 'timeHorizontal'] as const) {
      const s = makeScale({ t0: 9 * 3600, t1: 12 * 3600, k0: -0.02, k1: 1.02 }, plot, orientation);
      const cache = new GeometryCache();
      const visible = visiblePaths(data.paths.map((p) => cache.get(p, axis)), s);
      const r = new Raster(plot.width, plot.height);
      const counts = emptyCounts();
      rasterPathRange(r, visible, 0, visible.length, s, 1, counts);
      // The canvas version's counts, through a context that only records.
      const noop = () => undefined;
      const ctx = new Proxy({}, { get: () => noop }) as unknown as CanvasRenderingContext2D;
      const canvasCounts = emptyCounts();
      drawPathRange(ctx, visible, 0, visible.length, s, canvasCounts);
      expect(counts).toEqual(canvasCounts);
      expect(counts.planned + counts.actual + counts.forecast).toBeGreaterThan(500);
      // Each actual segment's middle is inked (solid line) in the raster.
      let probed = 0;
      for (const g of visible) {
        for (let j = 0; j < g.cut; j++) {
          const t = (g.real.tu[2 * j] + g.real.tu[2 * j + 2]) / 2;
          const u = (g.real.tu[2 * j + 1] + g.real.tu[2 * j + 3]) / 2;
          const x = Math.floor(s.ax * t + s.bx * u + s.cx - plot.x);
          const y = Math.floor(s.ay * t + s.by * u + s.cy - plot.y);
          if (x < 1 || y < 1 || x >= plot.width - 2 || y >= plot.height - 2) continue;
          const near = [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => r.px[(y + dy) * r.width + x + dx] !== 0));
          expect(near).toBe(true);
          probed += 1;
        }
      }
      expect(probed).toBeGreaterThan(50);
    }
  });
});
