import type { Action, Lang } from '../../src/shared/resource/types';
import { interpolate } from '../../src/shared/validation/messages';

/** Texts of authentication and authorisation errors (de default, it). */
const messages: Record<Lang, Record<string, string>> = {
  de: {
    'auth.unauthenticated': 'Nicht angemeldet oder Sitzung abgelaufen. Bitte erneut anmelden.',
    'auth.forbidden': 'Keine Berechtigung: {{resource}} – {{action}} ist für Ihre Rolle nicht erlaubt.',
    'auth.unavailable': 'Die Anmeldung kann gerade nicht geprüft werden (Identitätsdienst nicht erreichbar). Bitte später erneut versuchen.',
    'auth.action.list': 'Auflisten',
    'auth.action.show': 'Anzeigen',
    'auth.action.create': 'Anlegen',
    'auth.action.edit': 'Bearbeiten',
    'auth.action.delete': 'Löschen',
  },
  it: {
    'auth.unauthenticated': 'Accesso non effettuato o sessione scaduta. Effettuare di nuovo l’accesso.',
    'auth.forbidden': 'Non autorizzato: {{resource}} – {{action}} non è consentito al suo ruolo.',
    'auth.unavailable': 'Al momento non è possibile verificare l’accesso (servizio di identità non raggiungibile). Riprovare più tardi.',
    'auth.action.list': 'Elencare',
    'auth.action.show': 'Visualizzare',
    'auth.action.create': 'Creare',
    'auth.action.edit': 'Modificare',
    'auth.action.delete': 'Eliminare',
  },
};

export type AuthMessageKey = 'auth.unauthenticated' | 'auth.forbidden' | 'auth.unavailable';

export function authText(lang: Lang, key: AuthMessageKey | `auth.action.${Action}`, args?: Record<string, unknown>): string {
  return interpolate(messages[lang][key] ?? messages.de[key] ?? key, args);
}

/** The message keys per language, for the catalogue completeness test. */
export function authMessageKeys(lang: Lang): string[] {
  return Object.keys(messages[lang]);
}
