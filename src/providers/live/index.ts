export { graphqlRequest, GraphQLRequestError, type GraphQLErrorBody } from './graphqlRequest';
export { liveClient, disposeLiveClient } from './liveClient';
export { useLiveSubscription, type LiveSubscriptionOptions } from './useLiveSubscription';
