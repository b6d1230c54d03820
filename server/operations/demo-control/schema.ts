/**
 * The demo control API (docs/live-overview.md, "Demo control"), admins only: the simulation
 * clock (Query.simulation, speed, pause, resume, jump to a time of day) and the injected
 * disruptions (blocked section, vehicle failure, end now). Refused with SIMULATOR_OFF when a real
 * vehicle-location feed drives the day.
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLOutputType,
} from 'graphql';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import type { DemoControl } from './control';
import { LiveInputError } from '../live/measures';
import { demoError, demoForbidden } from './messages';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);

const Disruption = new GraphQLObjectType({
  name: 'SimulationDisruption',
  fields: {
    id: { type: nn(GraphQLID) },
    kind: { type: nn(GraphQLString), description: 'blockedSection | vehicleFailure' },
    active: { type: nn(GraphQLBoolean), description: 'Still in force (out of service: until ended)' },
    startsAt: { type: nn(GraphQLString) },
    endsAt: { type: GraphQLString, description: 'End of the blocking or standing; null for a vehicle out of service not yet ended' },
    startClock: { type: nn(GraphQLString), description: 'Local time HH:MM in the operator’s zone' },
    endClock: { type: GraphQLString },
    minutes: { type: nn(GraphQLInt) },
    lineId: { type: GraphQLID },
    lineNumber: { type: GraphQLString },
    lineColor: { type: GraphQLString },
    lineTextColor: { type: GraphQLString },
    fromStopId: { type: GraphQLID },
    fromName: { type: GraphQLString },
    toStopId: { type: GraphQLID },
    toName: { type: GraphQLString },
    runId: { type: GraphQLID },
    trainNumber: { type: GraphQLString },
    outOfService: { type: nn(GraphQLBoolean) },
    endStopName: { type: GraphQLString, description: 'Out of service: the station where the run ends' },
    createdBy: { type: nn(GraphQLString) },
    endedBy: { type: GraphQLString },
  },
});

const ProvokedConflict = new GraphQLObjectType({
  name: 'DemoProvokedConflict',
  fields: {
    runIds: { type: nn(new GraphQLList(nn(GraphQLString))), description: 'The delayed run, then the opposing one it now meets' },
    trainNumbers: { type: nn(new GraphQLList(nn(GraphQLString))) },
    conflictId: { type: GraphQLString, description: 'The single-track conflict (null: the forecast avoided it after all)' },
  },
});

const Simulation = new GraphQLObjectType({
  name: 'Simulation',
  fields: {
    simulator: { type: nn(GraphQLBoolean) },
    operatingDay: { type: nn(GraphQLString) },
    now: { type: nn(GraphQLString), description: 'Simulated time (ISO)' },
    clock: { type: nn(GraphQLString), description: 'Simulated local time HH:MM:SS in the operator’s zone' },
    speed: { type: nn(GraphQLFloat) },
    paused: { type: nn(GraphQLBoolean) },
    disruptions: { type: nn(new GraphQLList(nn(Disruption))), description: 'The operating day’s disruptions, newest first' },
  },
});

function requireAdmin(ctx: RequestContext): string {
  const user = requireUser(ctx);
  if (!user.roles.includes('admin')) throw demoForbidden(ctx.lang);
  return actorName(ctx);
}

/** Admin check first, then the call; the control's refusals in the caller's language. */
async function call<T>(ctx: RequestContext, fn: (actor: string) => Promise<T> | T): Promise<T> {
  const actor = requireAdmin(ctx);
  try {
    return await fn(actor);
  } catch (e) {
    if (e instanceof LiveInputError) throw demoError(ctx.lang, e.key, e.args);
    throw e;
  }
}

export function simulationSchemaExtension(control: DemoControl): SchemaExtension {
  return {
    query: {
      simulation: {
        type: nn(Simulation),
        description: 'The simulation clock and the injected disruptions of the operating day (admins)',
        resolve: (_s, _a, ctx: RequestContext) => call(ctx, () => control.state()),
      },
    },
    mutation: {
      setSimulationSpeed: {
        type: nn(Simulation),
        args: { speed: { type: new GraphQLNonNull(GraphQLFloat) } },
        resolve: (_s, a: { speed: number }, ctx: RequestContext) => call(ctx, () => control.setSpeed(a.speed)),
      },
      pauseSimulation: {
        type: nn(Simulation),
        resolve: (_s, _a, ctx: RequestContext) => call(ctx, () => control.pause()),
      },
      resumeSimulation: {
        type: nn(Simulation),
        resolve: (_s, _a, ctx: RequestContext) => call(ctx, () => control.resume()),
      },
      setSimulationTime: {
        type: nn(Simulation),
        description: 'Jumps to a local time of day "HH:MM[:SS]" of the current operating day (before 03:00: the night after)',
        args: { time: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_s, a: { time: string }, ctx: RequestContext) => call(ctx, () => control.setTime(a.time)),
      },
      injectBlockedSection: {
        type: nn(Disruption),
        description: 'Blocks the section between two adjacent stations of a line (both directions) from now on',
        args: {
          lineId: { type: new GraphQLNonNull(GraphQLID) },
          fromStopId: { type: new GraphQLNonNull(GraphQLID) },
          toStopId: { type: new GraphQLNonNull(GraphQLID) },
          minutes: { type: new GraphQLNonNull(GraphQLInt) },
        },
        resolve: (_s, a: { lineId: string; fromStopId: string; toStopId: string; minutes: number }, ctx: RequestContext) =>
          call(ctx, (actor) => control.injectBlockedSection(a, actor)),
      },
      injectVehicleFailure: {
        type: nn(Disruption),
        description: 'A running train stands where it is for the minutes; outOfService: then its run ends at the next station and its circulation lacks the vehicle',
        args: {
          runId: { type: new GraphQLNonNull(GraphQLID) },
          minutes: { type: new GraphQLNonNull(GraphQLInt) },
          outOfService: { type: GraphQLBoolean },
        },
        resolve: (_s, a: { runId: string; minutes: number; outOfService?: boolean | null }, ctx: RequestContext) =>
          call(ctx, (actor) => control.injectVehicleFailure({ runId: a.runId, minutes: a.minutes, outOfService: a.outOfService ?? false }, actor)),
      },
      demoProvokeConflict: {
        type: nn(ProvokedConflict),
        description: 'Delays a train so that it meets an opposing one on a single-track section (a real delay measure, undoable)',
        resolve: (_s, _a, ctx: RequestContext) => call(ctx, (actor) => control.provokeConflict(actor)),
      },
      endDisruption: {
        type: nn(Disruption),
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_s, a: { id: string }, ctx: RequestContext) => call(ctx, (actor) => control.endDisruption(a.id, actor)),
      },
    },
  };
}
