// pluralize 7 ships no types; the operation names of shared/resource/operations.ts use it, as ra-data-graphql-simple does.
declare module 'pluralize' {
  function pluralize(word: string, count?: number, inclusive?: boolean): string;
  export default pluralize;
}
