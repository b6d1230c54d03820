/**
 * The time-distance chart (Bildfahrplan canvas, docs/time-distance.md "The chart"): three stacked
 * canvases drawn by ChartEngine, input by useChartInput, a hover tooltip. All state (view,
 * selection) belongs to the parent page; the chart reports changes through its callbacks.
 */
import { Box } from '@mui/material';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePageText } from '../../../providers/i18n/usePageText';
import { formatClock } from '../../../ui/format';
import { ChartEngine, LAYERS, type Layer } from './engine';
import { chartTexts } from './messages';
import { installTestHook } from './testHook';
import { ChartTooltip } from './ChartTooltip';
import { conflictTooltip, trainTooltip } from './tooltipText';
import type { TimeDistanceChartProps } from './types';
import { useChartInput, type HoverTarget } from './useChartInput';

/** Memoized: an urgent render of the page with its earlier data (useDeferredValue there) stops here. */
export const TimeDistanceChart = memo(function TimeDistanceChart(props: TimeDistanceChartProps) {
  const { t, lang } = usePageText(chartTexts);
  const container = useRef<HTMLDivElement>(null);
  const canvases = useRef<Partial<Record<Layer, HTMLCanvasElement>>>({});
  const pathsBox = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<ChartEngine | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [hover, setHover] = useState<HoverTarget | null>(null);
  const [drawn, setDrawn] = useState(0);
  const viewRef = useRef(props.view);
  viewRef.current = props.view;

  useLayoutEffect(() => {
    const c = canvases.current;
    if (!c.background || !c.paths || !c.overlay || !container.current || !pathsBox.current) return;
    const e = new ChartEngine({ background: c.background, paths: c.paths, overlay: c.overlay }, pathsBox.current);
    e.onDrawn = () => setDrawn(e.pathsDrawn);
    setEngine(e);
    const uninstall = installTestHook(e, container.current, () => viewRef.current, () => {
      e.invalidate();
      e.draw(true);
    });
    return () => {
      uninstall();
      e.destroy();
    };
  }, []);

  useLayoutEffect(() => {
    const el = container.current;
    if (!el || !engine) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const width = Math.floor(r.width);
      const height = Math.floor(r.height);
      engine.setSize(width, height);
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [engine]);

  const { data, conflicts, view, orientation, spacing, hiddenStations, boldStations, now, lateMarkS, selectedRunId, ghostPaths, holdMarks, flashConflictId } = props;
  useLayoutEffect(() => {
    engine?.setScene({ data, conflicts, view, orientation, spacing, hiddenStations, boldStations, now, lateMarkS, selectedRunId, ghostPaths, holdMarks }, flashConflictId ?? null);
  }, [engine, data, conflicts, view, orientation, spacing, hiddenStations, boldStations, now, lateMarkS, selectedRunId, ghostPaths, holdMarks, flashConflictId]);

  useChartInput(container, engine, props, setHover);

  // A tooltip whose train or conflict is gone (live update) goes too.
  const lines = useMemo(() => {
    if (!hover || !engine) return null;
    if (hover.holdMarkId !== undefined) return holdMarks?.find((m) => m.id === hover.holdMarkId)?.lines ?? null;
    if (hover.runId !== undefined) {
      const path = engine.path(hover.runId);
      return path ? trainTooltip(lang, path, hover.pointIndex ?? 0, data.corridor) : null;
    }
    const c = conflicts.find((k) => k.id === hover.conflictId);
    return c ? conflictTooltip(lang, c) : null;
  }, [hover, engine, lang, data, conflicts, holdMarks]);

  useEffect(() => {
    if (hover && lines === null) setHover(null);
  }, [hover, lines]);

  const label = t('chart', { corridor: data.corridor.name, count: drawn, from: formatClock(view.t0), to: formatClock(view.t1) });
  return (
    <Box
      ref={container}
      data-testid="td-chart"
      data-paths-drawn={drawn}
      role="application"
      aria-label={label}
      tabIndex={0}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        minHeight: 320,
        overflow: 'hidden',
        userSelect: 'none',
        touchAction: 'none',
        '&:focus-visible': { outline: '2px solid #0D47A1', outlineOffset: -2 },
      }}
    >
      {LAYERS.map((l) => {
        const canvas = (
          <canvas
            key={l}
            data-layer={l}
            aria-hidden="true"
            ref={(el) => {
              if (el) canvases.current[l] = el;
            }}
            style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none' }}
          />
        );
        // The paths canvas sits in a box over the plot that clips it while it is moved by a CSS transform (engine.ts).
        return l === 'paths' ? (
          <div key={l} ref={pathsBox} style={{ position: 'absolute', overflow: 'hidden', pointerEvents: 'none' }}>
            {canvas}
          </div>
        ) : (
          canvas
        );
      })}
      {hover && lines && <ChartTooltip x={hover.x} y={hover.y} lines={lines} width={size.width} height={size.height} />}
    </Box>
  );
});
