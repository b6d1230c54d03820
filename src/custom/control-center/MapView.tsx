/**
 * The map's view: fitted to the network when it arrives (or to the first trains when there is no
 * network) and kept so until the user moves it, moved to what the searches ask for, kept in size
 * with its container, and named for assistive technology.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { boundsOf, type NetworkStop } from './network';
import type { TrainFeed } from './trainFeed';
import { usePageText } from '../../providers/i18n/usePageText';
import { ccTexts } from './messages';

/** A request to show a place: a new `seq` moves the map even to the same place again. */
export interface ViewRequest {
  lat: number;
  lon: number;
  /** The map zooms in to at least this level. */
  zoom: number;
  seq: number;
}

const FIT_PADDING: [number, number] = [24, 24];

export function MapView({ stops, versionKey, feed, view }: {
  stops: readonly NetworkStop[];
  /** Changes when another network arrives (version and day): the map is fitted again. */
  versionKey: string | null;
  feed: TrainFeed;
  view: ViewRequest | null;
}) {
  const { t } = usePageText(ccTexts);
  const map = useMap();
  const fitted = useRef<string | null>(null);
  // Until the user moves the map, it stays fitted to the network (also when parts beside it resize it).
  const touched = useRef(false);

  // Leaving the page during a zoom animation: Leaflet ends the animation 250 ms later on a timer,
  // after react-leaflet has removed the map, and then reads the removed panes (_leaflet_pos,
  // docs/control-center.md). Its timer does nothing when no zoom animation is marked as running.
  useEffect(() => () => {
    (map as unknown as { _animatingZoom?: boolean })._animatingZoom = false;
  }, [map]);

  const fit = useCallback(() => {
    const bounds = boundsOf(stops);
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, animate: false });
    return bounds !== null;
  }, [map, stops]);

  useEffect(() => {
    if (versionKey === null || fitted.current === versionKey) return;
    if (fit()) fitted.current = versionKey;
  }, [fit, versionKey]);

  useEffect(() => {
    const el = map.getContainer();
    const touch = () => {
      touched.current = true;
    };
    el.addEventListener('pointerdown', touch);
    el.addEventListener('wheel', touch, { passive: true });
    el.addEventListener('keydown', touch);
    return () => {
      el.removeEventListener('pointerdown', touch);
      el.removeEventListener('wheel', touch);
      el.removeEventListener('keydown', touch);
    };
  }, [map]);

  // No stations to fit to (no network): the first trains decide.
  useEffect(() => {
    if (stops.length > 0) return undefined;
    let done = false;
    return feed.subscribe(({ batch }) => {
      const bounds = done ? null : boundsOf(batch.positions);
      if (!bounds) return;
      done = true;
      map.fitBounds(bounds, { padding: FIT_PADDING, animate: false });
    });
  }, [map, feed, stops.length]);

  useEffect(() => {
    if (!view) return;
    touched.current = true;
    map.setView([view.lat, view.lon], Math.max(map.getZoom(), view.zoom));
  }, [map, view]);

  // Leaflet only notices window resizes; the menu or a side panel opening resizes the map too.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      // Keeps the centre: a train or station the user was looking at stays in the middle.
      map.invalidateSize();
      if (!touched.current && fitted.current !== null) fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, fit]);

  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', t('map'));
  }, [map, t]);

  return null;
}
