/**
 * GraphQL of the timetable versions (docs/operations-contract.md): Query.timetableVersions and
 * Query.timetableRollback (where a rollback would go) for everyone signed in,
 * Mutation.activateTimetableVersion / rollbackTimetableVersion for TIMETABLE_ROLES. After a
 * change of the active version, deps.onActivated() lets the live engine reload the day.
 */
import {
  GraphQLBoolean, GraphQLError, GraphQLID, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLNullableType,
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
import { hasServiceSoon, listVersions, planRollback, rollbackVersion, setActiveVersion, zoneDiffers } from './versions';
import type { TimetableVersion } from '../../../src/shared/operations/types';

export interface TimetableSchemaDeps {
  db: Database;
  /** Called after the active version changed (activation or rollback). */
  onActivated?: () => void | Promise<void>;
  /** The operator's zone (OPERATOR_TZ): activation refuses a version planned in a zone with another clock. */
  operatorTz?: string;
  /** The current operating day (the live engine's, demo clock included): "service soon" counts from it. */
  today?: () => string;
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
    timeZone: { type: GraphQLString, description: 'the zone the times are meant in (GTFS agency_timezone); null: the operator\'s' },
    operatorTimeZone: { type: nonNull(GraphQLString), description: 'OPERATOR_TZ, which the version is compared with' },
    zoneDiffers: { type: nonNull(GraphQLBoolean), description: 'the version\'s zone keeps another clock than OPERATOR_TZ: activation needs confirmZone' },
    serviceSoon: { type: nonNull(GraphQLBoolean), description: 'any trip runs on the current operating day or one of the next 7 days' },
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
    // The zone refusal names both zones for a client that asks for the confirmation.
    const zones = error.key === 'timetable.zoneDiffers' ? { versionZone: error.args.versionZone, operatorZone: error.args.operatorZone } : {};
    return new GraphQLError(timetableText(ctx.lang, error.key, error.args), { extensions: { code: error.code, ...zones } });
  }
  return error;
}

export function timetableSchemaExtension(deps: TimetableSchemaDeps): SchemaExtension {
  const operatorTz = deps.operatorTz ?? 'Europe/Berlin';
  // What the page needs to warn before an activation: the zone and whether the version has service soon.
  const view = async (v: TimetableVersion) => ({
    ...v,
    operatorTimeZone: operatorTz,
    zoneDiffers: zoneDiffers(v, operatorTz),
    serviceSoon: deps.today ? await hasServiceSoon(deps.db, v, deps.today()) : true,
  });
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
        resolve: async (_s, _a, ctx: RequestContext) => {
          requireUser(ctx);
          return Promise.all((await listVersions(deps.db)).map(view));
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
        args: {
          id: { type: nonNull(GraphQLID) },
          confirmZone: { type: GraphQLString, description: 'the version\'s zone, named to activate a version planned in a zone with another clock than OPERATOR_TZ' },
        },
        resolve: async (_s, a: { id: string; confirmZone?: string | null }, ctx: RequestContext) => {
          requireTimetableRole(ctx);
          try {
            const result = await setActiveVersion(deps.db, a.id, actorName(ctx), { operatorTz, confirmZone: a.confirmZone });
            if (result.changed) await activated();
            return view(result.version);
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
            return view(version);
          } catch (error) {
            throw translated(error, ctx);
          }
        },
      },
    },
  };
}
