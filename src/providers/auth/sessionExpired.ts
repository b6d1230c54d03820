/**
 * The rejection of a protected call made without a token (spec point 8), in the interface
 * language: 'Sitzung abgelaufen. Weiterleitung zur Anmeldung.' / Italian. Pure.
 */
import type { Lang } from '../../shared/resource/types';
import { AUTH_TEXTS } from './messages';

export class SessionExpiredError extends Error {
  readonly status = 401;
  constructor(lang: Lang = 'de') {
    super(AUTH_TEXTS[lang].sessionExpired);
    this.name = 'SessionExpiredError';
  }
}

/** The user's language as stored (spec: localStorage.userLanguage), German by default. */
export function storedLang(): Lang {
  try {
    return globalThis.localStorage?.getItem('userLanguage') === 'it' ? 'it' : 'de';
  } catch {
    return 'de';
  }
}
