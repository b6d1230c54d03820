/** Great-circle distance (pure), for kilometre positions when a feed has no shape distances. */

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Haversine distance in kilometres between two WGS84 points. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Kilometre positions along a sequence of points: 0 first, then the cumulative distance. */
export function cumulativeKm(points: readonly { lat: number; lon: number }[]): number[] {
  const km = [0];
  for (let i = 1; i < points.length; i++) {
    km.push(km[i - 1] + haversineKm(points[i - 1].lat, points[i - 1].lon, points[i].lat, points[i].lon));
  }
  return km;
}

/** Rounded to metres: positions are shown and compared in metres, more digits are noise. */
export function roundKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}
