/** The live operations GraphQL API (docs/operations-contract.md). */
export { GraphQLJSON } from './json';
export { badInput, forbidden, liveMessageKeys, liveText } from './messages';
export { liveSchemaExtension } from './schema';
export { filterPositions, filterRunsChanged, mapIterator } from './subscriptions';
