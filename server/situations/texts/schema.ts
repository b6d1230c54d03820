/**
 * The part "texts" as a SchemaExtension (operations listed in src/shared/situations/textsApi.ts):
 * public texts, the checklist and the shift handover. Rights per category decide on situations;
 * handing over and acknowledging need the dispatching roles (MEASURE_ROLES).
 */
import { GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { MEASURE_ROLES } from '../../../src/shared/operations/types';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext, type RequestUser } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import type { Checklists } from './checklist';
import type { Handovers } from './handover';
import { SitTextError, toGraphqlError } from './messages';
import type { PublicTexts } from './publicTexts';
import {
  ChecklistProgressRowType, HandoverPageType, HandoverSummaryType, ShiftHandoverType, SituationChecklistType, SituationTextType, SituationTextsType,
} from './types';

const nn = GraphQLNonNull;

/** Runs a resolver body, turning this part's refusals into translated GraphQL errors. */
async function guarded<T>(ctx: RequestContext, fn: (user: RequestUser) => Promise<T>): Promise<T> {
  const user = requireUser(ctx);
  try {
    return await fn(user);
  } catch (e) {
    if (e instanceof SitTextError) throw toGraphqlError(ctx.lang, e);
    throw e;
  }
}

function requireDispatcher(user: RequestUser): void {
  if (!user.roles.some((r) => MEASURE_ROLES.includes(r))) throw new SitTextError('sitText.forbidden.handover', {}, 'FORBIDDEN');
}

export function situationTextsSchema(texts: PublicTexts, checklists: Checklists, handovers: Handovers): SchemaExtension {
  return {
    query: {
      situationTexts: {
        type: new nn(SituationTextsType),
        description: "A situation's public texts per channel (de, it; draft and published) and its placeholders' values",
        args: { situationId: { type: new nn(GraphQLID) } },
        resolve: (_s, a: { situationId: string }, ctx: RequestContext) => guarded(ctx, (u) => texts.list(u, a.situationId)),
      },
      situationChecklist: {
        type: new nn(SituationChecklistType),
        description: "The measure catalogue's items of the situation's category and subcategory, done or not",
        args: { situationId: { type: new nn(GraphQLID) } },
        resolve: (_s, a: { situationId: string }, ctx: RequestContext) => guarded(ctx, (u) => checklists.get(u, a.situationId)),
      },
      situationChecklistProgress: {
        type: new nn(new GraphQLList(new nn(ChecklistProgressRowType))),
        description: 'Checklist progress of several situations (those the caller may view; at most 500)',
        args: { situationIds: { type: new nn(new GraphQLList(new nn(GraphQLID))) } },
        resolve: (_s, a: { situationIds: string[] }, ctx: RequestContext) => guarded(ctx, (u) => checklists.progress(u, a.situationIds)),
      },
      shiftHandoverDraft: {
        type: new nn(HandoverSummaryType),
        description: 'What a handover now would contain: open and stable situations, pending checklist items, standing instructions valid today',
        resolve: (_s, _a, ctx: RequestContext) => guarded(ctx, (u) => handovers.summary(u)),
      },
      shiftHandovers: {
        type: new nn(HandoverPageType),
        description: 'Handovers, newest first; page from 1',
        args: { page: { type: GraphQLInt }, perPage: { type: GraphQLInt } },
        resolve: (_s, a: { page?: number | null; perPage?: number | null }, ctx: RequestContext) =>
          guarded(ctx, (u) => handovers.list(u, a.page ?? 1, a.perPage ?? 25)),
      },
      shiftHandover: {
        type: ShiftHandoverType,
        args: { id: { type: new nn(GraphQLID) } },
        resolve: (_s, a: { id: string }, ctx: RequestContext) => guarded(ctx, (u) => handovers.get(u, a.id)),
      },
    },
    mutation: {
      saveSituationText: {
        type: new nn(SituationTextType),
        description: "Saves a channel's draft (right 'edit'); version: the one read (0 when never saved)",
        args: {
          situationId: { type: new nn(GraphQLID) }, channel: { type: new nn(GraphQLString) },
          textDe: { type: new nn(GraphQLString) }, textIt: { type: new nn(GraphQLString) },
          moduleId: { type: GraphQLID }, version: { type: new nn(GraphQLInt) },
        },
        resolve: (_s, a: { situationId: string; channel: string; textDe: string; textIt: string; moduleId?: string | null; version: number }, ctx: RequestContext) =>
          guarded(ctx, (u) => texts.save(u, actorName(ctx), { ...a, moduleId: a.moduleId ?? null })),
      },
      publishSituationText: {
        type: new nn(SituationTextType),
        description: "Publishes the channel's saved draft of that version, both languages (right 'publish'); timeline 'textPublished'",
        args: { situationId: { type: new nn(GraphQLID) }, channel: { type: new nn(GraphQLString) }, version: { type: new nn(GraphQLInt) } },
        resolve: (_s, a: { situationId: string; channel: string; version: number }, ctx: RequestContext) =>
          guarded(ctx, (u) => texts.publish(u, actorName(ctx), a)),
      },
      setChecklistItem: {
        type: new nn(SituationChecklistType),
        description: "Ticks or unticks a checklist item (right 'edit'); timeline 'checklistItem'",
        args: { situationId: { type: new nn(GraphQLID) }, measureId: { type: new nn(GraphQLID) }, done: { type: new nn(GraphQLBoolean) } },
        resolve: (_s, a: { situationId: string; measureId: string; done: boolean }, ctx: RequestContext) =>
          guarded(ctx, (u) => checklists.set(u, actorName(ctx), a)),
      },
      createShiftHandover: {
        type: new nn(ShiftHandoverType),
        description: "Hands the shift over: stores the summary now with a note; timeline 'handover' on each situation",
        args: { note: { type: GraphQLString } },
        resolve: (_s, a: { note?: string | null }, ctx: RequestContext) =>
          guarded(ctx, (u) => {
            requireDispatcher(u);
            return handovers.create(u, a.note ?? '');
          }),
      },
      acknowledgeShiftHandover: {
        type: new nn(ShiftHandoverType),
        description: 'The incoming shift acknowledges a handover (not the one who handed it over)',
        args: { id: { type: new nn(GraphQLID) } },
        resolve: (_s, a: { id: string }, ctx: RequestContext) =>
          guarded(ctx, (u) => {
            requireDispatcher(u);
            return handovers.acknowledge(u, a.id);
          }),
      },
    },
  };
}
