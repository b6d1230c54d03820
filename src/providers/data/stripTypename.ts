/**
 * Removes `__typename` keys from GraphQL variables (specification point 7:
 * "__typename fields are stripped from variables"). Records read through Apollo
 * carry `__typename`; sending them back as arguments would be refused by the server.
 */
export function stripTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => stripTypename(v)) as unknown as T;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || (typeof File !== 'undefined' && value instanceof File)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k === '__typename') continue;
    out[k] = stripTypename(v);
  }
  return out as T;
}
