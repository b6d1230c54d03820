/** A failure of the realm's admin API as a message in the user's language (pure). */
import type { Lang } from '../../shared/resource/types';
import { userTexts } from './messages';

interface ErrorLike {
  status?: unknown;
  body?: unknown;
  message?: unknown;
  name?: unknown;
}

/**
 * The server's own `errorMessage` (already in the request's language, see docs/identity.md),
 * else a generic text with the status, else "not reachable" for network failures.
 */
export function adminErrorText(error: unknown, lang: Lang): string {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const body = (e.body && typeof e.body === 'object' ? e.body : {}) as { errorMessage?: unknown };
  if (typeof body.errorMessage === 'string' && body.errorMessage) return body.errorMessage;
  if (typeof e.status === 'number') {
    // apiFetch's own errors (session expired) already carry a translated message.
    if (e.status === 401 && typeof e.message === 'string' && e.message) return e.message;
    return userTexts.text(lang, 'errServer', { status: e.status });
  }
  if (e.name === 'SessionExpiredError' && typeof e.message === 'string') return e.message;
  return userTexts.text(lang, 'errNetwork');
}
