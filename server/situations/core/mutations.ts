/**
 * Mutation fields of the core (api.ts): create, update (optimistic version, refused when closed),
 * transition (the model's state machine; closing needs 'close'), correction, manual timeline
 * entries. Each writes its timeline entries in the same transaction and announces the change
 * after the commit (events 'changed', 'opened', 'transition').
 */
import { GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLString } from 'graphql';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { SchemaFields } from '../../graphql/extension';
import type { Situation, SituationInput, TimelineEntry } from '../../../src/shared/situations/api';
import { canTransition, SITUATION_STATES, type SituationState } from '../../../src/shared/situations/model';
import type { SituationDeps } from '../deps';
import { rightsFor } from '../rights';
import { appendTimeline } from '../timeline';
import { requireAccess, type Access } from './access';
import { changedFields, FIELD_NAMES_DE } from './diff';
import { badInput, conflict, forbidden, invalidInput, notFound, stateName } from './messages';
import { insertSituation, loadRecord, loadSituation, nextSeq, updateSituationRow, valuesOf, type SituationRecord } from './store';
import { rememberDiscarded } from './subscription';
import { timelineEntry } from './timelineStore';
import { SituationInputType, SituationType, TimelineEntryType } from './types';
import { checkInput, checkReferences, localDay, type SituationValues } from './validate';

const nn = GraphQLNonNull;
export const NOTE_MAX = 4000;

/** What to announce once the transaction committed. */
interface Announce {
  ids: string[];
  opened?: { id: string; categoryId: string; severity: SituationValues['severity']; actor: string };
  transition?: { id: string; from: SituationState; to: SituationState; actor: string };
}

export function announce(deps: SituationDeps, a: Announce): void {
  deps.events.emit('changed', { ids: a.ids });
  if (a.transition) deps.events.emit('transition', a.transition);
  if (a.opened) deps.events.emit('opened', a.opened);
}

/** Validated values, or BAD_USER_INPUT with every field's message. */
async function validValues(deps: SituationDeps, ctx: RequestContext, input: SituationInput, db: Queryable): Promise<SituationValues> {
  const { values, errors } = checkInput(input);
  if (Object.keys(errors).length) throw invalidInput(ctx.lang, errors);
  const refErrors = await checkReferences(db, values, deps.config.operatorTz);
  if (Object.keys(refErrors).length) throw invalidInput(ctx.lang, refErrors);
  return values;
}

/** The caller must hold 'edit' on the category (for a new or moved situation). */
async function requireEditOn(deps: SituationDeps, ctx: RequestContext, db: Queryable, categoryId: string): Promise<void> {
  const rights = await rightsFor(db, requireUser(ctx), categoryId);
  if (rights.edit) return;
  const { rows } = await db.query<{ name: string }>(`SELECT ${ctx.lang === 'it' ? 'coalesce(name_it, name)' : 'name'} AS name FROM categories WHERE id = $1`, [categoryId]);
  // Without view the category's name is not told either.
  if (!rights.view) throw forbidden(ctx.lang, 'sit.forbidden.edit', '');
  throw forbidden(ctx.lang, 'sit.forbidden.edit', rows[0]?.name ?? '');
}

function refuseClosed(ctx: RequestContext, rec: SituationRecord): void {
  if (rec.state === 'closed') throw badInput(ctx.lang, 'sit.closed', { number: rec.number });
}

function checkVersion(ctx: RequestContext, rec: SituationRecord, version: number): void {
  if (rec.version !== version) throw conflict(ctx.lang, rec);
}

async function answer(deps: SituationDeps, ctx: RequestContext, id: string): Promise<Situation> {
  const rec = await loadRecord(deps.db, id, ctx.lang);
  if (!rec) throw notFound(ctx.lang);
  return loadSituation(deps.db, rec, await rightsFor(deps.db, requireUser(ctx), rec.categoryId));
}

