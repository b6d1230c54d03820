import type { DataProvider, Identifier } from 'ra-core';

import type { FieldChange, RecordVersion as SharedRecordVersion } from '../../shared/resource/versions';

export type { FieldChange };

/** A version as the data provider hands it on: `data` parsed from the API's JSON. */
export type RecordVersion = SharedRecordVersion<Record<string, unknown> | null>;

/** react-admin's DataProvider plus the version tool's calls. */
export interface LeitstelleDataProvider extends DataProvider {
  getVersions(resource: string, params: { id: Identifier }): Promise<{ data: RecordVersion[] }>;
  restoreVersion(
    resource: string,
    params: { id: Identifier; version: number; expectedVersion?: number },
  ): Promise<{ data: unknown }>;
}
