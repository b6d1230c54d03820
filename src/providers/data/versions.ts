import type { Identifier } from 'ra-core';
import type { VersionOperation } from '../../shared/resource/versions';
import type { GraphQLSend } from './createDataProvider';
import type { FieldChange, RecordVersion } from './types';

export const VERSIONS_QUERY = `
  query RecordVersions($resource: String!, $id: ID!) {
    _versions(resource: $resource, id: $id) {
      version
      operation
      changedAt
      changedBy
      data
      changes {
        field
        from
        to
      }
    }
  }
`;

export const RESTORE_MUTATION = `
  mutation RestoreVersion($resource: String!, $id: ID!, $version: Int!, $expectedVersion: Int) {
    restoreVersion(resource: $resource, id: $id, version: $version, expectedVersion: $expectedVersion)
  }
`;

interface RawVersion {
  version: number;
  operation: VersionOperation;
  changedAt: string;
  changedBy?: string | null;
  data?: unknown;
  changes?: (FieldChange & { __typename?: string })[] | null;
}

/** `data` arrives as a JSON string or an object; both become an object. */
export function parseJsonObject(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

export function normaliseVersion(raw: RawVersion): RecordVersion {
  return {
    version: raw.version,
    operation: raw.operation,
    changedAt: raw.changedAt,
    changedBy: raw.changedBy ?? null,
    data: parseJsonObject(raw.data),
    changes: (raw.changes ?? []).map(({ field, from, to }) => ({ field, from: from ?? null, to: to ?? null })),
  };
}

export async function fetchVersions(send: GraphQLSend, typeName: string, id: Identifier): Promise<RecordVersion[]> {
  const data = await send<{ _versions: RawVersion[] | null }>(VERSIONS_QUERY, { resource: typeName, id: String(id) });
  return (data._versions ?? []).map(normaliseVersion).sort((a, b) => b.version - a.version);
}

export async function restoreVersion(
  send: GraphQLSend,
  typeName: string,
  params: { id: Identifier; version: number; expectedVersion?: number },
): Promise<unknown> {
  const data = await send<{ restoreVersion: unknown }>(RESTORE_MUTATION, {
    resource: typeName,
    id: String(params.id),
    version: params.version,
    expectedVersion: params.expectedVersion,
  });
  return parseJsonObject(data.restoreVersion) ?? data.restoreVersion ?? null;
}
