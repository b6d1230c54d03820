/**
 * The text and fields of an automatic customer message (auto.ts), pure: which FIS kind a measure
 * makes, the placeholder values from the measure (its minutes, its reason in each language), the
 * stations it concerns and the texts filled in German, Italian and English.
 */
import type { Label } from '../../src/shared/resource/types';
import type { TextKind } from '../../src/shared/passenger-info/model';
import { fillPaxText, formatValues, minutesOf, type PaxFillResult, type PaxValues } from '../../src/shared/passenger-info/placeholders';

/** Measure type → the FIS / announcement kind of its message. Other measures make none. */
export const AUTO_KINDS: Partial<Record<string, TextKind>> = {
  cancel: 'cancellation',
  delay: 'delay',
  platformChange: 'platformChange',
  hold: 'connectionHeld',
  breakConnection: 'connectionBroken',
};

const TITLES: Record<string, string> = {
  cancellation: 'Ausfall', delay: 'Verspätung', platformChange: 'Gleiswechsel', connectionHeld: 'Anschluss wartet', connectionBroken: 'Anschluss nicht gewährleistet',
};
/** 1 = highest: what a passenger must act on first (another platform, no train) comes first. */
const PRIORITY: Record<string, number> = { platformChange: 1, cancellation: 2, connectionBroken: 2, connectionHeld: 3, delay: 3 };
/** GTFS-Realtime Alert effect of each kind. */
const EFFECT: Record<string, string> = {
  cancellation: 'NO_SERVICE', delay: 'SIGNIFICANT_DELAYS', platformChange: 'OTHER_EFFECT', connectionHeld: 'SIGNIFICANT_DELAYS', connectionBroken: 'OTHER_EFFECT',
};

export interface AutoFacts {
  kind: TextKind;
  run: { id: string; trainNumber: string; lineNumber: string; destination: string; origin: string };
  stops: { stopId: string; stationId: string | null; name: string; plannedDeparture: number | null }[];
  fromStopId: string | null;
  nextStation: string | null;
  delayS: number | null;
  platform: string | null;
  /** The reason's names as the measure carries them. */
  reason: Label;
  feeder: { trainNumber: string; lineNumber: string } | null;
  /** Epoch ms of the service day's zero (timetable seconds count from it). */
  zeroMs: number;
  tz: string;
  now: number;
  validTo: number;
}

export interface AutoTemplates {
  fis: { id: string; de: string; it: string; en: string | null } | null;
  announcement: { de: string; it: string } | null;
}

export interface AutoMessage {
  fields: Record<string, unknown>;
  /** What could not be filled (kept in the text as written; logged by nobody, tested). */
  open: string[];
}

function hhmm(ms: number, tz: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}

/** The stop the measure names, else the first stop (a whole cancellation: from the origin). */
function stopOf(f: AutoFacts) {
  return f.stops.find((s) => s.stopId === f.fromStopId) ?? f.stops[0] ?? null;
}

/** Placeholder values in one language; minutes and reason are the measure's, the same in every language. */
export function autoValues(f: AutoFacts, lang: 'de' | 'it' | 'en'): PaxValues {
  const stop = stopOf(f);
  const station = f.kind === 'delay' ? (f.nextStation ?? stop?.name ?? null) : (stop?.name ?? null);
  const held = f.kind === 'connectionHeld' && stop?.plannedDeparture != null && f.delayS !== null
    ? hhmm(f.zeroMs + (stop.plannedDeparture + f.delayS) * 1000, f.tz) : null;
  const time = held ?? (stop?.plannedDeparture != null ? hhmm(f.zeroMs + stop.plannedDeparture * 1000, f.tz) : null);
  return {
    train: f.run.trainNumber,
    line: f.run.lineNumber,
    destination: f.run.destination,
    station,
    minutes: f.delayS !== null ? minutesOf(f.delayS) : null,
    // No English names of reasons exist: the English text names the German one.
    reason: lang === 'it' ? f.reason.it || f.reason.de : f.reason.de,
    platform: f.platform,
    time,
    feederTrain: f.feeder?.trainNumber ?? null,
    feederLine: f.feeder?.lineNumber ?? null,
  };
}

/** The message's fields, or null when no active FIS text of the kind exists (nothing to say). */
export function autoMessageOf(f: AutoFacts, t: AutoTemplates): AutoMessage | null {
  if (!t.fis) return null;
  const de = autoValues(f, 'de');
  const it = autoValues(f, 'it');
  const en = autoValues(f, 'en');
  const results: PaxFillResult[] = [];
  const fill = (template: string, values: PaxValues) => {
    const r = fillPaxText(template, values);
    results.push(r);
    return r.text;
  };
  const textDe = fill(t.fis.de, de);
  const textIt = fill(t.fis.it, it);
  const textEn = t.fis.en ? fill(t.fis.en, en) : null;
  const announcementDe = t.announcement ? fill(t.announcement.de, de) : null;
  const announcementIt = t.announcement ? fill(t.announcement.it, it) : null;
  const open = [...new Set(results.flatMap((r) => [...r.unknown, ...r.missing]))];
  // A text with a hole is not given out: a missing value must not become "{platform}" on a display.
  if (open.length) return { fields: {}, open };
  const stop = stopOf(f);
  const atOneStation = f.kind === 'platformChange' || f.kind === 'connectionHeld' || f.kind === 'connectionBroken';
  const stationIds = atOneStation
    ? (stop?.stationId ? [stop.stationId] : [])
    : [...new Set(f.stops.map((s) => s.stationId).filter((s): s is string => s !== null))];
  return {
    open,
    fields: {
      title: `${TITLES[f.kind]}: ${f.run.lineNumber} ${f.run.trainNumber} ${f.run.origin} – ${f.run.destination}`.slice(0, 120),
      priority: PRIORITY[f.kind] ?? 3,
      channels: ['display', 'announcement', 'web'],
      validFrom: new Date(f.now).toISOString(),
      validTo: new Date(Math.max(f.validTo, f.now + 60_000)).toISOString(),
      stationIds: stationIds.join(',') || null,
      runIds: f.run.id,
      textDe, textIt, textEn, announcementDe, announcementIt,
      templateId: t.fis.id,
      templateValues: formatValues(de),
      effect: EFFECT[f.kind],
    },
  };
}
