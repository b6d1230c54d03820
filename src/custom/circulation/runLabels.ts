/**
 * What a run's values mean, in words and classes (pure): the delay's class (colour and its
 * meaning) and the measure column's text. Formats themselves come from src/ui/format.
 */
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S, type MeasureSummary } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { circTexts } from './messages';

/** From this delay on a run counts as slightly late (one minute). */
export const SLIGHTLY_LATE_S = 60;

export type DelayClass = 'early' | 'onTime' | 'slightlyLate' | 'late';

/** The delay's class: early ≤ −60 s, on time, slightly late from 60 s, late from DELAY_THRESHOLD_S. */
export function delayClass(delayS: number): DelayClass {
  if (delayS >= DELAY_THRESHOLD_S) return 'late';
  if (delayS >= SLIGHTLY_LATE_S) return 'slightlyLate';
  if (delayS <= EARLY_THRESHOLD_S) return 'early';
  return 'onTime';
}

/** The measure's kind in words: "Ausfall", "Umleitung (Halte auslassen)". */
export function measureLabel(measure: Pick<MeasureSummary, 'type' | 'rerouteKind'>, lang: Lang): string {
  const type = circTexts.label(lang, 'measure', measure.type);
  if (measure.type === 'reroute' && measure.rerouteKind) {
    return `${type} (${circTexts.label(lang, 'reroute', measure.rerouteKind)})`;
  }
  return type;
}

/** The measure column: type and reason, "Ausfall: Fahrzeugstörung". */
export function measureText(measure: MeasureSummary | null, lang: Lang): string {
  if (!measure) return '';
  const label = measureLabel(measure, lang);
  return measure.reasonName ? `${label}: ${measure.reasonName}` : label;
}
