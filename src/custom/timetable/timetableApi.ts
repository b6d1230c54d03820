/**
 * The server calls of the page: the import job (REST, the shared API client) and the timetable
 * versions (GraphQL, docs/operations-contract.md).
 */
import type { ImportJobView, TimetableVersionView } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { ApiError, apiJson } from '../../providers/auth/apiClient';
import { SessionExpiredError } from '../../providers/auth/sessionExpired';
import { graphqlRequest } from '../../providers/data/graphqlRequest';
import { serverMessage, type ImportFailure } from './problemReport';
import { IMPORTS_URL, NetworkError } from './uploadFeed';

/** The job's state; its messages in lang (default: the stored interface language, as every API call). */
export function fetchImportJob(id: string, lang?: Lang): Promise<ImportJobView> {
  return apiJson<ImportJobView>(`${IMPORTS_URL}/${encodeURIComponent(id)}`, lang ? { headers: { 'Accept-Language': lang } } : undefined);
}

/** Any rejection of the upload or of a poll as a failure the page can explain. */
export function toImportFailure(error: unknown): ImportFailure {
  if (error instanceof SessionExpiredError) return { kind: 'session', message: error.message };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'session', message: error.message };
    if (error.status === 404) return { kind: 'lost' };
    return { kind: 'http', status: error.status, message: serverMessage(error.body) };
  }
  // fetch rejects with a TypeError when there is no answer at all.
  if (error instanceof NetworkError || error instanceof TypeError) return { kind: 'network' };
  return { kind: 'http', status: 0, message: error instanceof Error ? error.message : null };
}

const VERSION_FIELDS = 'id name source status validFrom validTo importedAt importedBy activatedAt stats timeZone operatorTimeZone zoneDiffers serviceSoon';

/** Where a rollback would go now (Query.timetableRollback, the server's own rule); reason when nowhere. */
export interface RollbackTargetInfo {
  targetId: string | null;
  reason: 'nothingActive' | 'noPrevious' | null;
}

export interface TimetableVersionsData {
  versions: TimetableVersionView[];
  rollback: RollbackTargetInfo;
}

/** The versions and the rollback target in ONE request, so the two describe the same moment. */
export async function fetchTimetableVersions(): Promise<TimetableVersionsData> {
  const data = await graphqlRequest<{ timetableVersions: TimetableVersionView[]; timetableRollback: RollbackTargetInfo }>(
    `query TimetableVersions { timetableVersions { ${VERSION_FIELDS} } timetableRollback { targetId reason } }`,
  );
  return { versions: data.timetableVersions, rollback: data.timetableRollback };
}

/** confirmZone: the version's zone, when the user confirmed activating a version planned in another clock. */
export async function activateTimetableVersion(id: string, confirmZone: string | null = null): Promise<TimetableVersionView> {
  const data = await graphqlRequest<{ activateTimetableVersion: TimetableVersionView }>(
    `mutation ActivateTimetableVersion($id: ID!, $confirmZone: String) { activateTimetableVersion(id: $id, confirmZone: $confirmZone) { ${VERSION_FIELDS} } }`,
    { id, confirmZone },
  );
  return data.activateTimetableVersion;
}

/**
 * Rolls back. expectedTargetId: the version the confirmation named; the server refuses
 * (CONFLICT, nothing changes) when another planner changed the target meanwhile.
 */
export async function rollbackTimetableVersion(expectedTargetId: string | null): Promise<TimetableVersionView> {
  const data = await graphqlRequest<{ rollbackTimetableVersion: TimetableVersionView }>(
    `mutation RollbackTimetableVersion($expected: ID) { rollbackTimetableVersion(expectedTargetId: $expected) { ${VERSION_FIELDS} } }`,
    { expected: expectedTargetId },
  );
  return data.rollbackTimetableVersion;
}
