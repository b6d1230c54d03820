/**
 * Rights per category (item 7): what a user may do with the situations of one category. The rule
 * is in core/rightsRule.ts (admins all; else the union of the `/rechte_fuer_kategorien` rows naming
 * the user's sign-in name unless their report user is inactive, their active report user's group, or one of their roles; view gates the rest).
 */
import type { RequestUser } from '../context';
import type { Queryable } from '../db/types';
import type { CategoryRights } from '../../src/shared/situations/model';
import { combineRights, NO_RIGHTS, type RightsRow } from './core/rightsRule';

/** Rights of `user` per category id, for every category (ids as text). One query. */
export async function rightsByCategory(db: Queryable, user: RequestUser): Promise<Map<string, CategoryRights>> {
  const isAdmin = user.roles.includes('admin');
  const { rows } = await db.query<RightsRow & { id: string }>(
    `SELECT c.id::text AS id, r.view, r.edit, r.publish, r.close
       FROM categories c
       LEFT JOIN category_rights r ON r.category_id = c.id AND NOT $3 AND (
            (r.subject_kind = 'user' AND lower(r.subject) = lower($1) AND NOT EXISTS (
               SELECT 1 FROM report_users u WHERE lower(u.username) = lower($1) AND u.active = false))
         OR (r.subject_kind = 'group' AND r.subject IN (
               SELECT u.group_name FROM report_users u
                WHERE lower(u.username) = lower($1) AND u.active IS NOT FALSE AND u.group_name IS NOT NULL))
         OR (r.subject_kind = 'role' AND r.subject = ANY($2::text[])))`,
    [user.username, user.roles, isAdmin],
  );
  const byCategory = new Map<string, RightsRow[]>();
  for (const r of rows) {
    let list = byCategory.get(r.id);
    if (!list) byCategory.set(r.id, (list = []));
    if (r.view !== null) list.push({ view: !!r.view, edit: !!r.edit, publish: !!r.publish, close: !!r.close });
  }
  return new Map([...byCategory].map(([id, list]) => [id, combineRights(isAdmin, list)]));
}

export async function rightsFor(db: Queryable, user: RequestUser, categoryId: string): Promise<CategoryRights> {
  return (await rightsByCategory(db, user)).get(categoryId) ?? NO_RIGHTS;
}
