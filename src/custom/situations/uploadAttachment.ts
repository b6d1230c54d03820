/**
 * An attachment upload (POST /api/situations/:id/attachments, one file, multipart) with
 * XMLHttpRequest, since fetch reports no upload progress; same headers and 401 handling as the
 * app's API client (as the timetable upload, src/custom/timetable/uploadFeed.ts). Type and size are
 * checked here first (checkAttachment) so a user learns at once; the server checks again.
 */
import { ApiError } from '../../providers/auth/apiClient';
import { currentAccessToken, ensureFreshToken, reportUnauthorized } from '../../providers/auth/current';
import { SessionExpiredError, storedLang } from '../../providers/auth/sessionExpired';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../../shared/situations/model';
import type { SituationAttachment } from '../../shared/situations/api';
import { attachmentUrl } from './api';

export type AttachmentProblem = 'tooLarge' | 'wrongType' | null;

/** What is wrong with a file before it is sent (pure). */
export function checkAttachment(file: { type: string; size: number }): AttachmentProblem {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The server's refusal in the user's language: `{ errors: [{ message }] }` (as GraphQL) or `{ message }`. */
export function messageOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] };
    const first = body.errors?.[0]?.message;
    if (typeof first === 'string') return first;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: the status says it
  }
  return `HTTP ${status}`;
}

export async function uploadAttachment(situationId: string, file: File, onProgress: (fraction: number) => void): Promise<SituationAttachment> {
  await ensureFreshToken();
  const token = currentAccessToken();
  const lang = storedLang();
  if (!token) {
    reportUnauthorized();
    throw new SessionExpiredError(lang);
  }
  const form = new FormData();
  form.append('file', file, file.name);
  const xhr = new XMLHttpRequest();
  return new Promise<SituationAttachment>((resolve, reject) => {
    xhr.open('POST', `${attachmentUrl(situationId, '').replace(/\/$/, '')}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0);
    xhr.onload = () => {
      if (xhr.status === 401) {
        reportUnauthorized();
        reject(new ApiError(401, new SessionExpiredError(lang).message));
      } else if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as SituationAttachment);
      } else {
        reject(new ApiError(xhr.status, messageOf(xhr.responseText, xhr.status)));
      }
    };
    xhr.onerror = () => reject(new Error(lang === 'it' ? 'Errore di rete' : 'Netzwerkfehler'));
    xhr.send(form);
  });
}
