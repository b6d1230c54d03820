/**
 * The app's real GraphQL documents, gathered for the limit checks (graphql-limits.test.ts): the
 * data provider's documents for every declared resource (createResourceOperations) and the
 * versions, the generator's live refresh, and every document of the custom pages' API modules
 * (src/custom/** /api.ts and the timetable page's API). Exported document strings are taken as
 * they are; exported functions are called once with stand-in arguments while the test's stub of
 * graphqlRequest records the document they send (and then throws, which ends loops over pages).
 */
import { createResourceOperations } from '../../src/providers/data/resourceOperations';
import { writableFields } from '../../src/shared/resource/operations';
import type { ResourceDeclaration } from '../../src/shared/resource/types';

export interface AppDocument {
  /** Where it comes from (module and export, or resource and method). */
  source: string;
  query: string;
  variables: Record<string, unknown>;
}

const OPERATION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)\b/;

export function isDocument(value: unknown): value is string {
  return typeof value === 'string' && OPERATION.test(value);
}

/** Every data-provider document of one declaration, lists at the largest page the screens ask for. */
export function resourceDocuments(decl: ResourceDeclaration, perPage: number): AppDocument[] {
  const ops = createResourceOperations(decl);
  const data = Object.fromEntries(writableFields(decl).map((f) => [f.name, '1']));
  const page = { pagination: { page: 1, perPage }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'x' } };
  const list: [string, { query: string; variables: Record<string, unknown> }][] = [
    ['getList', ops.getList(page)],
    ['getMany', ops.getMany(Array.from({ length: perPage }, (_, i) => String(i + 1)))],
    ['getManyReference', ops.getManyReference({ ...page, target: 'id', id: '1' })],
    ['getOne', ops.getOne('1')],
    ['create', ops.create(data)],
    ['update', ops.update('1', { ...data, version: 1 })],
    ['delete', ops.delete('1')],
  ];
  return list.map(([method, op]) => ({ source: `${decl.name}.${method}`, query: op.query, variables: op.variables }));
}

export interface Recorded {
  query: string;
  variables: Record<string, unknown>;
}

/** Thrown by the test's graphqlRequest stub after recording: the calling function stops there. */
export class RecordedStop extends Error {}

/**
 * The documents of API modules: exported strings that are documents, documents returned by
 * exported functions, and documents those functions send (recorded by the stub into `sent`).
 * Returns also the functions that produced none, so the test can name them.
 */
export async function moduleDocuments(modules: Record<string, Record<string, unknown>>, sent: Recorded[]): Promise<{ documents: AppDocument[]; silent: string[] }> {
  const documents: AppDocument[] = [];
  const silent: string[] = [];
  for (const [file, mod] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(mod)) {
      const source = `${file.replace(/^.*\/src\//, 'src/')}#${name}`;
      if (isDocument(value)) {
        documents.push({ source, query: value, variables: {} });
        continue;
      }
      // React hooks need a component; their documents are exported strings.
      if (typeof value !== 'function' || /^use[A-Z]/.test(name)) continue;
      const before = sent.length;
      let returned: unknown;
      try {
        // Stand-ins: ids and texts as '1', lists and objects empty; the document does not depend on them.
        const args = Array.from({ length: value.length }, () => '1');
        returned = await (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        // The stub's RecordedStop, or a stand-in argument the function cannot use (it is named below).
      }
      for (const s of sent.slice(before)) documents.push({ source, query: s.query, variables: s.variables });
      if (isDocument(returned)) documents.push({ source, query: returned, variables: {} });
      if (sent.length === before && !isDocument(returned)) silent.push(source);
    }
  }
  return { documents, silent };
}
