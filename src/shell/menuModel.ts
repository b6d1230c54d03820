/**
 * Resolves the navigation tree for one brand and one set of declarations: which entries are
 * enabled (something serves them) and where they link to. Pure: no React, no I/O.
 */
import type { Label, ResourceDeclaration } from '../shared/resource/types';
import { menuForBrand, type MenuEntry } from './navigation';

/** A screen of the shell that serves a menu entry (e.g. Home). */
export interface CustomPageRoute {
  entryId: string;
  /** Route path of the page, e.g. '/'. */
  path: string;
}

export interface ResolvedEntry extends MenuEntry {
  /** Something serves the entry (or, for areas and groups, one of their descendants). */
  enabled: boolean;
  /** Where an enabled page links to. */
  to?: string;
  /** The react-admin resource name (decl.path) serving the entry, if any. */
  resource?: string;
  children: ResolvedEntry[];
}

export interface ResolvedMenu {
  tree: ResolvedEntry[];
  byId: Map<string, ResolvedEntry>;
  /** Declarations whose menu.entry / menu.parent names no entry of this menu. */
  warnings: string[];
}

export interface ResolveOptions {
  entries: readonly MenuEntry[];
  declarations: readonly ResourceDeclaration[];
  customPages?: readonly CustomPageRoute[];
  hiddenIds?: readonly string[];
  /**
   * Whether the user may open a resource's list (react-admin resource name = decl.path). Entries
   * of resources the user may not list are not offered at all (the route still answers with
   * "access denied"); areas left empty by that disappear too. Default: everything.
   */
  mayList?: (resource: string) => boolean;
}

function pathnameOf(path: string): string {
  return path.split('?')[0];
}

/** The link of an entry served by a resource: the seed path when it is the resource's route. */
export function routeForResource(decl: ResourceDeclaration, entry?: MenuEntry): string {
  const route = `/${decl.path}`;
  return entry?.path && pathnameOf(entry.path) === route ? entry.path : route;
}

const pluralLabel = (decl: ResourceDeclaration): Label => ({
  de: decl.label.de.title ?? decl.label.de.other,
  it: decl.label.it.title ?? decl.label.it.other,
});

export function resolveMenu(options: ResolveOptions): ResolvedMenu {
  const { declarations, customPages = [], hiddenIds = [], mayList = () => true } = options;
  const warnings: string[] = [];
  const hiddenByBrand = new Set(options.entries.map((e) => e.id));
  const visible = menuForBrand(options.entries, hiddenIds);
  for (const e of visible) hiddenByBrand.delete(e.id);

  type Draft = MenuEntry & { to?: string; resource?: string; served: boolean; sort: number };
  const drafts = new Map<string, Draft>();
  const siblingIndex = new Map<string | null, number>();
  for (const e of visible) {
    const i = siblingIndex.get(e.parentId) ?? 0;
    siblingIndex.set(e.parentId, i + 1);
    drafts.set(e.id, { ...e, served: false, sort: i });
  }

  for (const page of customPages) {
    const d = drafts.get(page.entryId);
    if (d && !d.disabled) Object.assign(d, { served: true, to: page.path });
  }

  const removed = new Set<string>();
  for (const decl of declarations) {
    if ('entry' in decl.menu) {
      const id = decl.menu.entry;
      if (hiddenByBrand.has(id)) continue; // the brand hides the entry; the route still exists
      if (!mayList(decl.path)) {
        if (drafts.get(id)?.kind === 'page') {
          drafts.delete(id);
          removed.add(id);
        }
        continue;
      }
      const d = drafts.get(id);
      if (d && d.kind === 'page') {
        if (!d.disabled) Object.assign(d, { served: true, to: routeForResource(decl, d), resource: decl.path });
        continue;
      }
      warnings.push(`${decl.name}: menu entry "${id}" does not exist; shown at top level`);
      addNew(decl, null, pluralLabel(decl), undefined);
    } else {
      const parent = decl.menu.parent;
      if (hiddenByBrand.has(parent) || !mayList(decl.path)) continue;
      const known = drafts.has(parent);
      if (!known) warnings.push(`${decl.name}: menu parent "${parent}" does not exist; shown at top level`);
      addNew(decl, known ? parent : null, decl.menu.label ?? pluralLabel(decl), decl.menu.order);
    }
  }

  function addNew(decl: ResourceDeclaration, parentId: string | null, label: Label, order?: number) {
    let id = decl.path;
    if (drafts.has(id)) id = `resource:${decl.path}`;
    // `order` is the position among the siblings: the new entry goes before the one at that index.
    const sort = order === undefined ? Number.MAX_SAFE_INTEGER : order - 0.5;
    drafts.set(id, {
      id, parentId, kind: 'page', label, disabled: false, path: `/${decl.path}`,
      served: true, to: `/${decl.path}`, resource: decl.path, sort,
    });
  }

  const byId = new Map<string, ResolvedEntry>();
  for (const d of drafts.values()) {
    const { served, sort: _sort, ...entry } = d;
    byId.set(d.id, { ...entry, enabled: served && !d.disabled, children: [] });
  }
  const roots: ResolvedEntry[] = [];
  const sorted = [...drafts.values()].sort((a, b) => a.sort - b.sort || a.label.de.localeCompare(b.label.de, 'de'));
  for (const d of sorted) {
    const node = byId.get(d.id)!;
    const parent = d.parentId ? byId.get(d.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // Areas and groups whose only pages were withheld from this user are not offered either.
  const prune = (nodes: ResolvedEntry[]): ResolvedEntry[] =>
    nodes.filter((node) => {
      if (node.kind === 'page') return true;
      const before = node.children.length;
      node.children = prune(node.children);
      const keep = node.children.length > 0 || (before === 0 && !hadRemovedChild(node.id));
      if (!keep) byId.delete(node.id);
      return keep;
    });
  const hadRemovedChild = (id: string) => [...removed].some((r) => options.entries.find((e) => e.id === r)?.parentId === id);
  if (removed.size > 0) roots.splice(0, roots.length, ...prune(roots));
  const markContainers = (node: ResolvedEntry): boolean => {
    if (node.kind === 'page') return node.enabled;
    const any = node.children.map(markContainers).some(Boolean);
    node.enabled = any;
    return any;
  };
  roots.forEach(markContainers);
  return { tree: roots, byId, warnings };
}

/** Ids of the entry matching the location and its ancestors (to open the right areas). */
export function activeTrail(menu: ResolvedMenu, pathname: string): string[] {
  let best: ResolvedEntry | undefined;
  for (const e of menu.byId.values()) {
    if (!e.enabled || !e.to || e.kind !== 'page') continue;
    const route = pathnameOf(e.to);
    const matches = route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);
    if (matches && (!best || route.length > pathnameOf(best.to!).length)) best = e;
  }
  const trail: string[] = [];
  for (let e = best; e; e = e.parentId ? menu.byId.get(e.parentId) : undefined) trail.unshift(e.id);
  return trail;
}

/** Enabled pages below an entry, depth first (for the home page cards). */
export function enabledPages(entry: ResolvedEntry): ResolvedEntry[] {
  if (entry.kind === 'page') return entry.enabled ? [entry] : [];
  return entry.children.flatMap(enabledPages);
}

/** Number of pages below an entry that are not available yet. */
export function unavailableCount(entry: ResolvedEntry): number {
  if (entry.kind === 'page') return entry.enabled ? 0 : 1;
  return entry.children.reduce((n, c) => n + unavailableCount(c), 0);
}
