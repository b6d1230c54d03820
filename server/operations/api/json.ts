import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { SharedJson, sharedJsonToken } from '../../graphql/sharedJson';

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return null;
  }
}

/**
 * Any JSON value, passed through as it is: the position batches carry 1,000 positions per second
 * as one value, so the same array object serves every subscriber without per-field resolving.
 */
export const GraphQLJSON = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value',
  serialize: (v) => (v instanceof SharedJson ? sharedJsonToken(v) : v),
  parseValue: (v) => v,
  parseLiteral: (node) => literal(node),
});
