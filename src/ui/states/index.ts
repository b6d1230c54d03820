export { QueryState, QueryError, QueryLoading, QueryEmpty, type QueryStateProps, type QueryErrorProps } from './QueryStates';
