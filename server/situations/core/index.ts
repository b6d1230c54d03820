/** Situations, timeline, measures, attachments, rights, list and impact (helper "situations-core"). */
import type { SituationDeps, SituationPart } from '../deps';

export function situationsCore(_deps: SituationDeps): SituationPart {
  return { extensions: [] };
}
