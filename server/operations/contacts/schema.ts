/**
 * The contacts of a run as a SchemaExtension (docs/control-center.md, "Sidebar, popup and views"):
 * Query.runContacts(runId) lists the derived crew and control contacts (roster.ts) and the
 * follow-up contacts dispatchers added; Mutation.addRunContact stores one. Everyone signed in
 * reads; MEASURE_ROLES add. Derived names follow the request's language (ctx.lang); follow-up
 * contacts stay as they were typed.
 */
import { GraphQLID, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { CONTACT_NAME_MAX, CONTACT_NOTE_MAX, contactProblems, type RunContact, type RunContactRole } from '../../../src/shared/operations/contacts';
import { MEASURE_ROLES } from '../../../src/shared/operations/types';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext } from '../../context';
import type { Database } from '../../db/types';
import type { SchemaExtension } from '../../graphql/extension';
import type { LiveEngine } from '../live/engine';
import { isIsoDate } from '../live/time';
import { ccBadInput, ccForbidden } from './messages';
import { rosterContacts } from './roster';
import { insertFollowUp, listFollowUps } from './store';

const nn = GraphQLNonNull;

export const RunContactType = new GraphQLObjectType<RunContact>({
  name: 'RunContact',
  fields: {
    id: { type: new nn(GraphQLID) },
    runId: { type: new nn(GraphQLID) },
    source: { type: new nn(GraphQLString), description: 'roster (derived from the circulation) | followUp (added by a dispatcher)' },
    role: { type: new nn(GraphQLString), description: 'driver | guard | depot | operations | maintenance | other' },
    name: { type: new nn(GraphQLString) },
    phone: { type: new nn(GraphQLString) },
    note: { type: new nn(GraphQLString) },
    createdBy: { type: GraphQLString },
    createdAt: { type: GraphQLString },
  },
});

interface AddArgs {
  runId: string;
  name: string;
  role: string;
  phone?: string | null;
  note?: string | null;
}

export function contactsSchemaExtension(deps: { db: Database; engine: LiveEngine }): SchemaExtension {
  const { db, engine } = deps;
  /** The run, loading its day when it is not the current one; a refusal names the run. */
  const runOf = async (ctx: RequestContext, runId: string) => {
    const day = runId.slice(0, 10);
    if (isIsoDate(day)) await engine.ensureDay(day);
    const run = engine.getRun(runId);
    if (!run) throw ccBadInput(ctx.lang, 'cc.error.unknownRun', { run: runId });
    return run;
  };
  return {
    query: {
      runContacts: {
        type: new nn(new GraphQLList(new nn(RunContactType))),
        description: 'Crew and control contacts of the run, then its follow-up contacts oldest first',
        args: { runId: { type: new nn(GraphQLID) } },
        resolve: async (_s, a: { runId: string }, ctx: RequestContext) => {
          requireUser(ctx);
          const run = await runOf(ctx, a.runId);
          const roster: RunContact[] = rosterContacts(run, ctx.lang).map((c) => ({ ...c, runId: run.id, source: 'roster', createdBy: null, createdAt: null }));
          return [...roster, ...(await listFollowUps(db, run.id))];
        },
      },
    },
    mutation: {
      addRunContact: {
        type: new nn(RunContactType),
        args: {
          runId: { type: new nn(GraphQLID) },
          name: { type: new nn(GraphQLString) },
          role: { type: new nn(GraphQLString) },
          phone: { type: GraphQLString },
          note: { type: GraphQLString },
        },
        resolve: async (_s, a: AddArgs, ctx: RequestContext) => {
          const user = requireUser(ctx);
          if (!user.roles.some((r) => MEASURE_ROLES.includes(r))) throw ccForbidden(ctx.lang);
          const input = { name: a.name.trim(), role: a.role, phone: (a.phone ?? '').trim(), note: (a.note ?? '').trim() };
          const problem = contactProblems(input)[0];
          if (problem) {
            const args = { nameTooLong: { max: CONTACT_NAME_MAX }, noteTooLong: { max: CONTACT_NOTE_MAX }, badRole: { role: a.role } } as Record<string, Record<string, string | number>>;
            throw ccBadInput(ctx.lang, `cc.error.${problem}`, args[problem] ?? {});
          }
          const run = await runOf(ctx, a.runId);
          return insertFollowUp(db, { runId: run.id, ...input, role: input.role as RunContactRole }, actorName(ctx));
        },
      },
    },
  };
}
