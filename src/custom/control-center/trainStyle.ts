/**
 * How a train is drawn (pure): a dot in the line colour inside a ring in the delay colour, an
 * arrow in the direction of travel, the train number from LABEL_ZOOM on. Sizes grow with the zoom.
 */

/** From this zoom level on every train shows its number (the highlighted one always does). */
export const LABEL_ZOOM = 13;
/** From this zoom level on stations show their names. */
export const STATION_LABEL_ZOOM = 12;
/** Width of the delay ring around the dot, px. */
export const RING_WIDTH = 2.5;
/** Length of the direction arrow beyond the ring, px. */
export const ARROW_LENGTH = 5;

/** Radius of the line-coloured dot, px. */
export function trainRadius(zoom: number): number {
  if (zoom < 10) return 3;
  if (zoom < 12) return 4;
  if (zoom < 13) return 5;
  return 6;
}

/** Outer radius of the ring. */
export function ringRadius(zoom: number): number {
  return trainRadius(zoom) + RING_WIDTH;
}

/** How far from a train's centre a click or hover still hits it, px. */
export function hitRadius(zoom: number): number {
  return ringRadius(zoom) + ARROW_LENGTH;
}

/**
 * The arrow's triangle for a bearing (degrees, 0 = north, clockwise; screen y grows downwards):
 * tip ARROW_LENGTH beyond the ring, base on the ring. Written into out as [tipX, tipY, leftX,
 * leftY, rightX, rightY].
 */
export function arrowPoints(x: number, y: number, bearing: number, ring: number, out: Float64Array): Float64Array {
  const b = (bearing * Math.PI) / 180;
  const dx = Math.sin(b);
  const dy = -Math.cos(b);
  const half = ring * 0.7;
  const baseX = x + dx * (ring - 1);
  const baseY = y + dy * (ring - 1);
  out[0] = x + dx * (ring + ARROW_LENGTH);
  out[1] = y + dy * (ring + ARROW_LENGTH);
  out[2] = baseX - dy * half;
  out[3] = baseY + dx * half;
  out[4] = baseX + dy * half;
  out[5] = baseY - dx * half;
  return out;
}
