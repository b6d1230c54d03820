/**
 * The conflicts API (docs/time-distance.md, "Conflicts"), a SchemaExtension: `Query.conflicts` (the
 * current day's conflicts now) and `Subscription.conflictsChanged` (added / removed as forecasts
 * change). Everyone signed in reads. `ConflictType` is the one GraphQL type of a Conflict (the
 * measure preview answers with it too).
 */
import { GraphQLBoolean, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import type { ConflictsChanged } from '../../../src/shared/operations/timeDistance';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import type { PubSub } from '../../pubsub';
import { badInput } from '../api/messages';
import { mapIterator } from '../api/subscriptions';
import type { LiveEngine } from '../live/engine';
import { isIsoDate } from '../live/time';

export const CONFLICTS_TOPIC = 'conflictsChanged';

const nn = GraphQLNonNull;
const strings = new nn(new GraphQLList(new nn(GraphQLString)));

export const ConflictType = new GraphQLObjectType({
  name: 'Conflict',
  description: 'Two runs that break a rule on one resource (src/shared/operations/timeDistance.ts)',
  fields: {
    id: { type: new nn(GraphQLString), description: 'Stable: kind:resource:runA:runB' },
    kind: { type: new nn(GraphQLString), description: 'headway | singleTrack | stationTrack | turnaround | vehicleTwice' },
    runIds: { type: strings, description: 'The two runs, the earlier first' },
    trainNumbers: { type: strings },
    fromKey: { type: new nn(GraphQLString), description: 'Station key (station:<id> | stop:<id>), or vehicle:<id>' },
    toKey: { type: GraphQLString, description: 'Sections: the other station key' },
    fromName: { type: new nn(GraphQLString) },
    toName: { type: GraphQLString },
    track: { type: GraphQLString, description: 'Platform track or vehicle number' },
    from: { type: new nn(GraphQLInt), description: 'Seconds of the operating day' },
    to: { type: new nn(GraphQLInt) },
    severityS: { type: new nn(GraphQLInt), description: 'By how much the rule is broken (s)' },
  },
});

const ConflictsChangedType = new GraphQLObjectType({
  name: 'ConflictsChanged',
  fields: {
    operatingDay: { type: new nn(GraphQLString) },
    added: { type: new nn(new GraphQLList(new nn(ConflictType))), description: 'New conflicts, and changed ones (replace by id)' },
    removed: { type: strings, description: 'Ids of conflicts that are gone' },
    total: { type: new nn(GraphQLInt) },
    reset: { type: new nn(GraphQLBoolean), description: 'The day changed: added holds every conflict' },
  },
});

export function conflictsSchemaExtension(engine: LiveEngine, pubsub: PubSub): SchemaExtension {
  const tracker = engine.conflicts();
  tracker.onChange((c) => {
    const event: ConflictsChanged = { operatingDay: engine.currentDay(), added: c.added, removed: c.removed, total: tracker.list().length, reset: c.reset };
    pubsub.publish(CONFLICTS_TOPIC, event);
  });
  return {
    query: {
      conflicts: {
        type: new nn(new GraphQLList(new nn(ConflictType))),
        description: 'The conflicts of the current operating day that are not over, by start (another day: none)',
        args: { operatingDay: { type: GraphQLString } },
        resolve: (_s, a: { operatingDay?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          if (a.operatingDay && !isIsoDate(a.operatingDay)) throw badInput(ctx.lang, 'live.error.badDay');
          if (a.operatingDay && a.operatingDay !== engine.currentDay()) return [];
          return tracker.list();
        },
      },
    },
    subscription: {
      conflictsChanged: {
        type: new nn(ConflictsChangedType),
        description: 'Conflicts added and removed as the forecasts change (after engine ticks and measures)',
        args: { operatingDay: { type: GraphQLString } },
        subscribe: (_s, a: { operatingDay?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          if (a.operatingDay && !isIsoDate(a.operatingDay)) throw badInput(ctx.lang, 'live.error.badDay');
          return mapIterator(pubsub.subscribe<ConflictsChanged>(CONFLICTS_TOPIC), (c) => (a.operatingDay && c.operatingDay !== a.operatingDay ? null : c));
        },
        resolve: (payload: unknown) => payload,
      },
    },
  };
}
