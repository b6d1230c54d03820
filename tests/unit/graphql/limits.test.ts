import { buildSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { countTokens, documentShape, operationCost } from '../../../server/graphql/limits/analyse';

const schema = buildSchema(`
  type Item { id: ID name: String children: [Item] }
  type Page { total: Int rows: [Item] }
  type Query { items(perPage: Int): [Item] runs(perPage: Int): Page item: Item }
`);
const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return operationCost(schema, document, getOperationAST(document)!, variables, 1000);
};

describe('countTokens', () => {
  it('counts tokens without comments and stops after max + 1', () => {
    expect(countTokens('{ a b } # c d e', 100)).toBe(4);
    expect(countTokens(`{ ${'a '.repeat(100_000)} }`, 1000)).toBe(1001);
  });
  it('leaves lexical errors to parse', () => {
    expect(countTokens('{ a "unterminated', 100)).toBe(2);
  });
});

describe('documentShape', () => {
  it('measures depth and aliases through fragments, counting a spread where it is used', () => {
    const s = documentShape(parse('{ x: item { ...F } y: item { ...F } } fragment F on Item { c: children { id } }'));
    expect(s).toEqual({ depth: 3, aliases: 4 });
  });
  it('does not count introspection fields', () => {
    expect(documentShape(parse('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }'))).toEqual({ depth: 0, aliases: 0 });
  });
  it('measures a fragment once however often it is spread, and survives cycles', () => {
    // 2^40 paths if walked naively.
    const levels = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Item { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = performance.now();
    expect(documentShape(parse(`{ item { ...F0 } } ${levels} fragment F40 on Item { id }`)).depth).toBe(2);
    expect(performance.now() - started).toBeLessThan(200);
    expect(documentShape(parse('{ item { ...A } } fragment A on Item { ...B } fragment B on Item { ...A }'))).toEqual({ depth: 1, aliases: 0 });
  });
});

describe('operationCost', () => {
  it('counts a paged selection once per row, from a literal or a variable', () => {
    expect(cost('{ items(perPage: 10) { id name } }')).toBe(1 + 10 * 2);
    expect(cost('query ($n: Int) { items(perPage: $n) { id } }', { n: 50 })).toBe(1 + 50);
  });
  it('counts a missing or larger perPage at the largest page', () => {
    expect(cost('{ items { id } }')).toBe(1 + 1000);
    expect(cost('{ items(perPage: 99999) { id } }')).toBe(1 + 1000);
  });
  it('pages by the field definition, not by the name (Page.rows is not paged)', () => {
    expect(cost('{ runs(perPage: 2) { total rows { id children { id } } } }')).toBe(1 + 2 * (1 + (1 + 1 + (1 + 1))));
  });
  it('follows fragments', () => {
    expect(cost('{ a: items(perPage: 3) { ...F } b: item { ...F } } fragment F on Item { id name }')).toBe(1 + 3 * 2 + 1 + 2);
  });
});
