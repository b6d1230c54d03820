/**
 * GraphQL of the timetable versions (docs/operations-contract.md): Query.timetableVersions and
 * Query.timetableRollback (where a rollback would go) for everyone signed in,
 * Mutation.activateTimetableVersion / rollbackTimetableVersion for TIMETABLE_ROLES. After a
 * change of the active version, deps.onActivated() lets the live engine reload the day.
 */
import {
  GraphQLError, GraphQLID, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLNullableType,
} from 'graphql';
import { TIMETABLE_ROLES } from '../../../src/shared/operations/types';
import { actorName, type RequestContext } from '../../context';
import { requireUser } from '../../auth/guard';
import type { Database } from '../../db/types';
import type { SchemaExtension } from '../../graphql/extension';
// The one JSON scalar of the schema (the contract's `stats: JSON!`); a second one named JSON would clash.
import { GraphQLJSON } from '../api/json';
import { TimetableError } from './errors';
import { timetableText } from './messages';
import { listVersions, planRollback, rollbackVersion, setActiveVersion } from './versions';

export interface TimetableSchemaDeps {
  db: Database;
  /** Called after the active version changed (activation or rollback). */
  onActivated?: () => void | Promise<void>;
  log?: { error(obj: object, msg: string): void };
}

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);

export const TimetableVersionType = new GraphQLObjectType({
  name: 'TimetableVersion',
  fields: {
    id: { type: nonNull(GraphQLID) },
    name: { type: nonNull(GraphQLString) },
    source: { type: nonNull(GraphQLString) },
    status: { type: nonNull(GraphQLString) },
    validFrom: { type: nonNull(GraphQLString) },
    validTo: { type: nonNull(GraphQLString) },
    importedAt: { type: nonNull(GraphQLString) },
    importedBy: { type: nonNull(GraphQLString) },
    activatedAt: { type: GraphQLString },
    stats: { type: nonNull(GraphQLJSON), description: '{ lines, routes, stops, trips, stopTimes, circulations }' },
  },
});

/** What a rollback would do now (versions.ts planRollback, the rule the rollback itself follows). */
export const TimetableRollbackType = new GraphQLObjectType({
  name: 'TimetableRollback',
  fields: {
    targetId: { type: GraphQLID, description: 'the version a rollback activates now; null when there is none' },
    reason: { type: GraphQLString, description: 'why there is none: nothingActive | noPrevious; null when there is a target' },
  },
});

function requireTimetableRole(ctx: RequestContext): void {
  const user = requireUser(ctx);
  if (!user.roles.some((r) => TIMETABLE_ROLES.includes(r))) {
    throw new GraphQLError(timetableText(ctx.lang, 'timetable.forbidden'), { extensions: { code: 'FORBIDDEN' } });
  }
}

/** Domain refusals become GraphQL errors in the caller's language; anything else stays internal. */
function translated(error: unknown, ctx: RequestContext): unknown {
  if (error instanceof TimetableError) {
    return new GraphQLError(timetableText(ctx.lang, error.key, error.args), { extensions: { code: error.code } });
  }
  return error;
}

export function timetableSchemaExtension(deps: TimetableSchemaDeps): SchemaExtension {
  const activated = async () => {
    try {
      await deps.onActivated?.();
    } catch (error) {
      // The version is active in the database either way; the engine reloads on its next start.
      deps.log?.error({ err: error }, 'reloading the live day after a timetable activation failed');
    }
  };
  return {
    query: {
      timetableVersions: {
        type: nonNull(new GraphQLList(nonNull(TimetableVersionType))),
        resolve: (_s, _a, ctx: RequestContext) => {
          requireUser(ctx);
          return listVersions(deps.db);
        },
      },
      timetableRollback: {
        type: nonNull(TimetableRollbackType),
        resolve: async (_s, _a, ctx: RequestContext) => {
          requireUser(ctx);
          const plan = await planRollback(deps.db);
          return { targetId: plan.targetId, reason: plan.reason };
        },
      },
    },
    mutation: {
      activateTimetableVersion: {
        type: nonNull(TimetableVersionType),
        args: { id: { type: nonNull(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          requireTimetableRole(ctx);
          try {
            const result = await setActiveVersion(deps.db, a.id, actorName(ctx));
            if (result.changed) await activated();
            return result.version;
          } catch (error) {
            throw translated(error, ctx);
          }
        },
      },
      rollbackTimetableVersion: {
        type: nonNull(TimetableVersionType),
        args: {
          expectedTargetId: { type: GraphQLID, description: 'the target the caller was shown; another one now is CONFLICT and changes nothing' },
        },
        resolve: async (_s, a: { expectedTargetId?: string | null }, ctx: RequestContext) => {
          requireTimetableRole(ctx);
          try {
            const version = await rollbackVersion(deps.db, actorName(ctx), { expectedTargetId: a.expectedTargetId });
            await activated();
            return version;
          } catch (error) {
            throw translated(error, ctx);
          }
        },
      },
    },
  };
}
