/**
 * What a document asks for, measured before it runs: tokens (from the lexer, before parsing),
 * field depth and aliases (per document, cacheable) and the cost of one operation with its
 * variables. Fragments are measured once each (a fragment spread many times is not walked many
 * times) and a fragment cycle counts as empty (validation refuses it). Introspection fields
 * (`__schema`, `__type`, `__typename`) are not counted: their answer is bounded by the schema,
 * and production refuses them anyway (limits.ts `introspection`). Pure: no I/O.
 */
import {
  getNamedType, isInterfaceType, isObjectType, Kind, Lexer, Source, TokenKind,
  type DocumentNode, type GraphQLNamedType, type GraphQLSchema, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';

/** Tokens of the document, counted up to max + 1 (work stays bounded for any length). */
export function countTokens(query: string, max: number): number {
  const lexer = new Lexer(new Source(query));
  let n = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) if (++n > max) return n;
  } catch {
    // A lexical error: parse() reports it with its position.
  }
  return n;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) map.set(d.name.value, d);
  return map;
}

/** Walks selection sets with one memo per fragment; `combine` folds the selections of one set. */
function selectionWalker<T>(document: DocumentNode, empty: T, field: (node: FieldNode, inner: T | null) => T, combine: (values: T[]) => T) {
  const fragments = fragmentsOf(document);
  const memo = new Map<string, T>();
  const visiting = new Set<string>();
  const walk = (set: SelectionSetNode): T =>
    combine(
      set.selections.map((sel): T => {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) return empty;
          return field(sel, sel.selectionSet ? walk(sel.selectionSet) : null);
        }
        if (sel.kind === Kind.INLINE_FRAGMENT) return walk(sel.selectionSet);
        const name = sel.name.value;
        const known = memo.get(name);
        if (known !== undefined) return known;
        const def = fragments.get(name);
        if (!def || visiting.has(name)) return empty;
        visiting.add(name);
        const value = walk(def.selectionSet);
        visiting.delete(name);
        memo.set(name, value);
        return value;
      }),
    );
  return walk;
}

export interface Shape {
  /** Deepest field nesting of any operation (a root field is 1). */
  depth: number;
  /** Most aliases of any operation. */
  aliases: number;
}

export function documentShape(document: DocumentNode): Shape {
  const walk = selectionWalker<Shape>(
    document,
    { depth: 0, aliases: 0 },
    (node, inner) => ({ depth: 1 + (inner?.depth ?? 0), aliases: (node.alias ? 1 : 0) + (inner?.aliases ?? 0) }),
    (values) => values.reduce((a, b) => ({ depth: Math.max(a.depth, b.depth), aliases: a.aliases + b.aliases }), { depth: 0, aliases: 0 }),
  );
  let depth = 0;
  let aliases = 0;
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const s = walk(d.selectionSet);
    depth = Math.max(depth, s.depth);
    aliases = Math.max(aliases, s.aliases);
  }
  return { depth, aliases };
}

/** The rows a paged field asks for: its perPage (literal or variable), at most maxPerPage, maxPerPage when not given. */
function pageSize(node: FieldNode, variables: Record<string, unknown> | null | undefined, maxPerPage: number): number {
  const arg = node.arguments?.find((a) => a.name.value === 'perPage');
  let value: unknown;
  if (arg?.value.kind === Kind.INT) value = Number(arg.value.value);
  else if (arg?.value.kind === Kind.VARIABLE) value = variables?.[arg.value.name.value];
  // Every list refuses a page above maxPerPage itself, with its own message; the cost counts what can run.
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 1), maxPerPage) : maxPerPage;
}

/**
 * Cost of one operation: every field 1, plus its selection's cost, times the page size when the
 * field is a paged list (its definition has a perPage argument). Other lists count as one
 * element: their length is bounded by the data (a network's stops), not by the request. The
 * document must have passed validation (fields are looked up in the schema).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
  maxPerPage: number,
): number {
  const fragments = fragmentsOf(document);
  const memo = new Map<string, number>();
  const visiting = new Set<string>();
  const walk = (set: SelectionSetNode, parent: GraphQLNamedType | null | undefined): number => {
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__')) continue;
        const def = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[sel.name.value] : undefined;
        const inner = sel.selectionSet ? walk(sel.selectionSet, def && getNamedType(def.type)) : 0;
        const paged = def?.args.some((a) => a.name === 'perPage') ?? false;
        cost += 1 + inner * (paged ? pageSize(sel, variables, maxPerPage) : 1);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        cost += walk(sel.selectionSet, sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent);
      } else {
        const name = sel.name.value;
        const def = fragments.get(name);
        if (!def || visiting.has(name)) continue;
        if (!memo.has(name)) {
          visiting.add(name);
          memo.set(name, walk(def.selectionSet, schema.getType(def.typeCondition.name.value)));
          visiting.delete(name);
        }
        cost += memo.get(name)!;
      }
    }
    return cost;
  };
  return walk(operation.selectionSet, schema.getRootType(operation.operation));
}
