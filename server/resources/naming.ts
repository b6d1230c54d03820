import pluralize from 'pluralize';
import type { ResourceDeclaration } from '../../src/shared/resource/types';

/** GraphQL operation names exactly as ra-data-graphql(-simple) derives them from the type name. */
export function operationNames(decl: Pick<ResourceDeclaration, 'name'>) {
  const plural = pluralize(decl.name);
  return {
    one: decl.name,
    list: `all${plural}`,
    meta: `_all${plural}Meta`,
    create: `create${decl.name}`,
    update: `update${decl.name}`,
    delete: `delete${decl.name}`,
    filter: `${decl.name}Filter`,
  };
}
