import type { DataProvider, Identifier } from 'ra-core';

import type { FieldChange, VersionOperation } from '../../shared/resource/versions';

export type { FieldChange };

export interface RecordVersion {
  version: number;
  operation: VersionOperation;
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
