/**
 * PostgreSQL array literals ('{1,2,3}') for bulk inserts with
 * `INSERT … SELECT * FROM unnest($1::int[], …)`: one text parameter per column carries thousands
 * of rows, and the server parses it. Both drivers (pg, PGlite) pass a string parameter through as
 * text, so one code path serves both; building the text here is much cheaper than letting a
 * driver serialise a JS array element by element.
 */

interface NumberColumn {
  subarray(begin: number, end: number): { join(separator: string): string };
}

/** Integer or float column rows [from, to) as an array literal (typed arrays join without copying). */
export function numberArray(column: NumberColumn, from: number, to: number): string {
  return `{${column.subarray(from, to).join(',')}}`;
}

/** A plain number list as an array literal. */
export function numbers(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/** Double quotes and backslashes escaped, so any text survives the array syntax. */
function quote(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** Text values (null → NULL) as an array literal. */
export function textArray(values: readonly (string | null)[], from = 0, to = values.length): string {
  const parts = new Array<string>(to - from);
  for (let i = from; i < to; i++) {
    const v = values[i];
    parts[i - from] = v === null ? 'NULL' : quote(v);
  }
  return `{${parts.join(',')}}`;
}

/**
 * A column of arrays for a text[]/date[]/float8[] column: each row's array as a quoted literal,
 * so the outer array is text[] and the query casts each element (`::text[]::float8[]` does not
 * work for nested arrays of different lengths, which is why rows travel as text).
 */
export function nestedArray(rows: readonly (readonly (string | number)[])[]): string {
  return textArray(rows.map((row) => (typeof row[0] === 'number' ? numbers(row as number[]) : textArray(row as string[]))));
}
