/**
 * A dispatch measure taken for a situation of the situation report (`situationId` on cancelRun,
 * delayRun, …). The operations API knows only this interface; server/situations/core fills the
 * slot (app.measureLinks) when it starts, so the dispatch code stays free of situation knowledge.
 */
import type { MeasureSummary } from '../../../src/shared/operations/types';
import type { RequestContext } from '../../context';

export interface MeasureLinks {
  /** Before the measure is taken: throws (a GraphQL error in the caller's language) when the link is not allowed. */
  check(ctx: RequestContext, situationId: string): Promise<void>;
  /** After the measure was taken: records the link. */
  link(ctx: RequestContext, situationId: string, measure: MeasureSummary, runId: string): Promise<void>;
}

export interface MeasureLinkSlot {
  current: MeasureLinks | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the situation report plugs in the linking of measures (server/situations/core/measures.ts). */
    measureLinks: MeasureLinkSlot;
  }
}
