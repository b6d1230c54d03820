import type { ResourceDeclaration } from '../../shared/resource/types';

/**
 * react-admin knows resources by their route (decl.path, e.g. 'bahnhoeffelist');
 * the GraphQL API knows them by the type name (decl.name, e.g.
 * 'Station'). This maps between the two.
 */
export interface PathMapper {
  /** react-admin resource (path) -> GraphQL type name; unknown names pass through. */
  toTypeName(resource: string): string;
  /** GraphQL type name -> react-admin resource (path); unknown names pass through. */
  toPath(typeName: string): string;
  declarationOf(resource: string): ResourceDeclaration | undefined;
}

export function createPathMapper(declarations: readonly ResourceDeclaration[]): PathMapper {
  const byPath = new Map(declarations.map((d) => [d.path, d]));
  const byName = new Map(declarations.map((d) => [d.name, d]));
  return {
    toTypeName: (resource) => byPath.get(resource)?.name ?? resource,
    toPath: (typeName) => byName.get(typeName)?.path ?? typeName,
    declarationOf: (resource) => byPath.get(resource) ?? byName.get(resource),
  };
}
