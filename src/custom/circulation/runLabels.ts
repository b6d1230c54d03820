/**
 * What a run's values mean in words (pure): the measure column's text. The delay's class is in
 * delayClass.ts; formats themselves come from src/ui/format.
 */
import type { MeasureSummary } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { circTexts } from './messages';

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
