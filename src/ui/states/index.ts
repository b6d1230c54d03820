export { QueryState, QueryError, QueryLoading, QueryLoadingBar, QueryEmpty, type QueryStateProps, type QueryErrorProps } from './QueryStates';
