/**
 * The connections API (docs/issue-14-contract.md, docs/connections.md "API"): Query.connections
 * (sorted by decideBy, filters, counts per state), Query.connection, Mutation.previewConnectionHold
 * / holdConnection / breakConnection, Subscription.connectionsChanged. Every signed-in role reads;
 * MEASURE_ROLES decide. Refusals are BAD_USER_INPUT in the caller's language.
 */
import {
  GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLOutputType,
} from 'graphql';
import { CONNECTION_STATES, type ConnectionsChanged } from '../../src/shared/connections/types';
import { MEASURE_ROLES } from '../../src/shared/operations/types';
import { requireUser } from '../auth/guard';
import { actorName, type RequestContext } from '../context';
import type { SchemaExtension } from '../graphql/extension';
import { GraphQLJSON } from '../operations/api/json';
import { badInput } from '../operations/api/messages';
import { mapIterator } from '../operations/api/subscriptions';
import { LiveInputError } from '../operations/live/measures';
import { isIsoDate } from '../operations/live/time';
import type { PubSub } from '../pubsub';
import { breakConnection, holdConnection, previewHold } from './decide';
import { connBadInput, connForbidden, ConnectionInputError } from './messages';
import { CONNECTIONS_TOPIC, type ConnectionService } from './service';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));

const ConnectionDecisionType = new GraphQLObjectType({
  name: 'ConnectionDecision',
  fields: {
    kind: { type: nn(GraphQLString), description: 'hold | break' },
    measureId: { type: nn(GraphQLID), description: 'undoMeasure(id) takes the decision back' },
    auto: { type: nn(GraphQLBoolean) },
    createdBy: { type: nn(GraphQLString) },
    createdAt: { type: nn(GraphQLString) },
    holdUntil: { type: GraphQLInt },
  },
});

const s = GraphQLString;
const i = GraphQLInt;
const b = GraphQLBoolean;
const ConnectionType = new GraphQLObjectType({
  name: 'Connection',
  description: 'One connection of the day (src/shared/connections/types.ts ConnectionRow); times: seconds of the service day',
  fields: {
    id: { type: nn(GraphQLID) }, ruleId: { type: nn(GraphQLID) }, operatingDay: { type: nn(s) },
    stationId: { type: GraphQLID }, stationName: { type: nn(s) },
    feederRunId: { type: nn(GraphQLID) }, feederTrainNumber: { type: nn(s) }, feederLineId: { type: nn(GraphQLID) },
    feederLineNumber: { type: nn(s) }, feederLineColor: { type: nn(s) }, feederStopId: { type: nn(GraphQLID) }, feederPlatform: { type: s },
    feederPlannedArrival: { type: nn(i) }, feederExpectedArrival: { type: i }, feederArrived: { type: nn(b) },
    departingRunId: { type: nn(GraphQLID) }, departingTrainNumber: { type: nn(s) }, departingLineId: { type: nn(GraphQLID) },
    departingLineNumber: { type: nn(s) }, departingLineColor: { type: nn(s) }, departingDestination: { type: nn(s) },
    departingStopId: { type: nn(GraphQLID) }, departingPlatform: { type: s },
    departingPlannedDeparture: { type: nn(i) }, departingExpectedDeparture: { type: i }, departingLeft: { type: nn(b) },
    walkTimeS: { type: nn(i) }, slackS: { type: i }, holdNeededS: { type: nn(i) }, maxAutoHoldS: { type: nn(i) }, maxManualHoldS: { type: nn(i) },
    priority: { type: nn(i) }, guaranteed: { type: nn(b) }, lastOfDay: { type: nn(b) },
    state: { type: nn(s), description: CONNECTION_STATES.join(' | ') },
    heldUntil: { type: i }, decideBy: { type: nn(i) }, decision: { type: ConnectionDecisionType },
  },
});

const ConnectionPageType = new GraphQLObjectType({
  name: 'ConnectionPage',
  fields: {
    rows: { type: list(ConnectionType) },
    total: { type: nn(i) },
    operatingDay: { type: nn(s) },
    counts: { type: nn(GraphQLJSON), description: 'state → number (the rows matching every filter but states)' },
  },
});

const ConnectionChangeType = new GraphQLObjectType({
  name: 'ConnectionChange',
  fields: {
    connectionId: { type: nn(GraphQLID) }, stationName: { type: nn(s) }, feederTrainNumber: { type: nn(s) },
    departingTrainNumber: { type: nn(s) }, before: { type: nn(s) }, after: { type: nn(s) },
  },
});

