/**
 * Leitstelle (/control-center, issue 5 point 1 and the map filters): the live map with every
 * running train, the network and the filters. The page owns the state (filters, highlighted
 * train, focused station, the view asked for) so that later parts (sidebar tabs, the train popup,
 * saved views) can sit beside the map and share it. Clicking a train calls onTrainClick.
 */
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { ShellTitle } from '../../shell/ShellTitle';
import { formatDay } from '../../ui/format';
import { preloadable } from '../../ui/preloadable';
import { QueryError } from '../../ui/states';
import { effectiveLineIds, NO_FILTERS, positionFilter, type MapFilters, type RunInfo } from './filters';
import { currentPlace, goToPlace } from './mapHandle';
import { Sidebar } from './sidebar/Sidebar';
import type { TabRun } from './sidebar/api';
import { ViewSelect } from './views/ViewSelect';
import { AddressSearch } from './views/AddressSearch';
import { LiveMap } from './LiveMap';
import { MapFilterBar } from './MapFilterBar';
import type { ViewRequest } from './MapView';
import { ccTexts } from './messages';
import { stationsOnRoutes, type NetworkStop } from './network';
import { createTrainFeed } from './trainFeed';
import type { TrainCounts } from './TrainLayer';
import { useMapData, useMapTiles } from './useMapData';
import { useTrainPositions } from './useTrainPositions';
import { ScreenFillingBox } from '../../ui/ScreenFillingBox';

/** Zoom the searches bring the map to (at least). */
const TRAIN_ZOOM = 13;
const STATION_ZOOM = 14;

const NO_RUNS: ReadonlyMap<string, RunInfo> = new Map();

/**
 * The train popup, with the circulation list's measure dialogs and the stops table, is code for
 * after a click: it loads when the user presses on the map or the sidebar or moves the focus into
 * them, not with the page (the popup fetches its run anyway when it opens).
 */
const trainPopup = preloadable(() => import('./popup/TrainPopup').then((m) => m.TrainPopup));
const preloadPopup = () => void trainPopup.preload().catch(() => undefined);

