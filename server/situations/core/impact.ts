/**
 * Query.situationImpact: the runs of the live operating day a situation would touch (impactRule.ts),
 * for the "check impact" button before saving. Line ids are the live day's (as the circulation
 * list's lineIds filter; a line number matches too), station ids the Station resource's (a
 * timetable stop id matches too), section ids the TrackSection resource's.
 */
import { GraphQLList, GraphQLNonNull } from 'graphql';
import type { RequestContext } from '../../context';
import type { SchemaFields } from '../../graphql/extension';
import { serviceDayZero } from '../../operations/live/time';
import type { ImpactRun, SituationImpactInput } from '../../../src/shared/situations/api';
import type { SituationDeps } from '../deps';
import { impactOf, type ImpactArea } from './impactRule';
import { badInput } from './messages';
import { viewableCategories } from './queries';
import { ImpactRunType, SituationImpactInputType } from './types';

export const IMPACT_MAX_RUNS = 500;

export async function situationImpact(deps: SituationDeps, ctx: RequestContext, input: SituationImpactInput): Promise<ImpactRun[]> {
  // Only someone who may see situations of some category asks what one would touch.
  if ((await viewableCategories(deps, ctx)).length === 0) return [];
  const start = Date.parse(input.startAt);
  const end = input.endAt ? Date.parse(input.endAt) : Infinity;
  if (!Number.isFinite(start) || Number.isNaN(end)) throw badInput(ctx.lang, 'sit.instant.bad');
  if (end < start) throw badInput(ctx.lang, 'sit.end.beforeStart');
  const sectionIds = input.sectionIds.filter((x) => /^\d{1,18}$/.test(x));
  const { rows } = sectionIds.length
    ? await deps.db.query<{ a: string; b: string }>(
        'SELECT from_station_id::text AS a, to_station_id::text AS b FROM track_sections WHERE id = ANY($1::bigint[])', [sectionIds])
    : { rows: [] };
  const area: ImpactArea = {
    lineIds: new Set(input.lineIds), stationIds: new Set(input.stationIds), sections: rows.map((r) => [r.a, r.b] as [string, string]), start, end,
  };
  if (area.lineIds.size + area.stationIds.size + area.sections.length === 0) return [];
  const day = deps.engine.currentDay();
  const zero = serviceDayZero(day, deps.engine.tz);
  const out: ImpactRun[] = [];
  for (const row of deps.engine.allRows(day)) {
    const dep = zero + row.plannedDeparture * 1000;
    const arr = zero + row.plannedArrival * 1000;
    if (arr < start || dep >= end) continue;
    const stops = deps.engine.runStops(row.id).map((s) => {
      const t = s.plannedDeparture ?? s.plannedArrival;
      return { stopId: s.stopId, stationId: s.stationId, name: s.name, at: t === null ? null : zero + t * 1000 };
    });
    const hit = impactOf({ runId: row.id, trainNumber: row.trainNumber, lineId: row.lineId, lineNumber: row.lineNumber, departure: dep, arrival: arr, stops }, area);
    if (hit) out.push(hit);
    if (out.length >= IMPACT_MAX_RUNS) break;
  }
  return out.sort((a, b) => a.departure.localeCompare(b.departure) || a.trainNumber.localeCompare(b.trainNumber));
}

export function impactQueries(deps: SituationDeps): SchemaFields {
  return {
    situationImpact: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ImpactRunType))),
      description: `Runs of the live operating day touching the lines, stations or sections in [startAt, endAt) (at most ${IMPACT_MAX_RUNS})`,
      args: { input: { type: new GraphQLNonNull(SituationImpactInputType) } },
      resolve: (_s, a: { input: SituationImpactInput }, ctx: RequestContext) => situationImpact(deps, ctx, a.input),
    },
  };
}
