/** The sidebar's multiple selection (pure): run ids, kept in the order they were picked. */
export type Selection = readonly string[];

export function toggle(sel: Selection, id: string): Selection {
  return sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id];
}

/** All of `ids` selected → none of them; else every one of them (others stay). */
export function toggleAll(sel: Selection, ids: readonly string[]): Selection {
  if (ids.length > 0 && ids.every((id) => sel.includes(id))) return sel.filter((x) => !ids.includes(x));
  return [...sel, ...ids.filter((id) => !sel.includes(id))];
}

export type AllState = 'none' | 'some' | 'all';

export function allState(sel: Selection, ids: readonly string[]): AllState {
  const n = ids.filter((id) => sel.includes(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
}

/** Drops ids no longer listed (a train left the tab), keeping the same array when nothing changes. */
export function prune(sel: Selection, ids: readonly string[]): Selection {
  const known = new Set(ids);
  const kept = sel.filter((id) => known.has(id));
  return kept.length === sel.length ? sel : kept;
}
