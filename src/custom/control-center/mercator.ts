/**
 * Web Mercator as Leaflet's default CRS (EPSG:3857) computes it, without allocating a point per
 * call: the train layer projects 1,000 positions per frame.
 */
const MAX_LAT = 85.0511287798;
const D = Math.PI / 180;

/** World width in pixels at a zoom level (256 px tiles). */
export function worldSize(zoom: number): number {
  return 256 * 2 ** zoom;
}

/** Longitude → share of the world's width, 0..1 from the antimeridian eastwards. */
export function mercX(lon: number): number {
  return (lon + 180) / 360;
}

/** Latitude → share of the world's height, 0 at the top (85.05°N) to 1 at the bottom. */
export function mercY(lat: number): number {
  const s = Math.sin((lat > MAX_LAT ? MAX_LAT : lat < -MAX_LAT ? -MAX_LAT : lat) * D);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}