const ConnectionHoldPreviewType = new GraphQLObjectType({
  name: 'ConnectionHoldPreview',
  fields: {
    connectionId: { type: nn(GraphQLID) },
    holdUntil: { type: nn(i) },
    holdDelayS: { type: nn(i) },
    allowed: { type: nn(b) },
    lost: { type: list(ConnectionChangeType) },
    won: { type: list(ConnectionChangeType) },
    conflictsAdded: {
      type: list(new GraphQLObjectType({
        name: 'ConnectionConflict',
        fields: { id: { type: nn(GraphQLID) }, kind: { type: nn(s) }, stationName: { type: s }, trainNumbers: { type: list(s) } },
      })),
    },
    conflictsRemoved: { type: list(GraphQLID) },
    knockOn: {
      type: list(new GraphQLObjectType({
        name: 'KnockOnDelay',
        fields: { runId: { type: nn(GraphQLID) }, trainNumber: { type: nn(s) }, lineNumber: { type: nn(s) }, delayBeforeS: { type: nn(i) }, delayAfterS: { type: nn(i) } },
      })),
    },
  },
});

const ConnectionsChangedType = new GraphQLObjectType({
  name: 'ConnectionsChanged',
  fields: {
    operatingDay: { type: nn(s) },
    reset: { type: nn(b), description: 'Read the whole list again (day change, timetable reload, rules changed)' },
    rows: { type: list(ConnectionType) },
    removed: { type: list(GraphQLID) },
  },
});

function requireDecider(ctx: RequestContext): string {
  const user = requireUser(ctx);
  if (!user.roles.some((r) => MEASURE_ROLES.includes(r))) throw connForbidden(ctx.lang);
  return actorName(ctx);
}

/** The service's and the live engine's refusals as BAD_USER_INPUT in the caller's language. */
async function call<T>(ctx: RequestContext, fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ConnectionInputError) throw connBadInput(ctx.lang, e.key, e.args);
    if (e instanceof LiveInputError) throw badInput(ctx.lang, e.key, e.args);
    throw e;
  }
}

interface ListArgs { operatingDay?: string | null; states?: string[] | null; stationId?: string | null; runId?: string | null; q?: string | null }

export function connectionsSchemaExtension(service: ConnectionService, pubsub: PubSub): SchemaExtension {
  const decisionArgs = { id: { type: nn(GraphQLID) }, reasonId: { type: nn(GraphQLID) }, comment: { type: s } };
  return {
    query: {
      connections: {
        type: nn(ConnectionPageType),
        description: 'The connections of the current operating day, sorted by decideBy (another day: none)',
        args: { operatingDay: { type: s }, states: { type: new GraphQLList(nn(s)) }, stationId: { type: GraphQLID }, runId: { type: GraphQLID }, q: { type: s } },
        resolve: async (_s, a: ListArgs, ctx: RequestContext) => {
          requireUser(ctx);
          if (a.operatingDay && !isIsoDate(a.operatingDay)) throw connBadInput(ctx.lang, 'conn.error.badDay');
          const unknown = a.states?.find((x) => !(CONNECTION_STATES as readonly string[]).includes(x));
          if (unknown) throw connBadInput(ctx.lang, 'conn.error.badState', { state: unknown });
          await service.ready();
          return service.list(a);
        },
      },
      connection: {
        type: ConnectionType,
        args: { id: { type: nn(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          requireUser(ctx);
          await service.ready();
          return service.row(a.id);
        },
      },
    },
    mutation: {
      previewConnectionHold: {
        type: nn(ConnectionHoldPreviewType),
        description: 'The day with the hold, nothing stored; holdUntil default: the feeder’s expected arrival + walk time, rounded up to the minute',
        args: { id: { type: nn(GraphQLID) }, holdUntil: { type: i } },
        resolve: (_s, a: { id: string; holdUntil?: number | null }, ctx: RequestContext) => {
          requireDecider(ctx);
          return call(ctx, () => previewHold(service, a.id, a.holdUntil));
        },
      },
      holdConnection: {
        type: nn(ConnectionType),
        args: { ...decisionArgs, holdUntil: { type: i } },
        resolve: (_s, a: { id: string; holdUntil?: number | null; reasonId: string; comment?: string | null }, ctx: RequestContext) => {
          const actor = requireDecider(ctx);
          return call(ctx, () => holdConnection(service, a.id, a.holdUntil, a.reasonId, a.comment ?? '', actor));
        },
      },
      breakConnection: {
        type: nn(ConnectionType),
        args: decisionArgs,
        resolve: (_s, a: { id: string; reasonId: string; comment?: string | null }, ctx: RequestContext) => {
          const actor = requireDecider(ctx);
          return call(ctx, () => breakConnection(service, a.id, a.reasonId, a.comment ?? '', actor));
        },
      },
    },
    subscription: {
      connectionsChanged: {
        type: nn(ConnectionsChangedType),
        description: 'Connections changed (at most one event per second); reset (also of another day: the day changed): read the list again',
        args: { operatingDay: { type: s } },
        subscribe: (_s, a: { operatingDay?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          return mapIterator(pubsub.subscribe<ConnectionsChanged>(CONNECTIONS_TOPIC), (c) => (!c.reset && a.operatingDay && c.operatingDay !== a.operatingDay ? null : c));
        },
        resolve: (payload: unknown) => payload,
      },
    },
  };
}