export async function createSituation(deps: SituationDeps, ctx: RequestContext, input: SituationInput): Promise<Situation> {
  const actor = actorName(ctx);
  const now = deps.clock.now();
  const open = !!input.open;
  const id = await deps.db.transaction(async (tx) => {
    const v = await validValues(deps, ctx, input, tx);
    await requireEditOn(deps, ctx, tx, v.categoryId);
    const year = Number(localDay(v.startAt, deps.config.operatorTz).slice(0, 4));
    const seq = await nextSeq(tx, year);
    const state: SituationState = open ? 'open' : 'draft';
    const newId = await insertSituation(tx, v, { year, seq, state, correctionOf: null, actor, now });
    await appendTimeline(tx, null, {
      situationId: newId, kind: 'created', eventAt: now, createdBy: actor,
      text: `Situation angelegt (${stateName('de', state)}) von ${actor}`, data: { state },
    });
    return { newId, v };
  });
  announce(deps, {
    ids: [id.newId],
    opened: open ? { id: id.newId, categoryId: id.v.categoryId, severity: id.v.severity, actor } : undefined,
    transition: open ? { id: id.newId, from: 'draft', to: 'open', actor } : undefined,
  });
  return answer(deps, ctx, id.newId);
}

export async function updateSituation(deps: SituationDeps, ctx: RequestContext, id: string, version: number, input: SituationInput): Promise<Situation> {
  const actor = actorName(ctx);
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const { rec } = await requireAccess(tx, ctx, id, 'edit');
    refuseClosed(ctx, rec);
    checkVersion(ctx, rec, version);
    const v = await validValues(deps, ctx, input, tx);
    if (v.categoryId !== rec.categoryId) await requireEditOn(deps, ctx, tx, v.categoryId);
    const fields = changedFields(valuesOf(rec), v);
    if (fields.length === 0) return false;
    await updateSituationRow(tx, id, v, actor, now);
    await appendTimeline(tx, null, {
      situationId: id, kind: 'updated', eventAt: now, createdBy: actor,
      text: `Geändert von ${actor}: ${fields.map((f) => FIELD_NAMES_DE[f]).join(', ')}`, data: { fields },
    });
    return true;
  });
  if (changed) announce(deps, { ids: [id] });
  return answer(deps, ctx, id);
}

export async function transitionSituation(
  deps: SituationDeps, ctx: RequestContext, id: string, version: number, to: string, comment: string | null,
): Promise<Situation> {
  if (!(SITUATION_STATES as readonly string[]).includes(to)) throw badInput(ctx.lang, 'sit.unknownState', { state: to });
  const target = to as SituationState;
  const actor = actorName(ctx);
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const acc: Access = await requireAccess(tx, ctx, id, target === 'closed' ? 'close' : 'edit');
    const { rec } = acc;
    if (!canTransition(rec.state, target)) {
      throw badInput(ctx.lang, 'sit.illegalTransition', { from: stateName(ctx.lang, rec.state), to: stateName(ctx.lang, target) });
    }
    checkVersion(ctx, rec, version);
    const note = (comment ?? '').trim().slice(0, NOTE_MAX);
    // Closing without an end says the situation ended now.
    await tx.query(
      `UPDATE situations SET state = $1, version = version + 1, state_changed_by = $2, state_changed_at = $3::timestamptz,
              updated_by = $2, updated_at = $3::timestamptz,
              end_at = CASE WHEN $1 = 'closed' THEN coalesce(end_at, $3::timestamptz) ELSE end_at END
        WHERE id = $4`,
      [target, actor, new Date(now).toISOString(), id],
    );
    await appendTimeline(tx, null, {
      situationId: id, kind: 'state', eventAt: now, createdBy: actor,
      text: `Zustand ${stateName('de', rec.state)} → ${stateName('de', target)} von ${actor}${note ? `: ${note}` : ''}`,
      data: { from: rec.state, to: target, comment: note || null },
    });
    return rec;
  });
  announce(deps, {
    ids: [id],
    transition: { id, from: done.state, to: target, actor },
    // Only draft → open is the first time open (stable → open is a reopening).
    opened: done.state === 'draft' && target === 'open' ? { id, categoryId: done.categoryId, severity: done.severity, actor } : undefined,
  });
  return answer(deps, ctx, id);
}

export async function correctSituation(deps: SituationDeps, ctx: RequestContext, id: string): Promise<Situation> {
  const actor = actorName(ctx);
  const now = deps.clock.now();
  const newId = await deps.db.transaction(async (tx) => {
    const { rec } = await requireAccess(tx, ctx, id, 'edit');
    if (rec.state !== 'closed') throw badInput(ctx.lang, 'sit.notClosed', { number: rec.number, state: stateName(ctx.lang, rec.state) });
    const v = valuesOf(rec);
    const year = Number(localDay(v.startAt, deps.config.operatorTz).slice(0, 4));
    const seq = await nextSeq(tx, year);
    const created = await insertSituation(tx, v, { year, seq, state: 'draft', correctionOf: id, actor, now });
    const number = `${year}-${String(seq).padStart(4, '0')}`;
    await appendTimeline(tx, null, {
      situationId: created, kind: 'correction', eventAt: now, createdBy: actor,
      text: `Korrektur von ${rec.number}, angelegt von ${actor}`, data: { correctionOf: id, number: rec.number },
    });
    await appendTimeline(tx, null, {
      situationId: id, kind: 'correction', eventAt: now, createdBy: actor,
      text: `Korrigiert durch ${number} (${actor})`, data: { correctedBy: created, number },
    });
    return created;
  });
  announce(deps, { ids: [id, newId] });
  return answer(deps, ctx, newId);
}

