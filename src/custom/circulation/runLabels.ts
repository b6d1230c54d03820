/**
 * What a run's values mean in words (pure): the measure column's text. The delay's class is in
 * delayClass.ts; formats themselves come from src/ui/format.
 */
import type { MeasureSummary } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { runLabels } from './runLabelTexts';

/** The measure's kind in words: "Ausfall", "Umleitung (Halte auslassen)". */
export function measureLabel(measure: Pick<MeasureSummary, 'type' | 'rerouteKind'>, lang: Lang): string {
  const type = runLabels.label(lang, 'measure', measure.type);
  if (measure.type === 'reroute' && measure.rerouteKind) {
    return `${type} (${runLabels.label(lang, 'reroute', measure.rerouteKind)})`;
  }
  return type;
}

/** The measure column: type and reason, "Ausfall: Fahrzeugstörung". */
export function measureText(measure: MeasureSummary | null, lang: Lang): string {
  if (!measure) return '';
  const label = measureLabel(measure, lang);
  return measure.reasonName ? `${label}: ${measure.reasonName}` : label;
}
