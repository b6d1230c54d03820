/**
 * Saved views of the control-centre map (shared by the server's views API and the browser): the
 * filter state and the map's centre and zoom, under a name, per user.
 */
export interface MapViewFilters {
  lineIds: string[];
  networks: string[];
  products: string[];
  warningOnly: boolean;
}

export interface MapViewState {
  filters: MapViewFilters;
  center: { lat: number; lon: number } | null;
  zoom: number | null;
}

export interface MapView {
  id: string;
  name: string;
  state: MapViewState;
  updatedAt: string;
}

/** A place the address search found (Query.geocode): the operator's stations or the geocoder's hits. */
export interface GeocodeHit {
  label: string;
  lat: number;
  lon: number;
}

export const VIEW_NAME_MAX = 60;
export const VIEWS_PER_USER_MAX = 50;

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 500 && v.every((x) => typeof x === 'string' && x.length <= 100);

/** What is wrong with a view state sent by a client (null: nothing); names the first problem. */
export function viewStateProblem(v: unknown): string | null {
  if (!v || typeof v !== 'object') return 'state';
  const s = v as Partial<MapViewState>;
  const f = s.filters as Partial<MapViewFilters> | undefined;
  if (!f || typeof f !== 'object') return 'filters';
  for (const key of ['lineIds', 'networks', 'products'] as const) if (!isStrings(f[key])) return `filters.${key}`;
  if (typeof f.warningOnly !== 'boolean') return 'filters.warningOnly';
  if (s.center !== null) {
    const c = s.center;
    if (!c || typeof c.lat !== 'number' || typeof c.lon !== 'number' || Math.abs(c.lat) > 90 || Math.abs(c.lon) > 180) return 'center';
  }
  if (s.zoom !== null && (typeof s.zoom !== 'number' || s.zoom < 0 || s.zoom > 22)) return 'zoom';
  return null;
}

/** Only the known fields (a client cannot store anything else). */
export function cleanViewState(s: MapViewState): MapViewState {
  return {
    filters: { lineIds: [...s.filters.lineIds], networks: [...s.filters.networks], products: [...s.filters.products], warningOnly: s.filters.warningOnly },
    center: s.center ? { lat: s.center.lat, lon: s.center.lon } : null,
    zoom: s.zoom,
  };
}
