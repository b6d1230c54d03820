/**
 * GraphQL types of the live operations API (docs/operations-contract.md): Run, RunStop, Measure,
 * RunPage, RunsChanged, PositionBatch. Texts that depend on the language (location, reason name)
 * are resolved per request.
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLFieldConfigMap, type GraphQLOutputType, type GraphQLResolveInfo,
} from 'graphql';
import type { PositionBatch as PositionBatchValue, RunStop } from '../../../src/shared/operations/types';
import { SharedJson } from '../../graphql/sharedJson';
import type { RequestContext } from '../../context';
import type { LiveEngine } from '../live/engine';
import { formatLocation, type LiveRow, type NamedMeasure } from '../live/rows';
import { GraphQLJSON } from './json';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));

export const RunStopType = new GraphQLObjectType<RunStop, RequestContext>({
  name: 'RunStop',
  fields: {
    seq: { type: nn(GraphQLInt) },
    stopId: { type: nn(GraphQLID) },
    stationId: { type: GraphQLID },
    name: { type: nn(GraphQLString) },
    lat: { type: nn(GraphQLFloat) },
    lon: { type: nn(GraphQLFloat) },
    km: { type: nn(GraphQLFloat) },
    platform: { type: GraphQLString, description: 'The platform in force (after a platform change the new one)' },
    plannedPlatform: { type: GraphQLString, description: 'The timetable’s platform', resolve: (s) => s.plannedPlatform ?? s.platform },
    plannedArrival: { type: GraphQLInt },
    plannedDeparture: { type: GraphQLInt },
    expectedArrival: { type: GraphQLInt },
    expectedDeparture: { type: GraphQLInt },
    passed: { type: nn(GraphQLBoolean) },
    skipped: { type: nn(GraphQLBoolean) },
    pickup: { type: nn(GraphQLString), description: 'Boarding: regular, none or onRequest (GTFS pickup_type)' },
    dropOff: { type: nn(GraphQLString), description: 'Alighting: regular, none or onRequest (GTFS drop_off_type)' },
  },
});

export const MeasureType = new GraphQLObjectType<NamedMeasure, RequestContext>({
  name: 'Measure',
  fields: {
    id: { type: nn(GraphQLID) },
    type: { type: nn(GraphQLString) },
    rerouteKind: { type: GraphQLString },
    reasonId: { type: nn(GraphQLID) },
    reasonName: { type: nn(GraphQLString), resolve: (m, _a, ctx) => m.reasonNames?.[ctx.lang] || m.reasonName },
    comment: { type: nn(GraphQLString) },
    createdBy: { type: nn(GraphQLString) },
    createdAt: { type: nn(GraphQLString) },
  },
});

/** The Run type needs the engine for its stops and measures. */
export function runType(engine: LiveEngine): GraphQLObjectType<LiveRow, RequestContext> {
  const fields: GraphQLFieldConfigMap<LiveRow, RequestContext> = {
    id: { type: nn(GraphQLID) },
    operatingDay: { type: nn(GraphQLString) },
    trainNumber: { type: nn(GraphQLString) },
    lineId: { type: nn(GraphQLID) },
    lineNumber: { type: nn(GraphQLString) },
    lineColor: { type: nn(GraphQLString) },
    lineTextColor: { type: nn(GraphQLString) },
    vehicleCount: { type: nn(GraphQLInt) },
    destination: { type: nn(GraphQLString) },
    delayS: { type: nn(GraphQLInt) },
    status: { type: nn(GraphQLString) },
    location: { type: nn(GraphQLString), resolve: (r, _a, ctx) => (r.loc ? formatLocation(r.loc, ctx.lang) : r.location) },
    distanceM: { type: nn(GraphQLInt) },
    nextStation: { type: GraphQLString },
    vehicleType: { type: nn(GraphQLString) },
    occupancy: { type: nn(GraphQLInt) },
    measure: { type: MeasureType },
    comment: { type: nn(GraphQLString) },
    turnaroundS: { type: GraphQLInt },
    tripId: { type: nn(GraphQLID) },
    circulationId: { type: GraphQLID },
    vehicleNumbers: { type: list(GraphQLString) },
    origin: { type: nn(GraphQLString) },
    direction: { type: nn(GraphQLInt) },
    plannedDeparture: { type: nn(GraphQLInt) },
    plannedArrival: { type: nn(GraphQLInt) },
    phase: { type: nn(GraphQLString) },
    moving: { type: nn(GraphQLBoolean) },
    lat: { type: GraphQLFloat },
    lon: { type: GraphQLFloat },
    bearing: { type: GraphQLFloat },
    updatedAt: { type: nn(GraphQLString) },
    stops: { type: list(RunStopType), resolve: (r) => engine.runStops(r.id) },
    measures: { type: list(MeasureType), resolve: (r) => engine.measures(r.id) },
  };
  return new GraphQLObjectType<LiveRow, RequestContext>({ name: 'Run', fields });
}

export function pageTypes(run: GraphQLObjectType<LiveRow, RequestContext>) {
  const RunPage = new GraphQLObjectType({
    name: 'RunPage',
    fields: {
      rows: { type: list(run) },
      total: { type: nn(GraphQLInt) },
      operatingDay: { type: nn(GraphQLString) },
      updatedAt: { type: nn(GraphQLString) },
    },
  });
  const RunsChanged = new GraphQLObjectType({
    name: 'RunsChanged',
    fields: {
      operatingDay: { type: nn(GraphQLString) },
      publishedAt: { type: nn(GraphQLFloat) },
      reset: { type: nn(GraphQLBoolean) },
      runs: { type: list(run) },
    },
  });
  const PositionBatch = new GraphQLObjectType({
    name: 'PositionBatch',
    fields: {
      operatingDay: { type: nn(GraphQLString) },
      publishedAt: { type: nn(GraphQLFloat) },
      // Subscriptions send the same positions array to every unfiltered subscriber: serialise it once.
      positions: {
        type: nn(GraphQLJSON),
        resolve: (b: PositionBatchValue, _a: unknown, _c: unknown, info: GraphQLResolveInfo) =>
          info.operation.operation === 'subscription' ? new SharedJson(b.positions) : b.positions,
      },
    },
  });
  return { RunPage, RunsChanged, PositionBatch };
}
