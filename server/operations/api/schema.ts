/**
 * The live operations API as a SchemaExtension (docs/operations-contract.md): the operating day,
 * runs (filter, sort, paging), one run, the dispatch measures and their undo, the run comment,
 * and the runsChanged / trainPositions subscriptions. Everyone signed in reads; MEASURE_ROLES write.
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString,
  type GraphQLFieldConfigArgumentMap,
} from 'graphql';
import {
  MEASURE_ROLES, RUN_STATUSES, type PositionBatch, type RerouteKind, type RunsChanged,
} from '../../../src/shared/operations/types';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import type { PubSub } from '../../pubsub';
import { POSITIONS_TOPIC, RUNS_TOPIC, type LiveEngine } from '../live/engine';
import { LiveInputError } from '../live/measures';
import { isSortField, MAX_PER_PAGE } from '../live/query';
import { isRunTab } from '../../../src/shared/operations/tabs';
import { runsOfTab, tabClock } from './tabs';
import { isIsoDate } from '../live/time';
import type { MeasureInput, RunQuery } from '../types';
import type { MeasureLinkSlot } from './measureLinks';
import { badInput, forbidden } from './messages';
import { filterPositions, filterRunsChanged, mapIterator } from './subscriptions';
import { MeasureType, pageTypes, runType } from './types';

const nn = GraphQLNonNull;
const ids = new GraphQLList(new nn(GraphQLID));

function requireDispatcher(ctx: RequestContext): string {
  const user = requireUser(ctx);
  if (!user.roles.some((r) => MEASURE_ROLES.includes(r))) throw forbidden(ctx.lang);
  return actorName(ctx);
}

/** Runs an engine call, turning its refusals into BAD_USER_INPUT in the caller's language. */
async function engineCall<T>(ctx: RequestContext, fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof LiveInputError) throw badInput(ctx.lang, e.key, e.args);
    throw e;
  }
}

interface RunsArgs {
  operatingDay?: string | null;
  lineIds?: string[] | null;
  statuses?: string[] | null;
  q?: string | null;
  sortField?: string | null;
  sortOrder?: string | null;
  page?: number | null;
  perPage?: number | null;
  /** A sidebar tab of the control centre (src/shared/operations/tabs.ts). */
  tab?: string | null;
}

function runQuery(a: RunsArgs, ctx: RequestContext): RunQuery {
  if (a.operatingDay && !isIsoDate(a.operatingDay)) throw badInput(ctx.lang, 'live.error.badDay');
  if (a.sortField && !isSortField(a.sortField)) throw badInput(ctx.lang, 'live.error.badSortField', { field: a.sortField });
  if (a.sortOrder && a.sortOrder !== 'ASC' && a.sortOrder !== 'DESC') throw badInput(ctx.lang, 'live.error.badSortOrder');
  if ((a.page ?? 1) < 1 || (a.perPage ?? 1) < 1 || (a.perPage ?? 1) > MAX_PER_PAGE) throw badInput(ctx.lang, 'live.error.badPaging', { max: MAX_PER_PAGE });
  const unknown = a.statuses?.find((s) => !(RUN_STATUSES as readonly string[]).includes(s));
  if (unknown) throw badInput(ctx.lang, 'live.error.badStatus', { status: unknown });
  return {
    operatingDay: a.operatingDay ?? undefined,
    lineIds: a.lineIds ?? undefined,
    statuses: a.statuses ?? undefined,
    q: a.q ?? undefined,
    sortField: (a.sortField ?? undefined) as RunQuery['sortField'],
    sortOrder: (a.sortOrder ?? undefined) as RunQuery['sortOrder'],
    page: a.page ?? undefined,
    perPage: a.perPage ?? undefined,
  };
}

const measureArgs: GraphQLFieldConfigArgumentMap = {
  runId: { type: new nn(GraphQLID) },
  reasonId: { type: new nn(GraphQLID) },
  comment: { type: GraphQLString },
  situationId: { type: GraphQLID, description: 'Attach the measure to this open or stable situation (right edit on its category)' },
};

type MeasureArgs = { runId: string; reasonId: string; comment?: string | null; situationId?: string | null };

