/** What the history shows of a message (pure): the delivery progress and the targets cell. */
import type { Lang } from '../../shared/resource/types';
import type { DeliveryCounts } from '../../shared/vehicle-messages/types';
import type { MessageView } from './api';
import { vmTexts } from './messages';

/** Share of deliveries that are done, 0..100 (100 for a message without deliveries). */
export function progressPercent(counts: Pick<DeliveryCounts, 'done' | 'total'>): number {
  return counts.total ? Math.round((100 * counts.done) / counts.total) : 100;
}

/** "Linie S5 · 2 Fahrzeuge" / "2 Fahrzeuge". */
export function targetSummary(m: Pick<MessageView, 'lineNumber' | 'counts'>, lang: Lang): string {
  const count = vmTexts.text(lang, 'targetsCount', { count: m.counts.total });
  return m.lineNumber ? `${vmTexts.text(lang, 'lineTargets', { line: m.lineNumber })} · ${count}` : count;
}

/** The vehicle numbers of a message, for the tooltip of the targets cell (at most `max`). */
export function vehicleList(m: Pick<MessageView, 'deliveries'>, max = 12): string {
  const numbers = m.deliveries.map((d) => d.vehicleNumber);
  return numbers.length > max ? `${numbers.slice(0, max).join(', ')}, …` : numbers.join(', ');
}
