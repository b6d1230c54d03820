/** The version history's shapes shared by the server (server/resources/history.ts) and the browser. */

/** What made a version. */
export type VersionOperation = 'create' | 'update' | 'delete' | 'restore';

/**
 * One version of a record as `_versions` answers it. The API sends `data` JSON-encoded (the
 * default, the server's shape); the browser's data provider parses it (RecordVersion<Record<string, unknown> | null>).
 */
export interface RecordVersion<Data = string> {
  version: number;
  operation: VersionOperation;
  changedAt: string;
  changedBy: string | null;
  /** The full record after the change (before it, for a delete). */
  data: Data;
  changes: FieldChange[];
}

/** A change of one field between two versions; values JSON-encoded, null when there was none. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}
