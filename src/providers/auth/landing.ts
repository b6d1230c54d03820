/**
 * Where a user lands after signing in (spec point 2, "/ after login"). Pure.
 *
 * Rule, in this order:
 *   1. the brand's start page when something serves it: brand sws the control-centre page
 *      (CONTROL_CENTRE_PATH), the others the live page (LIVE_PATH). Those pages come with the
 *      control-centre issue: registering them in src/shell/customPages.ts (or as a served menu
 *      entry) makes this rule pick them up without further changes;
 *   2. otherwise the first menu page, in menu order (depth first), that is enabled and that the
 *      user may open (a resource page needs 'list' permission), apart from Home;
 *   3. otherwise Home ('/').
 */
import { mayAccess } from '../../shared/auth/permissions';
import type { ResourceDeclaration } from '../../shared/resource/types';

export const CONTROL_CENTRE_PATH = '/control-center';
export const LIVE_PATH = '/live';
export const HOME_PATH = '/';

/** The part of a resolved menu entry (src/shell/menuModel.ts) this rule reads. */
export interface LandingEntry {
  kind: 'area' | 'group' | 'page';
  enabled: boolean;
  to?: string;
  resource?: string;
  children: LandingEntry[];
}

export interface LandingInput {
  brand: string;
  /** The resolved menu tree (resolveMenu(...).tree). */
  tree: readonly LandingEntry[];
  /** Routes served by custom pages (e.g. CUSTOM_PAGES paths). */
  customPaths: readonly string[];
  roles: readonly string[];
  declarations: readonly ResourceDeclaration[];
}

export function brandStartPath(brand: string): string {
  return brand === 'sws' ? CONTROL_CENTRE_PATH : LIVE_PATH;
}

/** May the user open this menu page? */
export function mayOpenEntry(entry: LandingEntry, roles: readonly string[], declarations: readonly ResourceDeclaration[]): boolean {
  if (entry.kind !== 'page' || !entry.enabled || !entry.to) return false;
  return entry.resource ? mayAccess(roles, declarations, entry.resource, 'list') : true;
}

function pages(entries: readonly LandingEntry[]): LandingEntry[] {
  return entries.flatMap((e) => (e.kind === 'page' ? [e] : pages(e.children)));
}

export function landingPath(input: LandingInput): string {
  const all = pages(input.tree);
  const open = all.filter((e) => mayOpenEntry(e, input.roles, input.declarations));
  const start = brandStartPath(input.brand);
  const pathOf = (to: string) => to.split('?')[0];
  if (input.customPaths.includes(start) || open.some((e) => pathOf(e.to!) === start)) return start;
  const first = open.find((e) => pathOf(e.to!) !== HOME_PATH);
  return first?.to ?? HOME_PATH;
}
