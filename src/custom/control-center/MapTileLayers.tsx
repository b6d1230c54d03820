/**
 * The tile layers in Leaflet's layer control: the base map and the two OpenRailwayMap overlays
 * (each can be switched off there; the operator can switch any off altogether, see
 * docs/control-center.md). The attribution of every layer shown is on the map. When the base
 * map's tiles fail and none loads, onOffline(true) lets the page say so; everything else draws
 * without tiles. Credits are registered part by part (attribution.ts), so shared parts show once.
 */
import { useEffect, useMemo, useRef } from 'react';
import { LayersControl, TileLayer, useMap } from 'react-leaflet';
import { NamedBaseLayer, NamedOverlay } from './NamedLayer';
import type { MapTiles } from '../../providers/auth/config';
import { attributionHandlers } from './attribution';
import { usePageText } from '../../providers/i18n/usePageText';
import { ccTexts } from './messages';

/** Failed base tiles (with none loaded) before the page reports the base map as unreachable. */
export const OFFLINE_AFTER_ERRORS = 3;
const MAX_ZOOM = 19;

export function MapTileLayers({ tiles, onOffline }: { tiles: MapTiles; onOffline(offline: boolean): void }) {
  const { t, lang } = usePageText(ccTexts);
  const map = useMap();
  const state = useRef({ errors: 0, loaded: 0 });
  const credits = useMemo(() => {
    const control = () => map.attributionControl;
    return {
      base: attributionHandlers(control, tiles.base?.attribution ?? ''),
      signals: attributionHandlers(control, tiles.signals?.attribution ?? ''),
      maxspeed: attributionHandlers(control, tiles.maxspeed?.attribution ?? ''),
    };
  }, [map, tiles]);
  const baseHandlers = useMemo(
    () => ({
      ...credits.base,
      tileerror: () => {
        state.current.errors += 1;
        if (state.current.loaded === 0 && state.current.errors === OFFLINE_AFTER_ERRORS) onOffline(true);
      },
      tileload: () => {
        state.current.loaded += 1;
        if (state.current.loaded === 1) onOffline(false);
      },
    }),
    [onOffline, credits],
  );

  // Leaflet names its layer-control button "Layers" in English.
  useEffect(() => {
    const toggle = map.getContainer().querySelector<HTMLElement>('.leaflet-control-layers-toggle');
    toggle?.setAttribute('title', t('layers'));
    toggle?.setAttribute('aria-label', t('layers'));
  }, [map, lang, tiles]);

  if (!tiles.base && !tiles.signals && !tiles.maxspeed) return null;
  return (
    // The layers keep their tiles when the language changes; only their names in the control
    // change (NamedLayer).
    <LayersControl position="topright">
      {tiles.base ? (
        <NamedBaseLayer checked name={t('layerBase')}>
          <TileLayer url={tiles.base.url} maxZoom={MAX_ZOOM} eventHandlers={baseHandlers} />
        </NamedBaseLayer>
      ) : null}
      {tiles.signals ? (
        <NamedOverlay checked name={t('layerSignals')}>
          <TileLayer url={tiles.signals.url} maxZoom={MAX_ZOOM} eventHandlers={credits.signals} />
        </NamedOverlay>
      ) : null}
      {tiles.maxspeed ? (
        <NamedOverlay name={t('layerMaxspeed')}>
          <TileLayer url={tiles.maxspeed.url} maxZoom={MAX_ZOOM} eventHandlers={credits.maxspeed} />
        </NamedOverlay>
      ) : null}
    </LayersControl>
  );
}
