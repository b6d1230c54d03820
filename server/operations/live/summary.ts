/**
 * The figures of the live overview (/live, Query.liveSummary), pure: from the rows of a day.
 *
 * - active: runs under way now; activeDelayed: those at least DELAY_THRESHOLD_S late.
 * - punctualityNow = (active − activeDelayed) / active (null with no train under way).
 * - delayed, cancelled: runs with that status (as the circulation list's status filter shows them).
 * - punctualityToday = punctual arrivals / runs ended so far, where a run has ended once it arrived
 *   at its last stop served, and a cancelled run once its planned departure has passed (a
 *   cancelled run counts as not punctual; a punctual arrival is less than DELAY_THRESHOLD_S late).
 */
import type { LineFigures, SummaryFigures } from '../../../src/shared/operations/summary';
import { DELAY_THRESHOLD_S, type RunRow } from '../../../src/shared/operations/types';

export type { LineFigures, SummaryFigures } from '../../../src/shared/operations/summary';

type Row = Pick<RunRow, 'lineId' | 'lineNumber' | 'lineColor' | 'lineTextColor' | 'phase' | 'status' | 'delayS'>;

interface Counts {
  total: number;
  active: number;
  activeDelayed: number;
  delayed: number;
  cancelled: number;
  ended: number;
  punctualArrivals: number;
}

const zero = (): Counts => ({ total: 0, active: 0, activeDelayed: 0, delayed: 0, cancelled: 0, ended: 0, punctualArrivals: 0 });

function count(c: Counts, r: Row): void {
  c.total++;
  const cancelled = r.status === 'cancelled';
  if (cancelled) c.cancelled++;
  if (r.status === 'delayed') c.delayed++;
  if (r.phase === 'running' && !cancelled) {
    c.active++;
    if (r.delayS >= DELAY_THRESHOLD_S) c.activeDelayed++;
  }
  // A cancelled run is "finished" once its planned departure has passed (state.ts).
  if (r.phase === 'finished') {
    c.ended++;
    if (!cancelled && r.delayS < DELAY_THRESHOLD_S) c.punctualArrivals++;
  }
}

const share = (part: number, of: number) => (of > 0 ? part / of : null);

/** Lines in the order of their line numbers (S4 before S31, numbers compared as numbers). */
const byLineNumber = (a: LineFigures, b: LineFigures) => a.lineNumber.localeCompare(b.lineNumber, 'de', { numeric: true });

export function summarize(rows: readonly Row[]): SummaryFigures {
  const all = zero();
  const lines = new Map<string, { row: Row; c: Counts }>();
  for (const r of rows) {
    count(all, r);
    let l = lines.get(r.lineId);
    if (!l) {
      l = { row: r, c: zero() };
      lines.set(r.lineId, l);
    }
    count(l.c, r);
  }
  return {
    total: all.total,
    active: all.active,
    activeDelayed: all.activeDelayed,
    delayed: all.delayed,
    cancelled: all.cancelled,
    ended: all.ended,
    punctualArrivals: all.punctualArrivals,
    punctualityNow: share(all.active - all.activeDelayed, all.active),
    punctualityToday: share(all.punctualArrivals, all.ended),
    lines: [...lines.values()].map(({ row, c }) => ({
      lineId: row.lineId,
      lineNumber: row.lineNumber,
      lineColor: row.lineColor,
      lineTextColor: row.lineTextColor,
      total: c.total,
      active: c.active,
      activeDelayed: c.activeDelayed,
      delayed: c.delayed,
      cancelled: c.cancelled,
      punctualityNow: share(c.active - c.activeDelayed, c.active),
    })).sort(byLineNumber),
  };
}