export async function addNote(deps: SituationDeps, ctx: RequestContext, situationId: string, text: string, eventAt: string | null): Promise<TimelineEntry> {
  const actor = actorName(ctx);
  const body = (text ?? '').trim();
  if (!body) throw badInput(ctx.lang, 'sit.note.empty');
  if (body.length > NOTE_MAX) throw badInput(ctx.lang, 'sit.note.tooLong', { max: NOTE_MAX });
  const at = eventAt ? Date.parse(eventAt) : deps.clock.now();
  if (!Number.isFinite(at)) throw badInput(ctx.lang, 'sit.instant.bad');
  const entryId = await deps.db.transaction(async (tx) => {
    const { rec } = await requireAccess(tx, ctx, situationId, 'edit');
    refuseClosed(ctx, rec);
    return appendTimeline(tx, null, { situationId, kind: 'note', eventAt: at, createdBy: actor, text: body, data: null });
  });
  announce(deps, { ids: [situationId] });
  return timelineEntry(deps.db, entryId);
}

/** Discards a draft (model.ts: a draft may be discarded): right 'edit', state draft; with its timeline. */
export async function discardDraft(deps: SituationDeps, ctx: RequestContext, id: string): Promise<boolean> {
  const rec = await deps.db.transaction(async (tx) => {
    const { rec } = await requireAccess(tx, ctx, id, 'edit');
    if (rec.state !== 'draft') throw badInput(ctx.lang, 'sit.notDraft', { number: rec.number, state: stateName(ctx.lang, rec.state) });
    await tx.query('DELETE FROM situations WHERE id = $1', [id]);
    return rec;
  });
  rememberDiscarded(id, rec.categoryId);
  announce(deps, { ids: [id] });
  return true;
}

export function coreMutations(deps: SituationDeps): SchemaFields {
  return {
    deleteSituation: {
      type: new nn(GraphQLBoolean),
      description: 'Discards a draft (right edit); other states are refused',
      args: { id: { type: new nn(GraphQLID) } },
      resolve: (_s, a: { id: string }, ctx: RequestContext) => discardDraft(deps, ctx, a.id),
    },
    createSituation: {
      type: new nn(SituationType),
      args: { input: { type: new nn(SituationInputType) } },
      resolve: (_s, a: { input: SituationInput }, ctx: RequestContext) => createSituation(deps, ctx, a.input),
    },
    updateSituation: {
      type: new nn(SituationType),
      args: { id: { type: new nn(GraphQLID) }, version: { type: new nn(GraphQLInt) }, input: { type: new nn(SituationInputType) } },
      resolve: (_s, a: { id: string; version: number; input: SituationInput }, ctx: RequestContext) => updateSituation(deps, ctx, a.id, a.version, a.input),
    },
    transitionSituation: {
      type: new nn(SituationType),
      args: { id: { type: new nn(GraphQLID) }, version: { type: new nn(GraphQLInt) }, to: { type: new nn(GraphQLString) }, comment: { type: GraphQLString } },
      resolve: (_s, a: { id: string; version: number; to: string; comment?: string | null }, ctx: RequestContext) =>
        transitionSituation(deps, ctx, a.id, a.version, a.to, a.comment ?? null),
    },
    correctSituation: {
      type: new nn(SituationType),
      args: { id: { type: new nn(GraphQLID) } },
      resolve: (_s, a: { id: string }, ctx: RequestContext) => correctSituation(deps, ctx, a.id),
    },
    addTimelineEntry: {
      type: new nn(TimelineEntryType),
      args: { situationId: { type: new nn(GraphQLID) }, text: { type: new nn(GraphQLString) }, eventAt: { type: GraphQLString } },
      resolve: (_s, a: { situationId: string; text: string; eventAt?: string | null }, ctx: RequestContext) =>
        addNote(deps, ctx, a.situationId, a.text, a.eventAt ?? null),
    },
  };
}
