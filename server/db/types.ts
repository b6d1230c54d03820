/** The one database interface the server uses (PGlite or PostgreSQL behind it). */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one real transaction (BEGIN/COMMIT, ROLLBACK when fn throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Quotes an SQL identifier (table, column, index, schema). The only way identifiers enter SQL. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Error raised by either driver, with the PostgreSQL fields we use. */
export interface PgError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

export function isPgError(e: unknown, code?: string): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string' && (code === undefined || (e as PgError).code === code);
}
