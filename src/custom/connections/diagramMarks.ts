/**
 * Held connections as marks of the Bildfahrplan (pure): one per connection in state held, at the
 * departing train's station and the time it waits until, with the tooltip's lines.
 */
import type { ConnectionRow } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock } from '../../ui/format';
import type { HoldMark } from '../time-distance/chart/holdMarks';
import { decisionText } from './decisionLabels';
import { decisionTexts } from './decisionMessages';

export function holdMarksOf(rows: readonly ConnectionRow[], lang: Lang): HoldMark[] {
  const out: HoldMark[] = [];
  for (const r of rows) {
    if (r.state !== 'held' || r.heldUntil === null || r.stationId === null) continue;
    const lines = [
      decisionTexts.text(lang, 'markTitle'),
      decisionTexts.text(lang, 'markWaits', { departing: `${r.departingLineNumber} ${r.departingTrainNumber}`, station: r.stationName, time: formatClock(r.heldUntil) }),
      decisionTexts.text(lang, 'markFor', { feeder: `${r.feederLineNumber} ${r.feederTrainNumber}`, arrival: formatClock(r.feederExpectedArrival ?? r.feederPlannedArrival) }),
    ];
    const decision = decisionText(r.decision, lang);
    if (decision) lines.push(decision);
    out.push({ id: r.id, runId: r.departingRunId, stationKey: `station:${r.stationId}`, until: r.heldUntil, lines });
  }
  return out;
}
