/**
 * Situations, timeline, measures, attachments, rights, list and impact (issue 13 items 1–4, 7;
 * docs/situation-report/core.md). GraphQL fields from queries.ts and mutations.ts.
 */
import type { SituationDeps, SituationPart } from '../deps';
import { coreMutations } from './mutations';
import { coreQueries } from './queries';

export function situationsCore(deps: SituationDeps): SituationPart {
  return {
    extensions: [{ query: coreQueries(deps), mutation: coreMutations(deps) }],
  };
}
