/**
 * The time-distance diagram's GraphQL API (docs/time-distance.md, "Model and API"):
 * Query.timeDistance / timeDistanceLines / timeDistanceCorridors, Subscription.timeDistanceChanged,
 * Mutation.previewMeasure and the saved corridors' save/delete. Every signed-in role reads and
 * keeps corridors; the preview needs MEASURE_ROLES, as the measures do.
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLOutputType,
} from 'graphql';
import type { Corridor, CorridorInput, CorridorStation, DiagramChanged, DiagramData, MeasurePreview } from '../../../src/shared/operations/timeDistance';
import {
  CORRIDOR_NAME_MAX, CORRIDORS_PER_USER_MAX, type MeasurePreviewInput, type SaveCorridorInput, type SavedCorridor, type TimeDistanceLine,
} from '../../../src/shared/operations/timeDistanceApi';
import { MEASURE_ROLES } from '../../../src/shared/operations/types';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext, type RequestUser } from '../../context';
import type { Database } from '../../db/types';
import type { SchemaExtension } from '../../graphql/extension';
import type { PubSub } from '../../pubsub';
import { GraphQLJSON } from '../api/json';
import { badInput } from '../api/messages';
import type { LiveEngine } from '../live/engine';
import { LiveInputError } from '../live/measures';
import { isIsoDate } from '../live/time';
import { CorridorError, stationKeysProblem, stopsByKey } from './corridor';
import { tdText } from './messages';
import { TimeDistanceService } from './service';
import { countOwn, deleteCorridor, insertCorridor, listCorridors, nameTaken, ownerOf, updateCorridor, type Viewer } from './store';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));

const CorridorInputType = new GraphQLInputObjectType({
  name: 'CorridorInput',
  description: 'Exactly one: a line, a saved corridor, a run (its route between its first and last stop), or station keys in order',
  fields: {
    lineId: { type: GraphQLID },
    corridorId: { type: GraphQLID },
    runId: { type: GraphQLID },
    stationKeys: { type: new GraphQLList(new GraphQLNonNull(GraphQLString)) },
  },
});

const StationType = new GraphQLObjectType<CorridorStation>({
  name: 'TimeDistanceStation',
  fields: { key: { type: nn(GraphQLString) }, stationId: { type: GraphQLID }, name: { type: nn(GraphQLString) }, km: { type: nn(GraphQLFloat) } },
});

const CorridorType = new GraphQLObjectType<Corridor>({
  name: 'TimeDistanceCorridor',
  fields: {
    key: { type: nn(GraphQLString) },
    name: { type: nn(GraphQLString) },
    lineId: { type: GraphQLID },
    corridorId: { type: GraphQLID },
    stations: { type: list(StationType) },
  },
});

const DiagramDataType = new GraphQLObjectType<DiagramData>({
  name: 'DiagramData',
  fields: {
    operatingDay: { type: nn(GraphQLString) },
    now: { type: nn(GraphQLInt) },
    corridor: { type: nn(CorridorType) },
    paths: { type: nn(GraphQLJSON), description: 'DiagramPath[] (src/shared/operations/timeDistance.ts) as one JSON value' },
  },
});

const DiagramChangedType = new GraphQLObjectType<DiagramChanged>({
  name: 'DiagramChanged',
  fields: {
    operatingDay: { type: nn(GraphQLString) },
    now: { type: nn(GraphQLInt) },
    corridorKey: { type: nn(GraphQLString) },
    paths: { type: nn(GraphQLJSON), description: 'DiagramPath[]: the paths that changed or appeared' },
    removed: { type: list(GraphQLID) },
    reset: { type: nn(GraphQLBoolean) },
  },
});

const MeasurePreviewInputType = new GraphQLInputObjectType({
  name: 'MeasurePreviewInput',
  description: 'The fields of cancelRun / delayRun / rerouteRun / assignVehicle; type: cancel | delay | reroute | assignVehicle',
  fields: {
    runId: { type: new GraphQLNonNull(GraphQLID) },
    type: { type: new GraphQLNonNull(GraphQLString) },
    reasonId: { type: new GraphQLNonNull(GraphQLID) },
    comment: { type: GraphQLString },
    delayS: { type: GraphQLInt },
    fromStopId: { type: GraphQLID },
    rerouteKind: { type: GraphQLString },
    skipStopIds: { type: new GraphQLList(new GraphQLNonNull(GraphQLID)) },
    extraRunningS: { type: GraphQLInt },
    vehicleIds: { type: new GraphQLList(new GraphQLNonNull(GraphQLID)) },
    wholeCirculation: { type: GraphQLBoolean },
  },
});

const MeasurePreviewType = new GraphQLObjectType<MeasurePreview>({
  name: 'MeasurePreview',
  fields: {
    paths: { type: nn(GraphQLJSON), description: 'DiagramPath[]: the changed runs as they would be (ghost paths)' },
    conflictsAdded: { type: nn(GraphQLJSON), description: 'Conflict[] the measure would add' },
    conflictsRemoved: { type: nn(GraphQLJSON), description: 'Conflict[] the measure would remove' },
  },
});

const LineType = new GraphQLObjectType<TimeDistanceLine>({
  name: 'TimeDistanceLine',
  fields: {
    id: { type: nn(GraphQLID) },
    lineNumber: { type: nn(GraphQLString) },
    name: { type: nn(GraphQLString) },
    color: { type: nn(GraphQLString) },
    textColor: { type: nn(GraphQLString) },
    stations: { type: nn(GraphQLInt) },
    runs: { type: nn(GraphQLInt) },
  },
});

const SavedCorridorType = new GraphQLObjectType<SavedCorridor>({
  name: 'SavedCorridor',
  fields: {
    id: { type: nn(GraphQLID) },
    name: { type: nn(GraphQLString) },
    stationKeys: { type: list(GraphQLString) },
    lineId: { type: GraphQLID },
    ownerId: { type: nn(GraphQLString) },
    ownerName: { type: nn(GraphQLString) },
    shared: { type: nn(GraphQLBoolean) },
    mine: { type: nn(GraphQLBoolean) },
    editable: { type: nn(GraphQLBoolean) },
    updatedAt: { type: nn(GraphQLString) },
  },
});

function viewerOf(user: RequestUser): Viewer {
  return { id: user.id, admin: user.roles.includes('admin') };
}

/** Runs a call, turning corridor and engine refusals into BAD_USER_INPUT in the caller's language. */
async function call<T>(ctx: RequestContext, fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof CorridorError) throw tdText.badInput(ctx.lang, e.key, e.args);
    if (e instanceof LiveInputError) throw badInput(ctx.lang, e.key, e.args);
    throw e;
  }
}

