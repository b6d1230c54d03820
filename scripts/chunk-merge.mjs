// Fewer chunks per page: shared page groups merged when the requests they save are worth the bytes
// some pages then load without using them (scripts/chunk-groups.mjs, issue 15).
//
// Grouping the pages' code by the exact set of pages that load it leaves each page a dozen or more
// shared chunks, many under 1 KB gzip. Each costs a request: on a phone on a slow line, over
// HTTP/1.1's six connections per server, a round trip (about 150 ms on slow 4G) in one of the six,
// and main-thread time to start it (about 5 ms at 4x, bench/request-cost.ts). Merging two groups
// saves a request for every page that loads both, and makes every page that loads only one load
// the other too, with what the other imports. The merge with the fewest such bytes per saved
// request goes first, as long as that is under `bytesPerRequest` and no page gets more than
// `bytesPerPage` it did not load before; never one that would make two chunks import each other.
// Types: chunk-merge.d.mts.

/**
 * @param {Map<string, {size: number, owners: Set<string>, imports: Set<string>, mergeable: boolean}>} units
 *   every chunk-to-be that the pages load (after the shell): its code's size, the pages that load
 *   it, the units it imports. Changed in place: merged units are replaced by one unit.
 * @param {{bytesPerRequest: number, bytesPerPage: number, name: (members: string[]) => string}} options
 * @returns {Map<string, string>} each unit that was merged → the name of the unit it went into
 */
export function mergeSharedGroups(units, options) {
  const addedPerPage = new Map();
  for (;;) {
    const best = bestMerge(units, options, addedPerPage);
    if (!best) break;
    apply(units, best, options, addedPerPage);
  }
  const mergedInto = new Map();
  for (const [name, unit] of units) for (const member of unit.members ?? []) mergedInto.set(member, name);
  return mergedInto;
}

/** What merging a and b costs: the bytes pages load in addition, per page, and the requests saved. */
function costOf(units, a, b) {
  const A = units.get(a);
  const B = units.get(b);
  const owners = new Set([...A.owners, ...B.owners]);
  const addedByPage = new Map();
  const add = (page, bytes) => addedByPage.set(page, (addedByPage.get(page) ?? 0) + bytes);
  let requests = 0;
  for (const page of A.owners) if (B.owners.has(page)) requests -= 1;
  for (const page of B.owners) if (!A.owners.has(page)) add(page, A.size);
  for (const page of A.owners) if (!B.owners.has(page)) add(page, B.size);
  // What the merged unit imports is loaded by all its pages. A unit's imports are loaded by at
  // least its own pages, so the walk stops where nothing is added.
  const seen = new Set([a, b]);
  const stack = [...A.imports, ...B.imports];
  while (stack.length) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const unit = units.get(name);
    let grew = false;
    for (const page of owners) {
      if (unit.owners.has(page)) continue;
      grew = true;
      requests += 1;
      add(page, unit.size);
    }
    if (grew) stack.push(...unit.imports);
  }
  let bytes = 0;
  for (const value of addedByPage.values()) bytes += value;
  return { bytes, requests, addedByPage };
}

/** Whether a unit that a or b imports reaches a or b: merged, the two would import each other. */
function wouldCycle(units, a, b) {
  const seen = new Set();
  const stack = [...units.get(a).imports, ...units.get(b).imports].filter((n) => n !== a && n !== b);
  while (stack.length) {
    const name = stack.pop();
    if (name === a || name === b) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...units.get(name).imports);
  }
  return false;
}

function bestMerge(units, options, addedPerPage) {
  const names = [...units.keys()].filter((n) => units.get(n).mergeable).sort();
  let best = null;
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i], names[j]];
      if (![...units.get(a).owners].some((p) => units.get(b).owners.has(p))) continue;
      const cost = costOf(units, a, b);
      if (cost.requests >= 0) continue;
      const perRequest = cost.bytes / -cost.requests;
      if (perRequest > options.bytesPerRequest) continue;
      if ([...cost.addedByPage].some(([page, bytes]) => (addedPerPage.get(page) ?? 0) + bytes > options.bytesPerPage)) continue;
      if (best && (perRequest > best.perRequest || (perRequest === best.perRequest && cost.requests >= best.cost.requests))) continue;
      if (wouldCycle(units, a, b)) continue;
      best = { a, b, cost, perRequest };
    }
  }
  return best;
}

function apply(units, { a, b, cost }, options, addedPerPage) {
  const A = units.get(a);
  const B = units.get(b);
  const members = [...(A.members ?? [a]), ...(B.members ?? [b])].sort();
  const name = options.name(members);
  const owners = new Set([...A.owners, ...B.owners]);
  const merged = { size: A.size + B.size, owners, imports: new Set([...A.imports, ...B.imports].filter((n) => n !== a && n !== b)), mergeable: true, members };
  units.delete(a);
  units.delete(b);
  for (const unit of units.values()) {
    const importedA = unit.imports.delete(a);
    const importedB = unit.imports.delete(b);
    if (importedA || importedB) unit.imports.add(name);
  }
  units.set(name, merged);
  // The merged unit's pages now load everything it imports.
  const stack = [...merged.imports];
  const seen = new Set();
  while (stack.length) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    const unit = units.get(next);
    for (const page of owners) unit.owners.add(page);
    stack.push(...unit.imports);
  }
  for (const [page, bytes] of cost.addedByPage) addedPerPage.set(page, (addedPerPage.get(page) ?? 0) + bytes);
}
