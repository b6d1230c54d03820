/**
 * Situations, timeline, measures, attachments, rights, list and impact (issue 13 items 1–4, 7;
 * docs/situation-report/core.md). GraphQL fields from queries.ts and mutations.ts.
 */
import type { SituationDeps, SituationPart } from '../deps';
import { attachmentMutations, registerAttachmentRoutes } from './attachments';
import { seedDemoSituations } from './demo';
import { impactQueries } from './impact';
import { measureLinks, measureMutations, measureUndone } from './measures';
import { coreMutations } from './mutations';
import { coreQueries } from './queries';
import { coreSubscriptions } from './subscription';

export function situationsCore(deps: SituationDeps): SituationPart {
  let offUndo: (() => void) | null = null;
  registerAttachmentRoutes(deps);
  return {
    extensions: [
      { query: { ...coreQueries(deps), ...impactQueries(deps) }, mutation: { ...coreMutations(deps), ...measureMutations(deps), ...attachmentMutations(deps) }, subscription: coreSubscriptions(deps) },
    ],
    async start(opts) {
      if (opts?.seed) {
        const made = await seedDemoSituations(deps.db, deps.config.operatorTz, deps.clock.now());
        if (made) deps.app.log.info(`situation report: ${made} demo situations`);
      }
      // Measures taken with a situationId are linked here; undoing one writes 'measureUndone'.
      deps.app.measureLinks.current = measureLinks(deps);
      offUndo = deps.engine.onMeasureUndone((e) => {
        measureUndone(deps, e).catch((err: unknown) => deps.app.log.error({ err, measureId: e.measureId }, 'measureUndone: timeline entry failed'));
      });
    },
    async stop() {
      offUndo?.();
      deps.app.measureLinks.current = null;
    },
  };
}
