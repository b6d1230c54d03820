/**
 * shapes.txt (pure): the points are collected as columns while reading (a feed can have millions),
 * then grouped per shape and ordered by shape_pt_sequence. A shape with fewer than two points and
 * a shape whose shape_dist_traveled decreases are reported as notices: the first is not kept, the
 * second keeps its points but not its distances (km then come from the geometry).
 */
import type { GtfsShape } from './model';
import { NoticeCounter, type GtfsNotice } from './notices';

const FILE = 'shapes.txt';

/** Growable point columns; `shape` is the index of the shape id in `ids`. */
export class ShapePoints {
  length = 0;
  readonly ids: string[] = [];
  private readonly indexOf = new Map<string, number>();
  shape: number[] = [];
  sequence: number[] = [];
  lat: number[] = [];
  lon: number[] = [];
  /** NaN when the cell is empty. */
  distance: number[] = [];

  push(id: string, sequence: number, lat: number, lon: number, distance: number): void {
    let index = this.indexOf.get(id);
    if (index === undefined) {
      index = this.ids.length;
      this.ids.push(id);
      this.indexOf.set(id, index);
    }
    this.shape.push(index);
    this.sequence.push(sequence);
    this.lat.push(lat);
    this.lon.push(lon);
    this.distance.push(distance);
    this.length++;
  }
}

/** The shapes in order of first appearance, and the notices about the ones not (fully) used. */
export function buildShapes(points: ShapePoints): { shapes: GtfsShape[]; notices: GtfsNotice[] } {
  const rows: number[][] = points.ids.map(() => []);
  for (let i = 0; i < points.length; i++) rows[points.shape[i]].push(i);
  const tooShort = new NoticeCounter();
  const decreasing = new NoticeCounter();
  const shapes: GtfsShape[] = [];
  points.ids.forEach((id, s) => {
    const order = rows[s];
    // Files are usually sorted already; GTFS does not require it.
    order.sort((a, b) => points.sequence[a] - points.sequence[b]);
    if (order.length < 2) {
      tooShort.add(id);
      return;
    }
    const lat = Float64Array.from(order, (i) => points.lat[i]);
    const lon = Float64Array.from(order, (i) => points.lon[i]);
    const distance = Float64Array.from(order, (i) => points.distance[i]);
    let usable = distance.every(Number.isFinite);
    if (usable && distance.some((d, k) => k > 0 && d < distance[k - 1])) {
      decreasing.add(id);
      usable = false;
    }
    shapes.push({ id, lat, lon, distance: usable && distance[distance.length - 1] > distance[0] ? distance : null });
  });
  return { shapes, notices: [...tooShort.notice('shapeTooShort', FILE), ...decreasing.notice('shapeDistanceDecreasing', FILE)] };
}
