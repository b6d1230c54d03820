/**
 * Rights per category (item 7): what a user may do with the situations of one category.
 * Contract version (role fallback); server/situations/core replaces the body with the table-driven
 * rule (report users, groups and roles in `/rechte_fuer_kategorien`), keeping this signature.
 */
import type { RequestUser } from '../context';
import type { Queryable } from '../db/types';
import type { CategoryRights } from '../../src/shared/situations/model';

const ALL: CategoryRights = { view: true, edit: true, publish: true, close: true };
const NONE: CategoryRights = { view: false, edit: false, publish: false, close: false };

/** Rights of `user` per category id, for every category (ids as text). */
export async function rightsByCategory(db: Queryable, user: RequestUser): Promise<Map<string, CategoryRights>> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM categories');
  const mine = user.roles.includes('admin') || user.roles.includes('dispatcher') ? ALL : user.roles.length > 0 ? { ...NONE, view: true } : NONE;
  return new Map(rows.map((r) => [r.id, mine]));
}

export async function rightsFor(db: Queryable, user: RequestUser, categoryId: string): Promise<CategoryRights> {
  return (await rightsByCategory(db, user)).get(categoryId) ?? NONE;
}
