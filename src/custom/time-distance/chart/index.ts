/** The time-distance chart: component, view helpers, history and export (what the page uses). */
export { TimeDistanceChart } from './TimeDistanceChart';
export type { ChartView, ChartScene, ChartTool, Orientation, Spacing, PathKind, TimeDistanceChartProps, ChartContextMenuEvent, ViewChangeInfo } from './types';
export { initialView, centreOn, clampView, zoomTime, zoomSpace, pan, sameView } from './view';
export { createHistory, pushView, back, forward, current, canBack, canForward, HISTORY_LIMIT, type ViewHistory } from './viewHistory';
export { renderToCanvas, LEGEND, type RenderOptions } from './renderToCanvas';
export { stationAxis } from './scales';
export { chartTexts } from './messages';
