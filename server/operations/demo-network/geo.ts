/** Great-circle distance on the mean earth radius (pure). */

const EARTH_RADIUS_KM = 6371.0088;

function rad(deg: number): number {
  return (deg * Math.PI) / 180;
}

/** Haversine distance in kilometres between two WGS 84 points. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
