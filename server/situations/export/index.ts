/** PDF, XLSX and CSV exports of a situation and a period, and scheduled exports (helper "situations-export"). */
import type { SituationDeps, SituationPart } from '../deps';

export function situationsExport(_deps: SituationDeps): SituationPart {
  return { extensions: [] };
}
