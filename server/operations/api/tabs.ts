/**
 * The control centre's sidebar tabs on the server (docs/control-center.md, "Sidebar, popup and
 * views"): `runs(tab: …)` and `Query.runTabCounts` filter and count the SAME rows of the day at the
 * engine's time with the shared predicates (src/shared/operations/tabs.ts).
 */
import { GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { countTabs, inTab, type RunTab, type TabClock } from '../../../src/shared/operations/tabs';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import type { LiveEngine } from '../live/engine';
import { filterAndSort, matchesQuery, pageOf } from '../live/query';
import type { LiveRow } from '../live/rows';
import { isIsoDate, serviceDayZero } from '../live/time';
import type { RunQuery } from '../types';
import { badInput } from './messages';

/** The instant the tabs of a day are evaluated at: the engine's time, held inside that day for another day. */
export function tabClock(engine: Pick<LiveEngine, 'updatedAt' | 'currentDay' | 'tz' | 'bounds'>, day: string): TabClock {
  let nowMs = Date.parse(engine.updatedAt());
  if (day !== engine.currentDay()) {
    const { start, end } = engine.bounds(day);
    nowMs = Math.min(Math.max(nowMs, start - 1000), end - 1000);
  }
  return { nowMs, nowS: (nowMs - serviceDayZero(day, engine.tz)) / 1000 };
}

/** The runs query restricted to a tab: filtered, sorted and paged like every other runs query. */
export function runsOfTab(rows: readonly LiveRow[], q: RunQuery, tab: RunTab, clock: TabClock): { rows: LiveRow[]; total: number } {
  return pageOf(filterAndSort(rows.filter((r) => inTab(r, tab, clock)), q), q);
}

const nn = GraphQLNonNull;

const RunTabCountsType = new GraphQLObjectType({
  name: 'RunTabCounts',
  description: 'Runs per sidebar tab of the control centre (the definitions: src/shared/operations/tabs.ts)',
  fields: {
    operatingDay: { type: new nn(GraphQLString) },
    updatedAt: { type: new nn(GraphQLString) },
    control: { type: new nn(GraphQLInt) },
    all: { type: new nn(GraphQLInt) },
    active: { type: new nn(GraphQLInt) },
    delayed: { type: new nn(GraphQLInt) },
    early: { type: new nn(GraphQLInt) },
    preview: { type: new nn(GraphQLInt) },
    conflicts: { type: new nn(GraphQLInt), description: 'Conflicts of the current day not yet over that involve the rows counted (another day: 0)' },
  },
});

/** Conflicts involving at least one of the rows (the lines filter applies to conflicts too). */
function conflictCount(engine: LiveEngine, day: string, rows: readonly LiveRow[], filtered: boolean): number {
  if (day !== engine.currentDay()) return 0;
  const list = engine.conflicts().list();
  if (!filtered) return list.length;
  const ids = new Set(rows.map((r) => r.id));
  return list.filter((c) => ids.has(c.runIds[0]) || ids.has(c.runIds[1])).length;
}

export function runTabsSchemaExtension(engine: LiveEngine): SchemaExtension {
  return {
    query: {
      runTabCounts: {
        type: new nn(RunTabCountsType),
        args: { operatingDay: { type: GraphQLString }, lineIds: { type: new GraphQLList(new nn(GraphQLID)) } },
        resolve: async (_s, a: { operatingDay?: string | null; lineIds?: string[] | null }, ctx: RequestContext) => {
          requireUser(ctx);
          if (a.operatingDay && !isIsoDate(a.operatingDay)) throw badInput(ctx.lang, 'live.error.badDay');
          const day = a.operatingDay ?? engine.currentDay();
          await engine.ensureDay(day);
          const q: RunQuery = { lineIds: a.lineIds ?? undefined };
          const rows = engine.allRows(day).filter((r) => matchesQuery(r, q));
          return {
            operatingDay: day, updatedAt: engine.updatedAt(), ...countTabs(rows, tabClock(engine, day)),
            conflicts: conflictCount(engine, day, rows, !!a.lineIds?.length),
          };
        },
      },
    },
  };
}