function checkDay(ctx: RequestContext, day: string | null | undefined): void {
  if (day && !isIsoDate(day)) throw tdText.badInput(ctx.lang, 'td.error.badDay');
}

const MAX_S = 4 * 86_400;

function checkWindow(ctx: RequestContext, from: number | null | undefined, to: number | null | undefined): void {
  const bad = (v: number | null | undefined) => v != null && (v < -MAX_S || v > MAX_S);
  if (bad(from) || bad(to) || (from != null && to != null && from >= to)) throw tdText.badInput(ctx.lang, 'td.error.badWindow');
}

export function timeDistanceSchemaExtension(deps: { engine: LiveEngine; db: Database; pubsub: PubSub; log?: { error(obj: unknown, msg?: string): void } }): SchemaExtension {
  const service = new TimeDistanceService(deps.engine, deps.db, deps.pubsub, deps.log);
  const { db } = deps;

  /** Validated values of a corridor to save: name, keys known in the current day's network. */
  const corridorValues = async (ctx: RequestContext, a: SaveCorridorInput) => {
    const name = a.name.trim();
    if (!name || name.length > CORRIDOR_NAME_MAX) throw tdText.badInput(ctx.lang, 'td.error.corridorName', { max: CORRIDOR_NAME_MAX });
    const day = await service.day();
    const problem = stationKeysProblem(a.stationKeys, stopsByKey(day.network));
    if (problem) throw tdText.badInput(ctx.lang, problem.key, problem.args);
    return { name, stationKeys: [...a.stationKeys], lineId: a.lineId ?? null, shared: a.shared === true };
  };

  return {
    query: {
      timeDistance: {
        type: nn(DiagramDataType),
        description: 'The corridor and the paths of the runs on it (operatingDay: default the current one; from/to: seconds of the day, paths overlapping it)',
        args: { corridor: { type: new GraphQLNonNull(CorridorInputType) }, operatingDay: { type: GraphQLString }, from: { type: GraphQLInt }, to: { type: GraphQLInt } },
        resolve: (_s, a: { corridor: CorridorInput; operatingDay?: string | null; from?: number | null; to?: number | null }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          checkDay(ctx, a.operatingDay);
          checkWindow(ctx, a.from, a.to);
          return call(ctx, () => service.diagram(a.corridor, viewerOf(user), a));
        },
      },
      timeDistanceLines: {
        type: list(LineType),
        description: 'The lines running on the day with the station count of their corridor (the corridor picker)',
        args: { operatingDay: { type: GraphQLString } },
        resolve: (_s, a: { operatingDay?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          checkDay(ctx, a.operatingDay);
          return call(ctx, () => service.lines(a.operatingDay));
        },
      },
      timeDistanceCorridors: {
        type: list(SavedCorridorType),
        description: 'The caller’s saved corridors and those others share, by name',
        resolve: (_s, _a, ctx: RequestContext) => listCorridors(db, viewerOf(requireUser(ctx))),
      },
    },
    mutation: {
      previewMeasure: {
        type: nn(MeasurePreviewType),
        description: 'What a measure would do, nothing stored: the changed paths on the corridor (default: the run’s own) and the conflicts it adds and removes',
        args: { input: { type: new GraphQLNonNull(MeasurePreviewInputType) }, corridor: { type: CorridorInputType } },
        resolve: (_s, a: { input: MeasurePreviewInput; corridor?: CorridorInput | null }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          if (!user.roles.some((r) => MEASURE_ROLES.includes(r))) throw tdText.forbidden(ctx.lang, 'td.forbidden.preview');
          return call(ctx, () => service.preview(a.input, a.corridor ?? null, actorName(ctx), viewerOf(user)));
        },
      },
      saveTimeDistanceCorridor: {
        type: nn(SavedCorridorType),
        description: 'Saves a corridor (id absent: a new one, owned by the caller; else the owner or an administrator changes it)',
        args: {
          id: { type: GraphQLID },
          name: { type: new GraphQLNonNull(GraphQLString) },
          stationKeys: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString))) },
          lineId: { type: GraphQLID },
          shared: { type: GraphQLBoolean },
        },
        resolve: async (_s, a: SaveCorridorInput, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const viewer = viewerOf(user);
          const values = await corridorValues(ctx, a);
          if (a.id) {
            const owner = await ownerOf(db, a.id);
            if (owner === null) throw tdText.badInput(ctx.lang, 'td.error.unknownCorridor', { corridor: a.id });
            if (owner !== user.id && !viewer.admin) throw tdText.forbidden(ctx.lang, 'td.forbidden.corridor');
            if (await nameTaken(db, owner, values.name, a.id)) throw tdText.badInput(ctx.lang, 'td.error.corridorNameTaken', { name: values.name });
            const row = await updateCorridor(db, a.id, values, viewer);
            if (!row) throw tdText.badInput(ctx.lang, 'td.error.unknownCorridor', { corridor: a.id });
            return row;
          }
          if (await nameTaken(db, user.id, values.name, null)) throw tdText.badInput(ctx.lang, 'td.error.corridorNameTaken', { name: values.name });
          if ((await countOwn(db, user.id)) >= CORRIDORS_PER_USER_MAX) throw tdText.badInput(ctx.lang, 'td.error.tooManyCorridors', { max: CORRIDORS_PER_USER_MAX });
          return insertCorridor(db, { id: user.id, name: actorName(ctx) }, values, viewer);
        },
      },
      deleteTimeDistanceCorridor: {
        type: nn(GraphQLBoolean),
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const viewer = viewerOf(user);
          const owner = await ownerOf(db, a.id);
          if (owner === null) throw tdText.badInput(ctx.lang, 'td.error.unknownCorridor', { corridor: a.id });
          if (owner !== user.id && !viewer.admin) throw tdText.forbidden(ctx.lang, 'td.forbidden.corridor');
          return deleteCorridor(db, a.id, viewer);
        },
      },
    },
    subscription: {
      timeDistanceChanged: {
        type: nn(DiagramChangedType),
        description: 'Paths of the corridor that changed (at most one event per second; reset: load again)',
        args: { corridor: { type: new GraphQLNonNull(CorridorInputType) } },
        subscribe: (_s, a: { corridor: CorridorInput }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          return call(ctx, () => service.subscribe(a.corridor, viewerOf(user)));
        },
        resolve: (payload: unknown) => payload,
      },
    },
  };
}
