/**
 * Dispatch measures of a situation (issue 13 item 2): a measure taken with `situationId` (the
 * operations API asks through app.measureLinks) or attached later is linked and written to the
 * timeline ('measureTaken', 'measureAttached'); taking it back in the dispatch (the engine's undo)
 * writes 'measureUndone' to every situation it is linked to. Linking needs 'edit' on the category
 * and an open or stable situation; it is checked before the measure is taken.
 */
import { GraphQLID, GraphQLNonNull } from 'graphql';
import { actorName, type RequestContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { SchemaFields } from '../../graphql/extension';
import type { MeasureLinks } from '../../operations/api/measureLinks';
import type { MeasureUndone } from '../../operations/live/engine';
import type { Situation } from '../../../src/shared/situations/api';
import type { SituationDeps } from '../deps';
import { rightsFor } from '../rights';
import { appendTimeline } from '../timeline';
import { requireAccess } from './access';
import { badInput, notFound, stateName } from './messages';
import { announce } from './mutations';
import { loadRecord, loadSituation, type SituationRecord } from './store';
import { SituationType } from './types';
import { requireUser } from '../../auth/guard';

/** German names of the measure types in timeline texts (the browser translates from data.type). */
const TYPE_DE: Record<string, string> = { cancel: 'Ausfall', delay: 'Verspätung', reroute: 'Umleitung', assignVehicle: 'Fahrzeugzuweisung' };

function refuseInactive(ctx: RequestContext, rec: SituationRecord): void {
  if (rec.state !== 'open' && rec.state !== 'stable') throw badInput(ctx.lang, 'sit.measure.notActive', { number: rec.number, state: stateName(ctx.lang, rec.state) });
}

function trainOf(deps: SituationDeps, runId: string): string {
  return deps.engine.getRun(runId)?.trainNumber ?? runId;
}

interface LinkEntry {
  situationId: string;
  measureId: string;
  runId: string;
  type: string;
  actor: string;
  kind: 'measureTaken' | 'measureAttached';
}

async function insertLink(deps: SituationDeps, db: Queryable, e: LinkEntry): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO situation_measures (situation_id, measure_id, run_id, type, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz) ON CONFLICT DO NOTHING`,
    [e.situationId, e.measureId, e.runId, e.type, e.actor, new Date(deps.clock.now()).toISOString()],
  );
  if (!rowCount) return false;
  const verb = e.kind === 'measureTaken' ? 'ergriffen' : 'zugeordnet';
  await appendTimeline(db, null, {
    situationId: e.situationId, kind: e.kind, eventAt: deps.clock.now(), createdBy: e.actor,
    text: `Maßnahme ${TYPE_DE[e.type] ?? e.type} für Zug ${trainOf(deps, e.runId)} ${verb} von ${e.actor}`,
    data: { measureId: e.measureId, type: e.type, runId: e.runId, trainNumber: trainOf(deps, e.runId) },
  });
  return true;
}

/** The situation report's side of app.measureLinks. */
export function measureLinks(deps: SituationDeps): MeasureLinks {
  return {
    async check(ctx, situationId) {
      const { rec } = await requireAccess(deps.db, ctx, situationId, 'edit', false);
      refuseInactive(ctx, rec);
    },
    async link(ctx, situationId, measure, runId) {
      await deps.db.transaction((tx) =>
        insertLink(deps, tx, { situationId, measureId: measure.id, runId, type: measure.type, actor: actorName(ctx), kind: 'measureTaken' }));
      announce(deps, { ids: [situationId] });
    },
  };
}

/** Engine undo → 'measureUndone' in every linked situation (the link stays, marked undone). */
export async function measureUndone(deps: SituationDeps, e: MeasureUndone): Promise<void> {
  const now = deps.clock.now();
  const ids = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE situation_measures SET undone_at = $2::timestamptz, undone_by = $3
        WHERE measure_id = $1 AND undone_at IS NULL RETURNING situation_id::text AS id`,
      [e.measureId, new Date(now).toISOString(), e.actor],
    );
    for (const r of rows) {
      await appendTimeline(tx, null, {
        situationId: r.id, kind: 'measureUndone', eventAt: now, createdBy: e.actor,
        text: `Maßnahme ${TYPE_DE[e.type] ?? e.type} für Zug ${trainOf(deps, e.runId)} zurückgenommen von ${e.actor}`,
        data: { measureId: e.measureId, type: e.type, runId: e.runId, trainNumber: trainOf(deps, e.runId) },
      });
    }
    return rows.map((r) => r.id);
  });
  if (ids.length) announce(deps, { ids });
}

async function answer(deps: SituationDeps, ctx: RequestContext, id: string): Promise<Situation> {
  const rec = await loadRecord(deps.db, id, ctx.lang);
  if (!rec) throw notFound(ctx.lang);
  return loadSituation(deps.db, rec, await rightsFor(deps.db, requireUser(ctx), rec.categoryId));
}

export function measureMutations(deps: SituationDeps): SchemaFields {
  return {
    attachMeasure: {
      type: new GraphQLNonNull(SituationType),
      description: 'Links a measure of the current operating day (taken earlier) to an open or stable situation',
      args: { situationId: { type: new GraphQLNonNull(GraphQLID) }, measureId: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_s, a: { situationId: string; measureId: string }, ctx: RequestContext) => {
        const actor = actorName(ctx);
        const m = deps.engine.currentLiveDay().measure(a.measureId);
        const added = await deps.db.transaction(async (tx) => {
          const { rec } = await requireAccess(tx, ctx, a.situationId, 'edit');
          refuseInactive(ctx, rec);
          if (!m) throw badInput(ctx.lang, 'sit.measure.unknown', { measure: a.measureId });
          return insertLink(deps, tx, { situationId: a.situationId, measureId: a.measureId, runId: m.stored.runId, type: m.summary.type, actor, kind: 'measureAttached' });
        });
        if (added) announce(deps, { ids: [a.situationId] });
        return answer(deps, ctx, a.situationId);
      },
    },
    detachMeasure: {
      type: new GraphQLNonNull(SituationType),
      description: 'Removes the link (the measure itself stays in force)',
      args: { situationId: { type: new GraphQLNonNull(GraphQLID) }, measureId: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_s, a: { situationId: string; measureId: string }, ctx: RequestContext) => {
        const actor = actorName(ctx);
        await deps.db.transaction(async (tx) => {
          const { rec } = await requireAccess(tx, ctx, a.situationId, 'edit');
          if (rec.state === 'closed') throw badInput(ctx.lang, 'sit.closed', { number: rec.number });
          const { rows } = await tx.query<{ type: string; run_id: string }>(
            'DELETE FROM situation_measures WHERE situation_id = $1 AND measure_id = $2 RETURNING type, run_id', [a.situationId, a.measureId]);
          if (!rows[0]) throw badInput(ctx.lang, 'sit.measure.notAttached');
          await appendTimeline(tx, null, {
            situationId: a.situationId, kind: 'updated', eventAt: deps.clock.now(), createdBy: actor,
            text: `Maßnahme ${TYPE_DE[rows[0].type] ?? rows[0].type} für Zug ${trainOf(deps, rows[0].run_id)} von der Situation gelöst (${actor})`,
            data: { fields: ['measures'], detachedMeasureId: a.measureId, type: rows[0].type, runId: rows[0].run_id },
          });
        });
        announce(deps, { ids: [a.situationId] });
        return answer(deps, ctx, a.situationId);
      },
    },
  };
}
