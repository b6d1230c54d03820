/**
 * The one way the core reaches a situation for a caller: load it, look up the caller's rights on
 * its category, and answer "not found" when they may not view it, so that a user without the right
 * learns nothing of that category (not even that the id exists).
 */
import { requireUser } from '../../auth/guard';
import type { RequestContext, RequestUser } from '../../context';
import type { Queryable } from '../../db/types';
import type { CategoryRights } from '../../../src/shared/situations/model';
import { rightsFor } from '../rights';
import { forbidden, notFound } from './messages';
import { loadRecord, type SituationRecord } from './store';

export interface Access {
  user: RequestUser;
  rec: SituationRecord;
  rights: CategoryRights;
}

/** null when absent or not viewable (queries answer null). */
export async function tryAccess(db: Queryable, ctx: RequestContext, id: string, forUpdate = false): Promise<Access | null> {
  const user = requireUser(ctx);
  const rec = await loadRecord(db, id, ctx.lang, forUpdate);
  if (!rec) return null;
  const rights = await rightsFor(db, user, rec.categoryId);
  return rights.view ? { user, rec, rights } : null;
}

/** Throws NOT_FOUND when absent or not viewable, FORBIDDEN when the right is missing. */
export async function requireAccess(db: Queryable, ctx: RequestContext, id: string, right: 'edit' | 'close', forUpdate = true): Promise<Access> {
  const a = await tryAccess(db, ctx, id, forUpdate);
  if (!a) throw notFound(ctx.lang);
  if (!a.rights[right]) throw forbidden(ctx.lang, right === 'close' ? 'sit.forbidden.close' : 'sit.forbidden.edit', a.rec.categoryName);
  return a;
}
