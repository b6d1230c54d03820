/**
 * Address search through a Nominatim-compatible geocoder (MAP_GEOCODER_URL). The server asks it,
 * so the browser's Content-Security-Policy stays closed and the URL (and any key in it) stays here.
 */
import type { GeocodeHit } from '../../../src/shared/operations/mapViews';

export type { GeocodeHit };

export const GEOCODE_LIMIT = 8;
const TIMEOUT_MS = 5000;

/** Nominatim's answer (format=jsonv2): display_name, lat and lon as strings. */
export function parseNominatim(body: unknown): GeocodeHit[] {
  if (!Array.isArray(body)) return [];
  const out: GeocodeHit[] = [];
  for (const item of body as Record<string, unknown>[]) {
    const lat = Number(item?.lat);
    const lon = Number(item?.lon);
    const label = typeof item?.display_name === 'string' ? item.display_name : '';
    if (label && Number.isFinite(lat) && Number.isFinite(lon)) out.push({ label, lat, lon });
  }
  return out.slice(0, GEOCODE_LIMIT);
}

export async function geocode(baseUrl: string, q: string, lang: string, fetchFn: typeof fetch = fetch): Promise<GeocodeHit[]> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(GEOCODE_LIMIT));
  url.searchParams.set('accept-language', lang);
  const res = await fetchFn(url, { headers: { accept: 'application/json', 'user-agent': 'Leitstelle (control centre address search)' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  return parseNominatim(await res.json());
}
