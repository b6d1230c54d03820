// pluralize 7 ships no types; ra-data-graphql uses the same package to name list queries.
declare module 'pluralize' {
  function pluralize(word: string, count?: number, inclusive?: boolean): string;
  export default pluralize;
}
