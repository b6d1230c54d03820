/**
 * Query.network (docs/control-center.md): the lines, routes and stops of the active timetable for
 * an operating day (default: the live engine's current day), for the control-centre map. Every
 * signed-in role may read it.
 */
import {
  GraphQLFloat, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLNullableType,
} from 'graphql';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { SchemaExtension } from '../../graphql/extension';
import { badInput } from '../api/messages';
import { isIsoDate } from '../timetable/calendar';
import { createNetworkCache, type LoadDay } from './cache';

const nn = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);
const list = <T extends GraphQLNullableType>(type: T) => nn(new GraphQLList(nn(type)));

const NetworkLine = new GraphQLObjectType({
  name: 'NetworkLine',
  fields: {
    id: { type: nn(GraphQLID) },
    lineNumber: { type: nn(GraphQLString) },
    name: { type: nn(GraphQLString) },
    color: { type: nn(GraphQLString) },
    textColor: { type: nn(GraphQLString) },
    product: { type: nn(GraphQLString) },
    network: { type: nn(GraphQLString) },
  },
});

const NetworkRoute = new GraphQLObjectType({
  name: 'NetworkRoute',
  fields: {
    id: { type: nn(GraphQLID) },
    lineId: { type: nn(GraphQLID) },
    direction: { type: nn(GraphQLInt) },
    name: { type: nn(GraphQLString) },
    stopIds: { type: list(GraphQLID), description: 'The stations of the route in order' },
    km: { type: list(GraphQLFloat), description: 'Kilometre position of each stop, first 0' },
    shapeId: { type: GraphQLID, description: 'The shape (Network.shapes) the route is drawn along; null: stop to stop' },
  },
});

const NetworkShape = new GraphQLObjectType({
  name: 'NetworkShape',
  fields: {
    id: { type: nn(GraphQLID) },
    lat: { type: list(GraphQLFloat), description: 'Latitudes of the shape\'s points in order (simplified to a few metres)' },
    lon: { type: list(GraphQLFloat), description: 'Longitudes of the same points' },
  },
});

const NetworkStop = new GraphQLObjectType({
  name: 'NetworkStop',
  fields: {
    id: { type: nn(GraphQLID) },
    name: { type: nn(GraphQLString) },
    lat: { type: nn(GraphQLFloat) },
    lon: { type: nn(GraphQLFloat) },
    stationId: { type: GraphQLID, description: 'The station resource row, when the stop is one of the operator’s stations' },
  },
});

const Network = new GraphQLObjectType({
  name: 'Network',
  fields: {
    operatingDay: { type: nn(GraphQLString) },
    versionId: { type: GraphQLID, description: 'The active timetable version; null when none is active (empty lists)' },
    trips: { type: nn(GraphQLInt), description: 'Trips of the active version in the operating day; 0: no service that day' },
    lines: { type: list(NetworkLine) },
    routes: { type: list(NetworkRoute) },
    stops: { type: list(NetworkStop) },
    shapes: { type: list(NetworkShape), description: 'The shapes the routes refer to (GTFS shapes.txt)' },
  },
});

export interface NetworkSchemaDeps {
  db: Queryable;
  /** The operating day asked for when none is given (the live engine's current day). */
  currentDay: () => string;
  /** Loads a day of the active version (default: the timetable store's loadDayTimetable). */
  loadDay: LoadDay;
}

export function networkSchemaExtension(deps: NetworkSchemaDeps): SchemaExtension {
  const cache = createNetworkCache(deps.db, deps.loadDay);
  return {
    query: {
      network: {
        type: nn(Network),
        description: 'Lines, routes and stops of the active timetable for the operating day (default: the current one)',
        args: { operatingDay: { type: GraphQLString } },
        resolve: (_s, a: { operatingDay?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          const day = a.operatingDay ?? deps.currentDay();
          if (!isIsoDate(day)) throw badInput(ctx.lang, 'live.error.badDay');
          return cache.get(day);
        },
      },
    },
  };
}
