/**
 * Pure helpers of the page: times, the delivery progress, the target picker's search and
 * labels, what the compose form still lacks, and merging a live change into the history page.
 */
import type { Lang } from '../../shared/resource/types';
import type { DeliveryCounts, VehicleTarget } from '../../shared/vehicle-messages/types';
import type { MessagePage, MessageView } from './api';
import { countText, vmText } from './messages';

const LOCALES: Record<Lang, string> = { de: 'de-DE', it: 'it-IT' };

/** "08:12:03" on the day of `now`, else "02.03. 08:12:03" (de) / "02/03 08:12:03" (it); "" for none. */
export function formatTime(iso: string | null, lang: Lang, now = Date.now()): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const time = d.toLocaleTimeString(LOCALES[lang], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  if (d.toDateString() === new Date(now).toDateString()) return time;
  const date = d.toLocaleDateString(LOCALES[lang], { day: '2-digit', month: '2-digit' });
  return `${date} ${time}`;
}

/** Share of deliveries that are done, 0..100 (100 for a message without deliveries). */
export function progressPercent(counts: Pick<DeliveryCounts, 'done' | 'total'>): number {
  return counts.total ? Math.round((100 * counts.done) / counts.total) : 100;
}

/** The secondary line of a vehicle in the picker: "S4 · 84012 → Bretten" or "nicht auf einer Fahrt". */
export function vehicleRunText(v: VehicleTarget, lang: Lang): string {
  if (!v.trainNumber) return vmText(lang, 'notOnRun');
  return `${v.lineNumber ?? ''} · ${v.trainNumber}${v.destination ? ` → ${v.destination}` : ''}`;
}

/** Does the vehicle match what the user typed (vehicle, train or line number, destination, series)? */
export function matchesVehicle(v: VehicleTarget, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [v.vehicleNumber, v.trainNumber, v.lineNumber, v.destination, v.series]
    .some((s) => !!s && s.toLowerCase().includes(q));
}

/** Vehicle numbers match from their start first ("80" finds 801 before 1802), then the rest. */
export function searchVehicles(vehicles: readonly VehicleTarget[], query: string): VehicleTarget[] {
  const q = query.trim().toLowerCase();
  const hits = vehicles.filter((v) => matchesVehicle(v, q));
  if (!q) return hits;
  const starts = (v: VehicleTarget) => (v.vehicleNumber.toLowerCase().startsWith(q) ? 0 : 1);
  return hits.map((v, i) => ({ v, i })).sort((a, b) => starts(a.v) - starts(b.v) || a.i - b.i).map((x) => x.v);
}

export type TargetMode = 'one' | 'many' | 'line';

/** The compose form's targets: one vehicle, a selection (vehicle ids), or all vehicles of a line. */
export interface TargetValue {
  mode: TargetMode;
  vehicleIds: string[];
  lineId: string | null;
}

export interface ComposeState {
  source: 'predefined' | 'free';
  textId: string | null;
  freeText: string;
  mode: TargetMode;
  vehicleIds: string[];
  lineId: string | null;
}

/** What keeps the form from being sent (both may be true), before the server checks again. */
export function missingInput(s: ComposeState): { text: boolean; targets: boolean } {
  const text = s.source === 'predefined' ? !s.textId : !s.freeText.trim();
  const targets = s.mode === 'line' ? !s.lineId : s.vehicleIds.length === 0;
  return { text, targets };
}

/** "Linie S5 · 2 Fahrzeuge" / "2 Fahrzeuge". */
export function targetSummary(m: Pick<MessageView, 'lineNumber' | 'counts'>, lang: Lang): string {
  const count = countText(lang, 'targetsCount', m.counts.total);
  return m.lineNumber ? `${vmText(lang, 'lineTargets', { line: m.lineNumber })} · ${count}` : count;
}

/** The vehicle numbers of a message, for the tooltip of the targets cell (at most `max`). */
export function vehicleList(m: Pick<MessageView, 'deliveries'>, max = 12): string {
  const numbers = m.deliveries.map((d) => d.vehicleNumber);
  return numbers.length > max ? `${numbers.slice(0, max).join(', ')}, …` : numbers.join(', ');
}

/**
 * The history page after a live change: a message on the page is replaced; a new message
 * (newer than every row) goes on top of the first page, which keeps its size. Returns the page
 * unchanged (same object) when the change does not concern it.
 */
export function mergeMessage(page: MessagePage, m: MessageView, pageNo: number, perPage: number): MessagePage {
  const i = page.rows.findIndex((r) => r.id === m.id);
  if (i >= 0) {
    const rows = page.rows.slice();
    rows[i] = m;
    return { ...page, rows };
  }
  const newest = page.rows.reduce((max, r) => Math.max(max, Number(r.id)), 0);
  if (pageNo !== 1 || Number(m.id) <= newest) return page;
  return { rows: [m, ...page.rows].slice(0, perPage), total: page.total + 1 };
}
