/**
 * An export as the browser runs it (REST contract in src/shared/situations/exportApi.ts): start
 * the job, poll its progress until it is done, fetch the file. Through the app's API client (bearer
 * token, Accept-Language, 401 handling); the server's message (de/it) is what a failure says.
 */
import { ApiError, apiFetch, apiJson } from '../../../providers/auth/apiClient';
import { SITUATION_EXPORTS_URL, type ExportJobView, type ExportRequest } from '../../../shared/situations/exportApi';

export const POLL_MS = 400;

/** The server's own message of a refused call, else the error's. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { errors?: { message?: string }[] } | null;
    return body?.errors?.[0]?.message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    }, { once: true });
  });

export async function runExportJob(
  request: ExportRequest,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  let job = await apiJson<ExportJobView>(SITUATION_EXPORTS_URL, { method: 'POST', json: request, signal });
  onProgress(job.progress);
  while (job.state === 'running') {
    await wait(POLL_MS, signal);
    job = await apiJson<ExportJobView>(`${SITUATION_EXPORTS_URL}/${encodeURIComponent(job.id)}`, { signal });
    onProgress(job.progress);
  }
  if (job.state === 'failed') throw new Error(job.error ?? 'failed');
  const response = await apiFetch(`${SITUATION_EXPORTS_URL}/${encodeURIComponent(job.id)}/file`, { signal, headers: { Accept: '*/*' } });
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`, await response.json().catch(() => null));
  return { blob: await response.blob(), fileName: job.fileName ?? 'export' };
}
