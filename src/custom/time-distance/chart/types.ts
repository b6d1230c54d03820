/** Types of the time-distance chart (Bildfahrplan canvas), shared by its modules and the page. */
import type { Conflict, DiagramData, DiagramPath } from '../../../shared/operations/timeDistance';
import type { HoldMark } from './holdMarks';

/**
 * What the chart shows: a time window [t0, t1] (seconds of the operating day) and a space window
 * [k0, k1] in axis units. Axis units are fractions of the corridor (0 = first station, 1 = last),
 * so a view survives a change of spacing or of hidden stations.
 */
export interface ChartView {
  t0: number;
  t1: number;
  k0: number;
  k1: number;
}

/** timeVertical: time runs down, stations across (German "liegender" Bildfahrplan); timeHorizontal: time runs right. */
export type Orientation = 'timeVertical' | 'timeHorizontal';
export type Spacing = 'proportional' | 'equal';
export type PathKind = 'planned' | 'actual' | 'forecast';
export type ChartTool = 'pan' | 'zoomRect';

/** The inputs the drawing depends on (the component's props without callbacks; also what renderToCanvas takes). */
export interface ChartScene {
  data: DiagramData;
  conflicts: readonly Conflict[];
  view: ChartView;
  orientation: Orientation;
  spacing: Spacing;
  hiddenStations: ReadonlySet<string>;
  boldStations: ReadonlySet<string>;
  now: number;
  lateMarkS: number;
  selectedRunId: string | null;
  ghostPaths?: readonly DiagramPath[];
  /** Held connections (issue 14): a symbol where the departing train waits. */
  holdMarks?: readonly HoldMark[];
}

export interface ChartContextMenuEvent {
  runId: string;
  pointIndex: number;
  clientX: number;
  clientY: number;
}

export interface ViewChangeInfo {
  /** True while a drag is under way (each pointer move); the final view of a gesture comes with false. Keep history of final views only. */
  transient: boolean;
}

export interface TimeDistanceChartProps extends ChartScene {
  onViewChange(view: ChartView, info?: ViewChangeInfo): void;
  onSelect(runId: string | null): void;
  onContextMenu?(e: ChartContextMenuEvent): void;
  onConflictClick?(id: string): void;
  /** 'zoomRect': a drag draws a rectangle to zoom into (Alt+drag does so in 'pan' too). Default 'pan'. */
  tool?: ChartTool;
  /** Id of a conflict to flash (e.g. after a jump from the list). */
  flashConflictId?: string | null;
}
