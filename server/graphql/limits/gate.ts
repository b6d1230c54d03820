/**
 * The limit checks of one schema, used by the document cache (tokens, depth, aliases, once per
 * document text) and by both transports (cost, per request: it depends on the variables).
 */
import {
  NoSchemaIntrospectionCustomRule, specifiedRules,
  type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type ValidationRule,
} from 'graphql';
import { countTokens, documentShape, operationCost } from './analyse';
import type { GraphqlLimits, Refusal } from './limits';

/** graphql-js appends "Did you mean …?" naming fields, types and values of the schema. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function createLimitGate(schema: GraphQLSchema, limits: GraphqlLimits) {
  const rules: readonly ValidationRule[] = limits.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  return {
    limits,
    rules,
    /** Before parsing: a longer document is not parsed at all. */
    tokens(query: string): Refusal | null {
      const value = countTokens(query, limits.maxTokens);
      return value > limits.maxTokens ? { limit: 'tokens', max: limits.maxTokens, value } : null;
    },
    shape(document: DocumentNode): Refusal | null {
      const { depth, aliases } = documentShape(document);
      if (depth > limits.maxDepth) return { limit: 'depth', max: limits.maxDepth, value: depth };
      if (aliases > limits.maxAliases) return { limit: 'aliases', max: limits.maxAliases, value: aliases };
      return null;
    },
    cost(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | null | undefined): Refusal | null {
      const value = operationCost(schema, document, operation, variables, limits.maxPerPage);
      return value > limits.maxCost ? { limit: 'cost', max: limits.maxCost, value } : null;
    },
    /** An error text as the client may see it: without the schema's names when introspection is off. */
    message(text: string): string {
      return limits.introspection ? text : text.replace(SUGGESTION, '');
    },
  };
}
export type LimitGate = ReturnType<typeof createLimitGate>;
