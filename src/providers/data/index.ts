export { createDataProvider, withPathMapping } from './createDataProvider';
export { createApolloClient, requestHeaders, setRequestLanguage, CLIENT_NAME, CLIENT_VERSION } from './apolloClient';
export { mapGraphQLError, conflictOf, graphQLErrorsOf, encodeFieldError, CONFLICT_STATUS } from './errors';
export type { ConflictCurrent, FieldErrorBody } from './errors';
export { createPathMapper } from './pathMapping';
export type { PathMapper } from './pathMapping';
export { stripTypename } from './stripTypename';
export type { LeitstelleDataProvider, RecordVersion, FieldChange } from './types';
