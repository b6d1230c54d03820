export { graphqlRequest, GraphQLRequestError, type GraphQLErrorBody } from '../data/graphqlRequest';
export { liveClient, liveConnection, disposeLiveClient } from './liveClient';
export { useLiveSubscription, type LiveSubscriptionOptions } from './useLiveSubscription';
export type { LiveConnection, LiveHandlers } from './liveConnection';
// The shell imports these directly (without graphql-ws): ./connectionStore, ./useConnectionState.
export { bannerOf, type ConnectionState, type ConnectionPhase } from './connectionState';
