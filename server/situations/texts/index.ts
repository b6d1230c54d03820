/**
 * Public texts from text modules, measure catalogue checklists and the shift handover (issue 13
 * items 5, 8, 9; docs/situation-report/texts.md). Nothing here runs on a timer.
 */
import type { SituationDeps, SituationPart } from '../deps';
import { Checklists } from './checklist';
import { Handovers } from './handover';
import { PublicTexts } from './publicTexts';
import { situationTextsSchema } from './schema';

export interface SituationTextsPart {
  texts: PublicTexts;
  checklists: Checklists;
  handovers: Handovers;
}

export function situationsTexts(deps: SituationDeps): SituationPart {
  const part: SituationTextsPart = { texts: new PublicTexts(deps), checklists: new Checklists(deps), handovers: new Handovers(deps) };
  deps.app.decorate('situationTexts', part);
  return { extensions: [situationTextsSchema(part.texts, part.checklists, part.handovers)] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The part "texts" (public texts, checklists, handovers): other parts and tests reach it here. */
    situationTexts: SituationTextsPart;
  }
}
