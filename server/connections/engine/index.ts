/** The pure connection engine (docs/connections/engine.md): what server/connections/ imports. */
export { ConnectionEngine, type AutoHoldCandidate, type ConnectionEngineOptions } from './engine';
export { pairConnections, inTimeBand, sideMatches, type PlannedConnection } from './pairing';
export { evaluate, type ConnectionEvaluation } from './state';
export { compareStates, isLost, isWon, type ConnectionComparison, type ConnectionStateChange } from './preview';
export { WalkTimeTable, DEFAULT_WALK_TIME_S } from './walkTime';
export type * from './types';
