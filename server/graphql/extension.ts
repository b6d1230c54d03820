import type { GraphQLFieldConfigMap } from 'graphql';
import type { RequestContext } from '../context';

export type SchemaFields = GraphQLFieldConfigMap<unknown, RequestContext>;

/**
 * Fields a module adds to the generated schema (the operations API, the timetable versions):
 * the resource schema stays generated from declarations, hand-written APIs sit beside it.
 */
export interface SchemaExtension {
  query?: SchemaFields;
  mutation?: SchemaFields;
  subscription?: SchemaFields;
}

/** Merges extensions into the root field maps; a name defined twice is a programming error. */
export function mergeExtensions(roots: Required<SchemaExtension>, extensions: readonly SchemaExtension[]): void {
  for (const ext of extensions) {
    for (const root of ['query', 'mutation', 'subscription'] as const) {
      for (const [name, field] of Object.entries(ext[root] ?? {})) {
        if (name in roots[root]) throw new Error(`GraphQL ${root} field "${name}" is defined twice`);
        roots[root][name] = field;
      }
    }
  }
}