export function liveSchemaExtension(engine: LiveEngine, pubsub: PubSub, links: MeasureLinkSlot = { current: null }): SchemaExtension {
  const Run = runType(engine);
  const { RunPage, RunsChanged: RunsChangedType, PositionBatch: PositionBatchType } = pageTypes(Run);
  /** Takes the measure; with a situationId the link is checked BEFORE (nothing taken when refused) and recorded after. */
  const measure = async (ctx: RequestContext, input: MeasureInput, situationId?: string | null) => {
    const actor = requireDispatcher(ctx);
    const link = situationId ? links.current : null;
    if (link && situationId) await link.check(ctx, situationId);
    const summary = await engineCall(ctx, () => engine.applyMeasure(input, actor));
    if (link && situationId) await link.link(ctx, situationId, summary, input.runId);
    return summary;
  };
  const base = (a: MeasureArgs) => ({ runId: a.runId, reasonId: a.reasonId, comment: a.comment ?? '' });

  return {
    query: {
      operatingDay: {
        type: new nn(GraphQLString),
        resolve: (_s, _a, ctx: RequestContext) => {
          requireUser(ctx);
          return engine.currentDay();
        },
      },
      runs: {
        type: new nn(RunPage),
        args: {
          operatingDay: { type: GraphQLString },
          lineIds: { type: ids },
          statuses: { type: new GraphQLList(new nn(GraphQLString)) },
          q: { type: GraphQLString },
          sortField: { type: GraphQLString },
          sortOrder: { type: GraphQLString },
          page: { type: GraphQLInt },
          perPage: { type: GraphQLInt },
          tab: { type: GraphQLString, description: 'control | all | active | delayed | early | preview (the control centre’s sidebar tabs)' },
        },
        resolve: async (_s, a: RunsArgs, ctx: RequestContext) => {
          requireUser(ctx);
          const q = runQuery(a, ctx);
          if (a.tab && !isRunTab(a.tab)) throw badInput(ctx.lang, 'live.error.badTab', { tab: a.tab });
          const day = q.operatingDay ?? engine.currentDay();
          await engine.ensureDay(day);
          if (a.tab && isRunTab(a.tab)) {
            return { ...runsOfTab(engine.allRows(day), { ...q, operatingDay: day }, a.tab, tabClock(engine, day)), operatingDay: day, updatedAt: engine.updatedAt() };
          }
          return { ...engine.listRuns({ ...q, operatingDay: day }), operatingDay: day, updatedAt: engine.updatedAt() };
        },
      },
      run: {
        type: Run,
        args: { id: { type: new nn(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          requireUser(ctx);
          const day = a.id.slice(0, 10);
          if (isIsoDate(day)) await engine.ensureDay(day);
          return engine.getRun(a.id);
        },
      },
    },
    mutation: {
      cancelRun: {
        type: new nn(MeasureType),
        args: { ...measureArgs, fromStopId: { type: GraphQLID } },
        resolve: (_s, a: MeasureArgs & { fromStopId?: string | null }, ctx: RequestContext) =>
          measure(ctx, { ...base(a), type: 'cancel', fromStopId: a.fromStopId ?? null }, a.situationId),
      },
      delayRun: {
        type: new nn(MeasureType),
        args: { ...measureArgs, delayS: { type: new nn(GraphQLInt) } },
        resolve: (_s, a: MeasureArgs & { delayS: number }, ctx: RequestContext) => measure(ctx, { ...base(a), type: 'delay', delayS: a.delayS }, a.situationId),
      },
      rerouteRun: {
        type: new nn(MeasureType),
        args: {
          ...measureArgs,
          kind: { type: new nn(GraphQLString) },
          skipStopIds: { type: ids },
          fromStopId: { type: GraphQLID },
          extraRunningS: { type: GraphQLInt },
        },
        resolve: (_s, a: MeasureArgs & { kind: string; skipStopIds?: string[] | null; fromStopId?: string | null; extraRunningS?: number | null }, ctx: RequestContext) =>
          measure(ctx, {
            ...base(a), type: 'reroute', rerouteKind: a.kind as RerouteKind, skipStopIds: a.skipStopIds ?? null,
            fromStopId: a.fromStopId ?? null, extraRunningS: a.extraRunningS ?? null,
          }, a.situationId),
      },
      assignVehicle: {
        type: new nn(MeasureType),
        args: { ...measureArgs, vehicleIds: { type: new nn(new GraphQLList(new nn(GraphQLID))) }, wholeCirculation: { type: GraphQLBoolean } },
        resolve: (_s, a: MeasureArgs & { vehicleIds: string[]; wholeCirculation?: boolean | null }, ctx: RequestContext) =>
          measure(ctx, { ...base(a), type: 'assignVehicle', vehicleIds: a.vehicleIds, wholeCirculation: a.wholeCirculation ?? false }, a.situationId),
      },
      changePlatform: {
        type: new nn(MeasureType),
        description: 'The run uses another platform at a stop (departure boards show the change)',
        args: { ...measureArgs, stopId: { type: new nn(GraphQLID) }, platform: { type: new nn(GraphQLString) } },
        resolve: (_s, a: MeasureArgs & { stopId: string; platform: string }, ctx: RequestContext) =>
          measure(ctx, { ...base(a), type: 'platformChange', fromStopId: a.stopId, platform: a.platform }, a.situationId),
      },
      undoMeasure: {
        type: new nn(GraphQLBoolean),
        args: { id: { type: new nn(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          const actor = requireDispatcher(ctx);
          await engineCall(ctx, () => engine.undoMeasure(a.id, actor));
          return true;
        },
      },
      updateRunComment: {
        type: new nn(Run),
        args: { runId: { type: new nn(GraphQLID) }, comment: { type: new nn(GraphQLString) } },
        resolve: (_s, a: { runId: string; comment: string }, ctx: RequestContext) => {
          const actor = requireDispatcher(ctx);
          return engineCall(ctx, () => engine.updateComment(a.runId, a.comment, actor));
        },
      },
    },
    subscription: {
      runsChanged: {
        type: new nn(RunsChangedType),
        description: 'Rows changed in one engine tick (at most one event per second), filtered',
        args: { operatingDay: { type: GraphQLString }, lineIds: { type: ids }, runId: { type: GraphQLID } },
        subscribe: (_s, a: { operatingDay?: string | null; lineIds?: string[] | null; runId?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          return mapIterator(pubsub.subscribe<RunsChanged>(RUNS_TOPIC), filterRunsChanged(a));
        },
        resolve: (payload: unknown) => payload,
      },
      trainPositions: {
        type: new nn(PositionBatchType),
        description: 'Every running train once per engine tick; bbox = [west, south, east, north]',
        args: { lineIds: { type: ids }, bbox: { type: new GraphQLList(new nn(GraphQLFloat)) }, runId: { type: GraphQLID } },
        subscribe: (_s, a: { lineIds?: string[] | null; bbox?: number[] | null; runId?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          if (a.bbox && a.bbox.length !== 4) throw badInput(ctx.lang, 'live.error.badBbox');
          return mapIterator(pubsub.subscribe<PositionBatch>(POSITIONS_TOPIC), filterPositions(a));
        },
        resolve: (payload: unknown) => payload,
      },
    },
  };
}
