/** The version history's shapes shared by the server (server/resources/history.ts) and the browser. */

/** What made a version. */
export type VersionOperation = 'create' | 'update' | 'delete' | 'restore';

/** A change of one field between two versions; values JSON-encoded, null when there was none. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}
