/**
 * Query.liveSummary (the live overview /live, docs/live-overview.md): the figures of an operating
 * day computed from its rows (live/summary.ts). Every signed-in role may read it.
 */
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLOutputType } from 'graphql';
import type { LiveSummary as LiveSummaryValue } from '../../../src/shared/operations/summary';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import { clockText } from '../demo-control/control';
import type { LiveEngine } from '../live/engine';
import { summarize } from '../live/summary';
import { isIsoDate } from '../live/time';
import { badInput } from './messages';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);

const LineSummary = new GraphQLObjectType({
  name: 'LineSummary',
  fields: {
    lineId: { type: nn(GraphQLID) },
    lineNumber: { type: nn(GraphQLString) },
    lineColor: { type: nn(GraphQLString) },
    lineTextColor: { type: nn(GraphQLString) },
    total: { type: nn(GraphQLInt) },
    active: { type: nn(GraphQLInt) },
    activeDelayed: { type: nn(GraphQLInt) },
    delayed: { type: nn(GraphQLInt) },
    cancelled: { type: nn(GraphQLInt) },
    punctualityNow: { type: GraphQLFloat },
  },
});

const LiveSummary = new GraphQLObjectType({
  name: 'LiveSummary',
  fields: {
    operatingDay: { type: nn(GraphQLString) },
    updatedAt: { type: nn(GraphQLString), description: 'Simulated (or real) time of the figures, ISO' },
    clock: { type: nn(GraphQLString), description: 'That time as the operator’s local time HH:MM:SS' },
    timetableActive: { type: nn(GraphQLBoolean), description: 'A timetable version is active; with total 0 the day has no service' },
    timetableVersionId: { type: GraphQLID, description: 'The timetable version the day runs on (null: none); measures and history belong to it' },
    dayStartHour: { type: nn(GraphQLInt), description: 'Local hour at which operating days start and end (OPERATING_DAY_START_HOUR)' },
    total: { type: nn(GraphQLInt) },
    active: { type: nn(GraphQLInt), description: 'Runs under way now' },
    activeDelayed: { type: nn(GraphQLInt), description: 'Runs under way now at least DELAY_THRESHOLD_S late' },
    delayed: { type: nn(GraphQLInt), description: 'Runs with status delayed' },
    cancelled: { type: nn(GraphQLInt), description: 'Runs with status cancelled' },
    ended: { type: nn(GraphQLInt), description: 'Runs ended so far (arrived, or cancelled and due)' },
    punctualArrivals: { type: nn(GraphQLInt) },
    punctualityNow: { type: GraphQLFloat, description: 'Share of the runs under way less than DELAY_THRESHOLD_S late (null: none)' },
    punctualityToday: { type: GraphQLFloat, description: 'Share of the runs ended that arrived less than DELAY_THRESHOLD_S late; cancelled ones count as late' },
    lines: { type: nn(new GraphQLList(nn(LineSummary))) },
  },
});

export function liveSummarySchemaExtension(engine: LiveEngine): SchemaExtension {
  return {
    query: {
      liveSummary: {
        type: nn(LiveSummary),
        args: { operatingDay: { type: GraphQLString } },
        resolve: async (_s, a: { operatingDay?: string | null }, ctx: RequestContext): Promise<LiveSummaryValue> => {
          requireUser(ctx);
          if (a.operatingDay && !isIsoDate(a.operatingDay)) throw badInput(ctx.lang, 'live.error.badDay');
          const day = a.operatingDay ?? engine.currentDay();
          await engine.ensureDay(day);
          const updatedAt = engine.updatedAt();
          const versionId = engine.timetableOf(day);
          return {
            operatingDay: day, updatedAt, clock: clockText(Date.parse(updatedAt), engine.tz), timetableActive: versionId !== null,
            timetableVersionId: versionId, dayStartHour: engine.dayStartHour,
            ...summarize(engine.allRows(day)),
          };
        },
      },
    },
  };
}
