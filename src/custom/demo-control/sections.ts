/**
 * Pure helpers of the demo control: the sections of a line (adjacent stations of its routes),
 * the minutes input, and how a disruption is named in the list.
 */
import type { Lang } from '../../shared/resource/types';
import type { DisruptionView, Network } from './api';
import { demoTexts } from './messages';

export interface Section {
  /** "fromStopId|toStopId", unique per line. */
  key: string;
  fromStopId: string;
  toStopId: string;
  fromName: string;
  toName: string;
}

/** The sections of a line in the order of its first route (direction 0 first); both directions are one section. */
export function lineSections(network: Network, lineId: string): Section[] {
  const names = new Map(network.stops.map((s) => [s.id, s.name]));
  const routes = network.routes.filter((r) => r.lineId === lineId).sort((a, b) => a.direction - b.direction);
  const seen = new Set<string>();
  const out: Section[] = [];
  for (const r of routes) {
    for (let i = 0; i + 1 < r.stopIds.length; i++) {
      const [a, b] = [r.stopIds[i], r.stopIds[i + 1]];
      const id = [a, b].sort().join('|');
      if (a === b || seen.has(id)) continue;
      seen.add(id);
      out.push({ key: `${a}|${b}`, fromStopId: a, toStopId: b, fromName: names.get(a) ?? a, toName: names.get(b) ?? b });
    }
  }
  return out;
}

/** Whole minutes from 1 to max, or null. */
export function parseMinutes(text: string, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** What a disruption concerns, in words. */
export function disruptionWhat(d: DisruptionView, lang: Lang): string {
  if (d.kind === 'blockedSection') return demoTexts.text(lang, 'whatSection', { from: d.fromName ?? '', to: d.toName ?? '' });
  if (d.outOfService && d.endStopName) return demoTexts.text(lang, 'whatOutOfService', { train: d.trainNumber ?? '', stop: d.endStopName });
  return demoTexts.text(lang, 'whatTrain', { train: d.trainNumber ?? '' });
}

export function disruptionTime(d: DisruptionView, lang: Lang): string {
  return d.endClock ? demoTexts.text(lang, 'timeRange', { from: d.startClock, to: d.endClock }) : demoTexts.text(lang, 'timeOpen', { from: d.startClock });
}

/** Most recent first, active ones before those that are over. */
export function sortDisruptions(list: readonly DisruptionView[]): DisruptionView[] {
  return [...list].sort((a, b) => Number(b.active) - Number(a.active) || Number(b.id) - Number(a.id));
}

export const MAX_BLOCK_MINUTES = 720;
export const MAX_FAILURE_MINUTES = 240;
export const SPEEDS = [1, 2, 5, 10, 60] as const;
/** The page reads the simulated clock this often. */
export const POLL_MS = 1000;
