/**
 * The feed upload: a multipart POST with XMLHttpRequest (fetch reports no upload progress),
 * with the same headers as the app's API client (bearer token after a due refresh,
 * Accept-Language) and the same 401 handling (back to the login page).
 */
import type { ImportJobView } from '../../shared/operations/types';
import { ApiError } from '../../providers/auth/apiClient';
import { currentAccessToken, ensureFreshToken, reportUnauthorized } from '../../providers/auth/current';
import { SessionExpiredError, storedLang } from '../../providers/auth/sessionExpired';
import type { UploadHandle } from './importStore';
import type { UploadProgress } from './importProgress';

export const IMPORTS_URL = '/api/timetable/imports';

/** The request failed without an answer (offline, connection reset). */
export class NetworkError extends Error {
  constructor() {
    super('network error');
    this.name = 'NetworkError';
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function uploadFeed(file: Blob, fileName: string, versionName: string, onProgress: (progress: UploadProgress) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const result = (async () => {
    await ensureFreshToken();
    const token = currentAccessToken();
    const lang = storedLang();
    if (!token) {
      reportUnauthorized();
      throw new SessionExpiredError(lang);
    }
    if (aborted) throw new DOMException('aborted', 'AbortError');
    const form = new FormData();
    // The name first: the server reads fields that come before the file while it streams the file.
    if (versionName.trim()) form.append('name', versionName.trim());
    form.append('file', file, fileName);
    return new Promise<ImportJobView>((resolve, reject) => {
      xhr.open('POST', IMPORTS_URL);
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', lang);
      xhr.withCredentials = true;
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
      xhr.onload = () => {
        const body = parseBody(xhr.responseText);
        if (xhr.status === 401) {
          reportUnauthorized();
          reject(new ApiError(401, new SessionExpiredError(lang).message, body));
        } else if (xhr.status >= 200 && xhr.status < 300 && body) {
          resolve(body as ImportJobView);
        } else {
          reject(new ApiError(xhr.status, `HTTP ${xhr.status}`, body));
        }
      };
      xhr.onerror = () => reject(new NetworkError());
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      xhr.send(form);
    });
  })();
  return {
    result,
    abort() {
      aborted = true;
      xhr.abort();
    },
  };
}
