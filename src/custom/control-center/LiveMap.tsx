/**
 * The live map (docs/control-center.md): tiles with a layer control, the network's lines,
 * stations and every train on canvas layers, a hover tooltip, and a notice when the base map is
 * unreachable. Everything but the tiles draws offline. State lives in the page; this component
 * shows it and reports clicks (onTrainClick) and counts.
 */
import 'leaflet/dist/leaflet.css';
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { MapContainer, ZoomControl } from 'react-leaflet';
import type { MapTiles } from '../../providers/auth/config';
import type { Lang } from '../../shared/resource/types';
import type { PositionFilter, RunInfo } from './filters';
import { MapTileLayers } from './MapTileLayers';
import { MapView, type ViewRequest } from './MapView';
import { stationsOnRoutes, type Network } from './network';
import { NetworkLines } from './NetworkLines';
import { StationCanvas } from './StationCanvas';
import { TrainCanvas } from './TrainCanvas';
import type { TrainFeed } from './trainFeed';
import type { TrainCounts, TrainHit } from './TrainLayer';
import { TrainTooltip } from './TrainTooltip';
import { usePageText } from '../../providers/i18n/usePageText';
import { MountInTransition } from '../../shell/MountInTransition';
import { ccTexts } from './messages';

/** Before the network arrives: Karlsruhe, where the demo network runs. */
const START_CENTER: [number, number] = [49.01, 8.4];
const START_ZOOM = 10;
/** Behind the tiles, and the map's box before the map is there. */
const MAP_BACKGROUND = '#E8EDF0';

export interface LiveMapProps {
  /** null while /api/config loads. */
  tiles: MapTiles | null;
  network: Network | null;
  runs: ReadonlyMap<string, RunInfo>;
  feed: TrainFeed;
  filter: PositionFilter;
  selectedLineIds: readonly string[];
  highlight: string | null;
  focusStationId: string | null;
  view: ViewRequest | null;
  onTrainClick(runId: string): void;
  onCounts(counts: TrainCounts): void;
}

export function LiveMap(props: LiveMapProps) {
  const { t, lang } = usePageText(ccTexts);
  const { tiles, network, runs, feed } = props;
  const [hover, setHover] = useState<TrainHit | null>(null);
  const [tilesOffline, setTilesOffline] = useState(false);
  const lines = useMemo(() => new Map((network?.lines ?? []).map((l) => [l.id, l])), [network]);
  const stops = useMemo(() => (network ? stationsOnRoutes(network) : []), [network]);
  const lineColor = useCallback((id: string) => lines.get(id)?.color, [lines]);
  const label = useCallback((id: string) => runs.get(id)?.trainNumber, [runs]);
  const versionKey = network && stops.length ? `${network.versionId}|${network.operatingDay}` : null;

  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        minHeight: 360,
        // The map is the page's backdrop layer (specification point 9); Leaflet's own z-indexes stay inside it.
        zIndex: (theme) => theme.zIndex.mapBackdrop,
        isolation: 'isolate',
        background: MAP_BACKGROUND,
      }}
    >
      {/* The map itself after the page's first commit, in a transition: created in that commit,
          Leaflet measured its container there (a layout of the whole new page inside the task)
          and react-leaflet rendered the map's children at once. Its box and colour are there
          from the start, so nothing moves. */}
      <MountInTransition>
        <MapContainer
          center={START_CENTER}
          zoom={START_ZOOM}
          preferCanvas
          zoomSnap={0.5}
          zoomControl={false}
          style={{ position: 'absolute', inset: 0, background: MAP_BACKGROUND }}
        >
          <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} key={lang} />
          {/* The layers after the map, in a transition: react-leaflet renders the map's children
              synchronously inside the commit that created the map, so the map, its layers and their
              effects were one task of 75-100 ms (300-400 ms at 4x, the control centre's longest,
              issue 15). Now the layers render in slices after the map is there. */}
          <MountInTransition>
            {/* Before the tile layers: React runs a sibling's effects first, so the map is fitted to the
                network before the tile layers are added, and they create their tiles once, for the
                fitted view, not first for the start view (issue 15). */}
            <MapView stops={stops} versionKey={versionKey} feed={feed} view={props.view} />
            {tiles ? <MapTileLayers tiles={tiles} onOffline={setTilesOffline} /> : null}
            <NetworkLines network={network} selectedLineIds={props.selectedLineIds} />
            <StationCanvas stops={stops} focusId={props.focusStationId} lang={lang} />
            <TrainCanvas
              feed={feed}
              lang={lang}
              filter={props.filter}
              highlight={props.highlight}
              lineColor={lineColor}
              label={label}
              onHover={setHover}
              onTrainClick={props.onTrainClick}
              onCounts={props.onCounts}
            />
          </MountInTransition>
        </MapContainer>
      </MountInTransition>
      {hover ? (
        <TrainTooltip
          lang={lang}
          info={{
            hit: hover,
            run: runs.get(hover.runId),
            line: lines.get(runs.get(hover.runId)?.lineId ?? feed.position(hover.runId)?.lineId ?? ''),
            position: feed.position(hover.runId),
          }}
        />
      ) : null}
      {tilesOffline ? (
        <Alert
          severity="info"
          role="status"
          sx={{ position: 'absolute', left: 56, bottom: 24, zIndex: (theme) => theme.zIndex.mapControl, py: 0, maxWidth: 'calc(100% - 112px)' }}
        >
          {t('tilesOffline')}
        </Alert>
      ) : null}
    </Box>
  );
}
