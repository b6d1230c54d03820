/**
 * Tile layers of the control-centre map (docs/control-center.md): the base map and the two
 * OpenRailwayMap overlays, each a URL template from the environment. The public services limit
 * use, so an operator can point every layer at its own tile server or switch it off (empty value).
 */

export interface TileLayerConfig {
  /** Leaflet URL template, e.g. https://{s}.tiles.openrailwaymap.org/signals/{z}/{x}/{y}.png. */
  url: string;
  /** Attribution shown on the map (HTML as the tile provider asks for it; parts separated by ", "). */
  attribution: string;
}

export interface MapTilesConfig {
  /** null: switched off (the map draws on a plain backdrop). */
  base: TileLayerConfig | null;
  signals: TileLayerConfig | null;
  maxspeed: TileLayerConfig | null;
}

export type MapLayerKey = keyof MapTilesConfig;

// Language-neutral credits (the interface is German and Italian); the map shows each part once
// even when several layers name it (src/custom/control-center/attribution.ts).
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const ORM_ATTRIBUTION = `${OSM_ATTRIBUTION}, <a href="https://www.openrailwaymap.org/">OpenRailwayMap</a> (CC BY-SA 2.0)`;

/** Default URL, attribution and the environment variables of each layer. */
export const MAP_LAYER_DEFAULTS: Record<MapLayerKey, { env: string; attributionEnv: string; url: string; attribution: string }> = {
  base: {
    env: 'MAP_BASE_TILES',
    attributionEnv: 'MAP_BASE_ATTRIBUTION',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: OSM_ATTRIBUTION,
  },
  signals: {
    env: 'MAP_SIGNALS_TILES',
    attributionEnv: 'MAP_SIGNALS_ATTRIBUTION',
    url: 'https://{s}.tiles.openrailwaymap.org/signals/{z}/{x}/{y}.png',
    attribution: ORM_ATTRIBUTION,
  },
  maxspeed: {
    env: 'MAP_MAXSPEED_TILES',
    attributionEnv: 'MAP_MAXSPEED_ATTRIBUTION',
    url: 'https://{s}.tiles.openrailwaymap.org/maxspeed/{z}/{x}/{y}.png',
    attribution: ORM_ATTRIBUTION,
  },
};

/** The template with its placeholders filled, so that URL can parse it ({s} → a, {z} → 0, …). */
function sampleUrl(template: string): URL | null {
  try {
    return new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0'));
  } catch {
    return null;
  }
}

/**
 * One layer from the environment: unset → the default; empty → off; otherwise an http(s) URL
 * template with {z}, {x} and {y}. A wrong value stops the start with a clear message.
 */
function layerFrom(key: MapLayerKey, env: NodeJS.ProcessEnv): TileLayerConfig | null {
  const d = MAP_LAYER_DEFAULTS[key];
  const raw = env[d.env];
  const attribution = env[d.attributionEnv] ?? d.attribution;
  if (raw === undefined) return { url: d.url, attribution };
  const url = raw.trim();
  if (url === '') return null;
  const parsed = sampleUrl(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) {
    throw new Error(`${d.env} must be an http(s) tile URL template with {z}, {x} and {y}, or empty to switch the layer off (got "${raw}")`);
  }
  return { url, attribution };
}

export function loadMapTiles(env: NodeJS.ProcessEnv): MapTilesConfig {
  return { base: layerFrom('base', env), signals: layerFrom('signals', env), maxspeed: layerFrom('maxspeed', env) };
}

/**
 * The Content-Security-Policy source of a tile template: its origin, with a `{s}` subdomain as a
 * wildcard label (https://{s}.tiles.openrailwaymap.org → https://*.tiles.openrailwaymap.org).
 * Any other placeholder in the host widens the source to the domain below it.
 */
export function tileSource(template: string): string | null {
  const marked = template.replace(/\{[a-z]+\}/gi, (m) => (m === '{s}' || !m.match(/^\{[zxy]\}$/) ? 'placeholder-label' : '0'));
  let parsed: URL;
  try {
    parsed = new URL(marked);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const labels = parsed.host.split('.');
  const last = labels.map((l) => l.includes('placeholder-label')).lastIndexOf(true);
  const host = last < 0 ? parsed.host : ['*', ...labels.slice(last + 1)].join('.');
  return `${parsed.protocol}//${host}`;
}

/** The img-src sources the configured layers need (distinct, in layer order). */
export function tileSources(map: MapTilesConfig): string[] {
  const sources = [map.base, map.signals, map.maxspeed].map((l) => (l ? tileSource(l.url) : null));
  return [...new Set(sources.filter((s): s is string => s !== null))];
}
