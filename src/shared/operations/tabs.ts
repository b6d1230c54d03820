/**
 * The control centre's sidebar tabs (issue 5 point 3), pure and shared: the server filters
 * `runs(tab: …)` and counts `runTabCounts` with these predicates over the same rows the
 * circulation list pages through, so a tab's count and the list's total cannot disagree.
 */
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S, type RunRow, type RunStatus } from './types';

export type RunTab = 'control' | 'all' | 'active' | 'delayed' | 'early' | 'preview';

export const RUN_TABS: readonly RunTab[] = ['control', 'all', 'active', 'delayed', 'early', 'preview'];

/** A running train without a position update for longer than this has "no position". */
export const STALE_POSITION_MS = 2 * 60_000;
/** The preview tab shows departures within this many seconds from now. */
export const PREVIEW_WINDOW_S = 30 * 60;

/** Statuses that always need the dispatcher's eye. */
export const ATTENTION_STATUSES: readonly RunStatus[] = ['cancelled', 'diverted', 'outOfService'];

/** The instant the tabs are evaluated at: the engine's time of the operating day. */
export interface TabClock {
  /** Epoch ms now (simulated or real). */
  nowMs: number;
  /** Seconds after midnight of the operating day's service day (as plannedDeparture). */
  nowS: number;
}

export type TabRow = Pick<RunRow, 'delayS' | 'status' | 'phase' | 'lat' | 'updatedAt' | 'measure' | 'plannedDeparture'>;

export function isRunTab(value: string): value is RunTab {
  return (RUN_TABS as readonly string[]).includes(value);
}

/** A running train the control centre does not see: no coordinates or no update for STALE_POSITION_MS. */
export function lacksPosition(r: TabRow, clock: TabClock): boolean {
  if (r.phase !== 'running') return false;
  if (r.lat === null) return true;
  const at = Date.parse(r.updatedAt);
  return Number.isFinite(at) && clock.nowMs - at > STALE_POSITION_MS;
}

/**
 * Why a run is on the control tab (empty: it is not): delayed by DELAY_THRESHOLD_S or more, a
 * running train without position, a measure in effect, or a status that is a warning by itself.
 */
export type AttentionReason = 'delay' | 'noPosition' | 'measure' | 'status';

export function attentionReasons(r: TabRow, clock: TabClock): AttentionReason[] {
  const out: AttentionReason[] = [];
  if (r.delayS >= DELAY_THRESHOLD_S) out.push('delay');
  if (lacksPosition(r, clock)) out.push('noPosition');
  if (r.measure !== null) out.push('measure');
  if (ATTENTION_STATUSES.includes(r.status)) out.push('status');
  return out;
}

/** True when the row belongs on the tab at that instant. */
export function inTab(r: TabRow, tab: RunTab, clock: TabClock): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'control':
      return attentionReasons(r, clock).length > 0;
    case 'active':
      return r.phase === 'running';
    case 'delayed':
      return r.delayS >= DELAY_THRESHOLD_S;
    case 'early':
      return r.delayS <= EARLY_THRESHOLD_S;
    case 'preview': {
      // Not yet running, not cancelled, and expected to leave within the window (a late start counts from its forecast).
      if (r.phase !== 'planned' || r.status === 'cancelled') return false;
      const expected = r.plannedDeparture + Math.max(0, r.delayS);
      return expected <= clock.nowS + PREVIEW_WINDOW_S;
    }
  }
}

export type TabCounts = Record<RunTab, number>;

/** Every tab's count over the same rows. */
export function countTabs(rows: readonly TabRow[], clock: TabClock): TabCounts {
  const counts: TabCounts = { control: 0, all: 0, active: 0, delayed: 0, early: 0, preview: 0 };
  for (const r of rows) for (const tab of RUN_TABS) if (inTab(r, tab, clock)) counts[tab] += 1;
  return counts;
}

/** The control centre's sidebar lists at most this many trains of a tab (the count says how many there are). */
export const TAB_LIST_MAX = 200;
