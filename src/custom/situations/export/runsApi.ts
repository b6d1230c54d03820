/** The runs of a scheduled export and their files (REST, admin; contract in src/shared/situations/exportApi.ts). */
import { ApiError, apiFetch, apiJson } from '../../../providers/auth/apiClient';
import { SCHEDULED_EXPORTS_URL, type ScheduledExportRunView } from '../../../shared/situations/exportApi';

export function fetchRuns(exportId: string): Promise<ScheduledExportRunView[]> {
  return apiJson<ScheduledExportRunView[]>(`${SCHEDULED_EXPORTS_URL}/${encodeURIComponent(exportId)}/runs`);
}

export async function fetchRunFile(runId: string): Promise<Blob> {
  const response = await apiFetch(`${SCHEDULED_EXPORTS_URL}/runs/${encodeURIComponent(runId)}/file`, { headers: { Accept: '*/*' } });
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`, await response.json().catch(() => null));
  return response.blob();
}
