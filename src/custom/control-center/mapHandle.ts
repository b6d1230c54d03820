/**
 * The Leaflet map of the page, for saved views (read the centre and zoom, set them back): a
 * Leaflet init hook notes every map created, so the map components need no extra prop. The
 * page imports this module before it renders the map.
 */
import { Map as LeafletMap } from 'leaflet';

let current: LeafletMap | null = null;

LeafletMap.addInitHook(function (this: LeafletMap) {
  current = this;
  this.on('unload', () => {
    if (current === this) current = null;
  });
});

export interface MapPlace {
  center: { lat: number; lon: number };
  zoom: number;
}

export function currentPlace(): MapPlace | null {
  if (!current) return null;
  try {
    const c = current.getCenter();
    return { center: { lat: c.lat, lon: c.lng }, zoom: current.getZoom() };
  } catch {
    return null; // not laid out yet
  }
}

/** Moves the map to the place (any zoom, also out); false when there is no map. */
export function goToPlace(p: MapPlace): boolean {
  if (!current) return false;
  current.setView([p.center.lat, p.center.lon], p.zoom, { animate: false });
  return true;
}
