import type { DataProvider, Identifier } from 'ra-core';

/** A change of one field between two versions (values JSON-encoded). */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface RecordVersion {
  version: number;
  operation: string;
  changedAt: string;
  changedBy: string | null;
  data: Record<string, unknown> | null;
  changes: FieldChange[];
}

/** react-admin's DataProvider plus the version tool's calls. */
export interface LeitstelleDataProvider extends DataProvider {
  getVersions(resource: string, params: { id: Identifier }): Promise<{ data: RecordVersion[] }>;
  restoreVersion(
    resource: string,
    params: { id: Identifier; version: number; expectedVersion?: number },
  ): Promise<{ data: unknown }>;
}
