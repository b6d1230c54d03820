/** Public texts from text modules, measure catalogue checklists and the shift handover (helper "situations-texts"). */
import type { SituationDeps, SituationPart } from '../deps';

export function situationsTexts(_deps: SituationDeps): SituationPart {
  return { extensions: [] };
}
