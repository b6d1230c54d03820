/**
 * Bildfahrplan (/bildfahrplan, issue 12): a corridor's planned, actual and forecast paths live,
 * the conflicts on it, and the measures taken from a train's context menu with a preview. The
 * page owns the state (corridor and selection in the URL, view and history, settings); the chart
 * (chart/) draws, the data hooks (data/) load and keep the data live. See docs/time-distance.md.
 */
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { DEFAULT_LATE_MARK_S, type Conflict, type DiagramPath } from '../../shared/operations/timeDistance';
import { ShellTitle } from '../../shell/ShellTitle';
import { formatClock, formatDay } from '../../ui/format';
import { preloadable, preloadAtFirstInteraction } from '../../ui/preloadable';
import { QueryError, QueryLoading } from '../../ui/states';
import type { MeasurePreviewHook } from '../circulation/dialogTypes';
import { useMayDispatch } from '../circulation/useMayDispatch';
import { stationAxis } from './chart/scales';
import { TimeDistanceChart } from './chart/TimeDistanceChart';
import type { Orientation, Spacing } from './chart/types';
import { initialView } from './chart/view';
import { ConflictPanel } from './ConflictPanel';
import { CorridorPicker } from './CorridorPicker';
import { previewMeasure } from './data/api';
import { useConflicts } from './data/useConflicts';
import { useDiagram } from './data/useDiagram';
import { useTimeDistanceLines } from './data/useTimeDistanceLines';
import { DiagramToolbar } from './DiagramToolbar';
import { axisAt, conflictFocus, conflictsOnCorridor, findTrain, spaceFor, timeFor, trainFocus } from './locate';
import { tdTexts } from './messages';
import { useLastCorridor } from './useLastCorridor';
import { corridorInputOf, pageSearch, parsePageParams, withCorridor, type PageParams } from './pageParams';
import { PreviewSummary } from './PreviewSummary';
import { SelectionBar } from './SelectionBar';
import { StationMenu } from './StationMenu';
import type { MenuRequest } from './TrainMenu';
import { useCorridorChoices } from './useCorridorChoices';
import { useDiagramView } from './useDiagramView';
import { useEngineNow } from './useEngineNow';
import { useHoldMarks } from './useHoldMarks';
import { useRunLine } from './useRunLine';
import { ScreenFillingBox } from '../../ui/ScreenFillingBox';

const NONE: ReadonlySet<string> = new Set();
const FLASH_MS = 2500;

/**
 * The train's context menu with the circulation list's measure dialogs: code for after a right
 * click on a train, fetched at the first interaction with the page, not with it (issue 15).
 */
const trainMenu = preloadable(() => import('./TrainMenu').then((m) => m.TrainMenu));

