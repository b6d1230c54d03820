/**
 * Fewer points for a shape (pure): Douglas–Peucker with a tolerance in metres. Feeds often carry a
 * point every few metres; the import keeps a shape to 1 m (SHAPE_STORE_TOLERANCE_M), the map draws
 * it to 5 m: it cannot show detail below that, and every point costs bytes on the wire and time in
 * the browser's canvas.
 */

const DEG = Math.PI / 180;
const EARTH_M = 6_371_000;

/** Tolerance of the map's shapes: below a pixel at street zoom levels. */
export const SHAPE_TOLERANCE_M = 5;

/** The indices of the points kept (first and last always), in order. */
export function simplifyIndices(lat: ArrayLike<number>, lon: ArrayLike<number>, toleranceM = SHAPE_TOLERANCE_M): number[] {
  const n = lat.length;
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  const keep = new Uint8Array(n);
  keep[0] = keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    // Equirectangular metres around point a: exact enough over one span of a shape.
    const cos = Math.cos(lat[a] * DEG);
    const x = (i: number) => (lon[i] - lon[a]) * DEG * cos * EARTH_M;
    const y = (i: number) => (lat[i] - lat[a]) * DEG * EARTH_M;
    const bx = x(b);
    const by = y(b);
    const len2 = bx * bx + by * by;
    let worst = -1;
    let worstD = toleranceM;
    for (let i = a + 1; i < b; i++) {
      const px = x(i);
      const py = y(i);
      const f = len2 > 0 ? Math.min(1, Math.max(0, (px * bx + py * by) / len2)) : 0;
      const d = Math.hypot(px - f * bx, py - f * by);
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(i);
  return out;
}