export default function ControlCenterPage() {
  const { t, lang } = usePageText(ccTexts);
  const notify = useNotify();
  const [feed] = useState(createTrainFeed);
  const [filters, setFilters] = useState<MapFilters>(NO_FILTERS);
  // `?run=<id>` (a link from the Bildfahrplan): that train marked and its popup open.
  const [search] = useSearchParams();
  const [highlight, setHighlight] = useState<string | null>(() => search.get('run'));
  const [focusStationId, setFocusStationId] = useState<string | null>(null);
  const [view, setView] = useState<ViewRequest | null>(null);
  const [popupRunId, setPopupRunId] = useState<string | null>(() => search.get('run'));
  const [counts, setCounts] = useState<TrainCounts>({ shown: 0, total: 0, lineIds: [] });
  // A batch a second reports counts; the page re-renders only when they change.
  const onCounts = useCallback(
    (c: TrainCounts) => setCounts((old) => (old.shown === c.shown && old.total === c.total && old.lineIds.join() === c.lineIds.join() ? old : c)),
    [],
  );

  const { network, runIndex } = useMapData(feed);
  // The network and the runs are shown at low priority (useDeferredValue): what follows from them
  // here (the filters' choices, the lines, stations and tile layers on the map) is most of the
  // page, also when an urgent render brings them (a filter). Deferred, React renders it in
  // slices and runs the map's effects (Leaflet adding layers and tiles) in a task of their own
  // (issue 15: one 541 ms task at 4x when the network arrived).
  const networkData = useDeferredValue(network.data);
  const runsData = useDeferredValue(runIndex.data);
  // The tiles wait for the network as shown (or its failure): the map opens on a default place and
  // is fitted to the network when it arrives, and tiles requested before that were fetched for
  // nothing (on a tablet's connection, a screenful of base and signal tiles twice, issue 15).
  const configuredTiles = useMapTiles();
  const tiles = networkData !== undefined || network.error ? configuredTiles : null;
  // Network and product filters narrow the line filter: the map, the subscription and the sidebar share it.
  const lineIds = useMemo(() => effectiveLineIds(filters, networkData?.lines ?? []), [filters, networkData]);
  const effective = useMemo(() => ({ ...filters, lineIds }), [filters, lineIds]);
  useTrainPositions(effective, feed);

  const filter = useMemo(() => positionFilter(effective), [effective]);
  const runs = runsData?.runs ?? NO_RUNS;
  const stops = useMemo(() => (networkData ? stationsOnRoutes(networkData) : []), [networkData]);
  const onMap = useCallback((id: string) => {
    const p = feed.position(id);
    return p !== null && filter(p);
  }, [feed, filter]);

  const say = useCallback((text: string) => notify(text, { type: 'info', messageArgs: { _: text } }), [notify]);
  const showTrain = useCallback(
    (run: RunInfo | null, text: string) => {
      if (!run) return say(t('trainNotFound', { train: text }));
      const p = feed.position(run.id);
      if (!p || !filter(p)) return say(t('trainNotRunning', { train: run.trainNumber }));
      setHighlight(run.id);
      setView((v) => ({ lat: p.lat, lon: p.lon, zoom: TRAIN_ZOOM, seq: (v?.seq ?? 0) + 1 }));
    },
    [feed, filter, t, say],
  );
  const showStation = useCallback((stop: NetworkStop | null) => {
    setFocusStationId(stop?.id ?? null);
    if (stop) setView((v) => ({ lat: stop.lat, lon: stop.lon, zoom: STATION_ZOOM, seq: (v?.seq ?? 0) + 1 }));
  }, []);
  // A click on a train marks it and opens its popup.
  const onTrainClick = useCallback((runId: string) => {
    setHighlight(runId);
    setPopupRunId(runId);
  }, []);
  // A train picked in the sidebar: centred on the map (when it is there) and its popup opened.
  const openFromSidebar = useCallback((run: TabRun) => {
    const p = feed.position(run.id);
    const lat = p?.lat ?? run.lat;
    const lon = p?.lon ?? run.lon;
    if (lat !== null && lon !== null) setView((v) => ({ lat, lon, zoom: TRAIN_ZOOM, seq: (v?.seq ?? 0) + 1 }));
    setHighlight(run.id);
    setPopupRunId(run.id);
  }, [feed]);
  const sidebarLines = useMemo(() => (lineIds.length ? lineIds : null), [lineIds]);

  const title = t('title');
  return (
    <ScreenFillingBox minHeight={480}>
      <ShellTitle title={title} />
      <MapFilterBar
        filters={filters}
        lines={networkData?.lines ?? []}
        stops={stops}
        runs={runs}
        shownTrains={counts.shown}
        onMap={onMap}
        onFilters={setFilters}
        onTrain={showTrain}
        onStation={showStation}
        views={<ViewSelect filters={filters} currentPlace={currentPlace} onApply={(state) => {
          setFilters({ ...state.filters });
          if (state.center && state.zoom !== null) goToPlace({ center: state.center, zoom: state.zoom });
        }} />}
        address={<AddressSearch stops={stops} onPlace={(p) => setView((v) => ({ lat: p.lat, lon: p.lon, zoom: STATION_ZOOM, seq: (v?.seq ?? 0) + 1 }))} onStation={showStation} />}
      >
        <Typography component="h1" variant="h6" sx={{ mr: 1 }}>
          {title}
        </Typography>
      </MapFilterBar>
      {network.error ? <QueryError error={network.error} title={t('networkFailed')} onRetry={() => void network.refetch()} /> : null}
      {networkData && networkData.versionId === null ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('noTimetable')}
        </Alert>
      ) : null}
      {networkData && networkData.versionId !== null && networkData.trips === 0 ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="no-service-notice">
          {t('noService', { day: formatDay(networkData.operatingDay, lang) })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, flexDirection: { xs: 'column', md: 'row' } }} onPointerDown={preloadPopup} onFocus={preloadPopup}>
      <Sidebar lineIds={sidebarLines} onOpen={openFromSidebar} />
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', flexDirection: 'column', minHeight: 360 }}>
      <LiveMap
        tiles={tiles}
        network={networkData ?? null}
        runs={runs}
        feed={feed}
        filter={filter}
        selectedLineIds={lineIds}
        highlight={highlight}
        focusStationId={focusStationId}
        view={view}
        onTrainClick={onTrainClick}
        onCounts={onCounts}
      />
      {popupRunId ? (
        <Suspense fallback={null}>
          <trainPopup.Component key={popupRunId} runId={popupRunId} onClose={() => setPopupRunId(null)} />
        </Suspense>
      ) : null}
      </Box>
      </Box>
    </ScreenFillingBox>
  );
}