export default function TimeDistancePage() {
  preloadAtFirstInteraction(trainMenu);
  const { t, lang } = usePageText(tdTexts);
  // The live data (diagram, conflicts, held connections, lines) is shown at low priority: an
  // urgent render of the page (the toolbar's input, a selection in the address) stops at the
  // memoized chart and conflict list, and the render that follows runs in slices (issue 15: the Bildfahrplan's first data came as renders of the whole
  // page in one piece, 100–150 ms each at 4x).
  const holdMarks = useDeferredValue(useHoldMarks(lang));
  const notify = useNotify();
  const mayDispatch = useMayDispatch();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parsePageParams(search), [search]);
  const setParams = useCallback((p: PageParams, replace = false) => setSearch(pageSearch(p), { replace }), [setSearch]);
  // Only the corridor's fields: a new selection must not subscribe or load the diagram again.
  const { lineId, corridorId, pathRunId } = params;
  const corridorInput = useMemo(() => corridorInputOf({ lineId, corridorId, pathRunId, runId: null }), [lineId, corridorId, pathRunId]);

  // `?run=` alone (a link from the list or the map): the run's line becomes the corridor.
  const runLine = useRunLine(corridorInput ? null : params.runId);
  const runLineId = runLine.lineId;
  useEffect(() => {
    if (!corridorInput && runLineId) setParams(withCorridor(params, { lineId: runLineId }), true);
  }, [corridorInput, runLineId, params, setParams]);

  const diagram = useDiagram(corridorInput);
  const data = useDeferredValue(diagram.data ?? null);
  const now = useEngineNow(data?.now ?? null);
  const lines = useDeferredValue(useTimeDistanceLines().lines);
  const lineIds = useMemo(() => lines.map((l) => l.id), [lines]);
  useLastCorridor(params, lineIds, setParams);
  const corridors = useCorridorChoices(data, lang);
  const conflicts = useConflicts(data?.operatingDay ?? null);
  const dayConflicts = useDeferredValue(conflicts.conflicts);

  const [spacing, setSpacing] = useState<Spacing>('proportional');
  const [orientation, setOrientation] = useState<Orientation>('timeVertical');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NONE);
  const [bold, setBold] = useState<ReadonlySet<string>>(NONE);
  const [lateMarkMin, setLateMarkMin] = useState(DEFAULT_LATE_MARK_S / 60);
  const [ghosts, setGhosts] = useState<readonly DiagramPath[]>([]);
  const [flash, setFlash] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuRequest | null>(null);

  const corridorKey = data?.corridor.key ?? '';
  useEffect(() => {
    setHidden(NONE);
    setBold(NONE);
    // Kept when already empty: a new array would render the page once more, in one piece.
    setGhosts((g) => (g.length ? [] : g));
  }, [corridorKey]);
  // The first view of a corridor: made once per corridor (live updates of its paths keep the view).
  const dataRef = useRef(data);
  dataRef.current = data;
  const initial = useMemo(() => (corridorKey ? (n: number) => initialView(dataRef.current!, n) : null), [corridorKey]);
  const view = useDiagramView(initial, now, corridorKey);

  const paths = data?.paths;
  const corridorConflicts = useMemo(
    () => (data ? conflictsOnCorridor(dayConflicts, data.corridor, data.paths) : []),
    [dayConflicts, data],
  );
  const axis = useMemo(() => (data ? stationAxis(data.corridor.stations, spacing, hidden) : new Float64Array()), [data, spacing, hidden]);

  /** Centres the view on a time and, when given, a station position. */
  const jump = useCallback(
    (time: number, station: number | null) => {
      if (!view.view) return;
      const inTime = timeFor(view.view, time);
      const next = station === null ? inTime : spaceFor(inTime, axisAt(axis, station));
      if (next !== view.view) view.change(next);
    },
    [view, axis],
  );

  const select = useCallback((runId: string | null) => setParams({ ...params, runId }, true), [params, setParams]);
  const selected = paths?.find((p) => p.runId === params.runId) ?? null;

  // A train opened by link: centred once when its path is there.
  const centred = useRef<string | null>(null);
  useEffect(() => {
    const key = `${corridorKey}|${params.runId}`;
    if (!selected || !view.view || now === null || centred.current === key) return;
    centred.current = key;
    const f = trainFocus(selected, now);
    if (f) jump(f.t, f.station);
  }, [selected, view.view, now, corridorKey, params.runId, jump]);

  const searchTrain = (text: string) => {
    const found = paths ? findTrain(paths, text) : null;
    if (!found) {
      notify(t('trainNotFound', { train: text.trim() }), { type: 'info' });
      return;
    }
    select(found.runId);
    const f = now === null ? null : trainFocus(found, now);
    if (f) jump(f.t, f.station);
  };

  const flashTimer = useRef<number | undefined>(undefined);
  // A conflict of another corridor: its first train's line opens, then the jump is made.
  const [pendingConflict, setPendingConflict] = useState<string | null>(null);
  const jumpToConflict = useCallback(
    (id: string) => {
      const c = dayConflicts.find((x) => x.id === id);
      if (!c || !data) return;
      if (!corridorConflicts.some((x) => x.id === id)) {
        setPendingConflict(id);
        setParams({ lineId: null, corridorId: null, pathRunId: null, runId: c.runIds[0] });
        return;
      }
      const f = conflictFocus(c, data.corridor);
      jump(f.t, f.station);
      // Its first train becomes the selection (not centred on: the view shows the conflict).
      centred.current = `${data.corridor.key}|${c.runIds[0]}`;
      select(c.runIds[0]);
      setFlash(id);
      window.clearTimeout(flashTimer.current);
      flashTimer.current = window.setTimeout(() => setFlash(null), FLASH_MS);
    },
    [dayConflicts, corridorConflicts, data, jump, select, setParams],
  );
  useEffect(() => {
    if (pendingConflict && view.view && corridorConflicts.some((x) => x.id === pendingConflict)) {
      setPendingConflict(null);
      jumpToConflict(pendingConflict);
    }
  }, [pendingConflict, view.view, corridorConflicts, jumpToConflict]);
  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  const onContextMenu = useCallback((e: MenuRequest) => setMenu(e), []);
  const onJump = useCallback((c: Conflict) => jumpToConflict(c.id), [jumpToConflict]);

  const menuRunId = menu?.runId ?? null;
  const preview = useMemo<MeasurePreviewHook | null>(
    () =>
      menuRunId
        ? {
            show: async (draft) => {
              const result = await previewMeasure({ runId: menuRunId, ...draft }, corridorInput);
              setGhosts(result.paths);
              return <PreviewSummary lang={lang} preview={result} />;
            },
            discard: () => setGhosts([]),
          }
        : null,
    [menuRunId, corridorInput, lang],
  );

  const exportView = async (format: 'png' | 'pdf') => {
    if (!data || !view.view) return;
    try {
      const [{ exportPng, exportPdf }, { renderToCanvas }] = await Promise.all([import('./export/exportView'), import('./chart/renderToCanvas')]);
      // 1600 × 1000 CSS px at scale 1.5: sharp on A3 (about 150 dpi over 40 cm).
      const scene = {
        data, conflicts: corridorConflicts, view: view.view, orientation, spacing, hiddenStations: hidden, boldStations: bold,
        now: now ?? data.now, lateMarkS: lateMarkMin * 60, selectedRunId: params.runId, ghostPaths: ghosts, holdMarks,
      };
      const chart = renderToCanvas(scene, 1600, 1000, { scale: 1.5 });
      const content = {
        chart,
        title: t('exportTitle', { corridor: data.corridor.name, day: formatDay(data.operatingDay, lang), from: formatClock(view.view.t0), to: formatClock(view.view.t1) }),
        legend: [
          { kind: 'planned' as const, label: t('legendPlanned') },
          { kind: 'actual' as const, label: t('legendActual') },
          { kind: 'forecast' as const, label: t('legendForecast') },
          { kind: 'conflict' as const, label: t('legendConflict') },
          ...(ghosts.length ? [{ kind: 'ghost' as const, label: t('legendGhost') }] : []),
        ],
        fileName: `bildfahrplan-${data.corridor.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${data.operatingDay}`,
      };
      if (format === 'png') await exportPng(content);
      else exportPdf(content);
    } catch (e) {
      notify(t('exportFailed', { error: e instanceof Error ? e.message : String(e) }), { type: 'error' });
    }
  };

  const title = t('title');
  const diagramLoading = !!corridorInput && !data && !diagram.error;
  const chartReady = !!data && !!view.view;
  return (
    <ScreenFillingBox minHeight={520}>
      <ShellTitle title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h6">{title}</Typography>
        {selected && data && <SelectionBar lang={lang} path={selected} day={data.operatingDay} onClear={() => select(null)} />}
      </Box>
      <DiagramToolbar
        lang={lang}
        corridor={
          <CorridorPicker
            lang={lang}
            params={params}
            lines={lines}
            corridors={corridors.choices}
            pathName={params.pathRunId && data ? data.corridor.name : null}
            selectedTrain={params.runId}
            onLine={(lineId) => setParams(withCorridor(params, { lineId }))}
            onCorridor={(corridorId) => setParams(withCorridor(params, { corridorId }))}
            onFromTrain={() => params.runId && setParams(withCorridor(params, { pathRunId: params.runId }))}
            onSave={data ? async (name, shared) => {
              const saved = await corridors.save(name, shared);
              setParams(withCorridor(params, { corridorId: saved.id }));
            } : null}
            onDelete={(c) => void corridors.remove(c).then((gone) => {
              if (gone) setParams(data?.corridor.lineId ? withCorridor(params, { lineId: data.corridor.lineId }) : withCorridor(params, {}));
            })}
          />
        }
        stations={<StationMenu lang={lang} stations={data?.corridor.stations ?? []} hidden={hidden} bold={bold} onHidden={setHidden} onBold={setBold} />}
        spacing={spacing}
        orientation={orientation}
        onSpacing={setSpacing}
        onOrientation={setOrientation}
        canBack={view.canBack}
        canForward={view.canForward}
        following={view.following}
        onBack={view.back}
        onForward={view.forward}
        onBackToNow={view.backToNow}
        onSearch={searchTrain}
        lateMarkMin={lateMarkMin}
        onLateMark={setLateMarkMin}
        canExport={!!data && !!view.view}
        onExport={(f) => void exportView(f)}
      />
      {diagram.error ? <QueryError error={diagram.error} title={t('loadFailed')} onRetry={() => void diagram.refetch()} /> : null}
      {!corridorInput && !params.runId && <Alert severity="info">{t('noCorridor')}</Alert>}
      {!corridorInput && runLine.notFound && <Alert severity="warning">{t('runNotFound')}</Alert>}
      {!corridorInput && runLine.error ? <QueryError error={runLine.error} title={t('loadFailed')} onRetry={runLine.retry} /> : null}
      {data && data.paths.length === 0 && <Alert severity="info" sx={{ mb: 1 }}>{t('noPaths')}</Alert>}
      {/* The chart's place is kept while the diagram loads (the loading state in it): the conflict
          list below it came first and was pushed down by the chart (a layout shift of 0.15 on a
          desktop, issue 15). */}
      <Box sx={{ flex: 1, minHeight: 280, position: 'relative', display: chartReady || (corridorInput && !diagram.error) ? 'flex' : 'none' }}>
        {diagramLoading && (
          <Box sx={{ flex: 1 }}>
            <QueryLoading />
          </Box>
        )}
        {data && view.view && now !== null && (
          <TimeDistanceChart
            data={data}
            conflicts={corridorConflicts}
            view={view.view}
            onViewChange={view.change}
            orientation={orientation}
            spacing={spacing}
            hiddenStations={hidden}
            boldStations={bold}
            now={now}
            lateMarkS={lateMarkMin * 60}
            selectedRunId={params.runId}
            onSelect={select}
            ghostPaths={ghosts}
            holdMarks={holdMarks}
            onContextMenu={mayDispatch ? onContextMenu : undefined}
            onConflictClick={jumpToConflict}
            flashConflictId={flash}
          />
        )}
      </Box>
      {data && (
        <ConflictPanel lang={lang} onCorridor={corridorConflicts} all={dayConflicts} loading={conflicts.loading} onJump={onJump} />
      )}
      {menu && data && preview && (() => {
        const path = data.paths.find((p) => p.runId === menu.runId);
        return path ? (
          <Suspense fallback={null}>
            <trainMenu.Component
              key={`${menu.runId}:${menu.pointIndex}:${menu.clientX}:${menu.clientY}`}
              lang={lang}
              request={menu}
              path={path}
              corridor={data.corridor}
              preview={preview}
              onClose={() => setMenu(null)}
              onChanged={() => {
                void diagram.refetch();
                void conflicts.refetch();
              }}
            />
          </Suspense>
        ) : null;
      })()}
    </ScreenFillingBox>
  );
}
