/**
 * The rule of rights per category (issue 13 item 7, docs/situation-report.md), pure: admins hold
 * every right on every category; anyone else holds the union of the rows of `/rechte_fuer_kategorien`
 * that name them (their sign-in name, their report user's group, or one of their roles). No row
 * grants nothing, and a row without `view` grants nothing either: edit, publish and close are
 * rights on situations one can see.
 */
import type { CategoryRights } from '../../../src/shared/situations/model';

export const ALL_RIGHTS: CategoryRights = { view: true, edit: true, publish: true, close: true };
export const NO_RIGHTS: CategoryRights = { view: false, edit: false, publish: false, close: false };

export interface RightsRow {
  view: boolean;
  edit: boolean;
  publish: boolean;
  close: boolean;
}

/** Union of the matching rows; `view` gates the rest. */
export function combineRights(isAdmin: boolean, rows: readonly RightsRow[]): CategoryRights {
  if (isAdmin) return ALL_RIGHTS;
  const u = { view: false, edit: false, publish: false, close: false };
  for (const r of rows) {
    u.view ||= r.view;
    u.edit ||= r.edit;
    u.publish ||= r.publish;
    u.close ||= r.close;
  }
  return u.view ? u : NO_RIGHTS;
}
