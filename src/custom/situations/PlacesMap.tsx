/**
 * The small map of the situation form: the network's lines (the chosen ones in their colour) and
 * stations as points (chosen ones filled and larger), a click toggles a station; the base tiles from the configured tile URL (/api/config,
 * as the control-centre map; without one the points draw on a plain backdrop). The station list
 * beside it is the keyboard way to the same choice.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Lang } from '../../shared/resource/types';
import type { NetworkStop } from '../../shared/operations/network';
import { boundsOf, type RoutePath } from '../control-center/network';
import { useMapTiles } from '../control-center/useMapData';
import { sitTexts } from './messages';

const START_CENTER: [number, number] = [49.01, 8.4];
const CHOSEN = '#C62828';
const OTHER = '#455A64';

export default function PlacesMap({ stations, paths, chosen, chosenLines, onToggle, lang }: {
  stations: readonly (NetworkStop & { stationId: string })[];
  /** Every line's polylines; the chosen lines are drawn in their colour, the others faint. */
  paths: readonly RoutePath[];
  chosen: readonly string[];
  chosenLines: readonly string[];
  /** null: read-only. */
  onToggle: ((stationId: string) => void) | null;
  lang: Lang;
}) {
  const tiles = useMapTiles();
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const lineSet = useMemo(() => new Set(chosenLines), [chosenLines]);
  const t = (k: Parameters<typeof sitTexts.text>[1], args?: Record<string, string>) => sitTexts.text(lang, k, args);
  return (
    <Box>
      <Box
        role="region"
        aria-label={t('mapLabel')}
        data-testid="situation-map"
        sx={{ position: 'relative', height: 320, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', isolation: 'isolate', zIndex: 0 }}
      >
        <MapContainer center={START_CENTER} zoom={9} preferCanvas={false} style={{ position: 'absolute', inset: 0, background: '#E8EDF0' }}>
          {tiles?.base && <TileLayer url={tiles.base.url} attribution={tiles.base.attribution} maxZoom={19} />}
          <FitStations stations={stations} />
          {paths.map((p) => {
            const on = lineSet.has(p.lineId);
            return (
              <Polyline
                key={`${p.id}-${on ? 1 : 0}`}
                positions={p.points}
                interactive={false}
                pathOptions={{ color: on ? p.color : '#90A4AE', weight: on ? 5 : 2, opacity: on ? 0.9 : 0.6 }}
              />
            );
          })}
          {stations.map((s) => {
            const on = chosenSet.has(s.stationId);
            return (
              <CircleMarker
                key={s.stationId}
                center={[s.lat, s.lon]}
                radius={on ? 8 : 5}
                pathOptions={{ color: on ? CHOSEN : OTHER, fillColor: on ? CHOSEN : '#FFFFFF', fillOpacity: on ? 0.9 : 1, weight: 2 }}
                eventHandlers={onToggle ? { click: () => onToggle(s.stationId) } : {}}
                interactive
              >
                <Tooltip>{t('mapStation', { name: s.name, state: t(on ? 'mapChosen' : 'mapNotChosen') })}</Tooltip>
              </CircleMarker>
            );
          })}
        </MapContainer>
      </Box>
      {stations.length === 0 && <Typography variant="body2" color="text.secondary">{t('mapNoNetwork')}</Typography>}
    </Box>
  );
}

/** Fits the map to the stations once they arrive. */
function FitStations({ stations }: { stations: readonly NetworkStop[] }) {
  const map = useMap();
  useEffect(() => {
    const b = boundsOf(stations);
    if (b) map.fitBounds(b, { padding: [16, 16], animate: false });
  }, [map, stations]);
  return null;
}
