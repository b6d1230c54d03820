import type { Lang } from '../../src/shared/resource/types';

/** Texts of the development realm's login page and admin API, German (default) and Italian. */
const messages: Record<Lang, Record<string, string>> = {
  de: {
    'login.title': 'Anmelden',
    'login.subtitle': 'Entwicklungs-Anmeldedienst (Realm {{realm}})',
    'login.username': 'Benutzername',
    'login.password': 'Passwort',
    'login.submit': 'Anmelden',
    'login.invalid': 'Benutzername oder Passwort ist falsch.',
    'login.locked': 'Das Konto ist wegen zu vieler Fehlversuche vorübergehend gesperrt. Bitte in {{minutes}} Minute(n) erneut versuchen.',
    'login.disabled': 'Das Konto ist deaktiviert. Bitte wenden Sie sich an die Administration.',
    'login.missing': 'Bitte Benutzername und Passwort eingeben.',
    'login.expired': 'Die Anmeldung hat zu lange gedauert. Bitte in der Anwendung erneut starten.',
    'login.badRequest': 'Ungültige Anmeldeanfrage: {{detail}}',
    'login.loggedOut': 'Sie sind abgemeldet.',
    'login.tooMany': 'Zu viele Anfragen. Bitte in {{seconds}} Sekunden erneut versuchen.',
    'admin.unauthorized': 'Anmeldung erforderlich.',
    'admin.forbidden': 'Nur Administratoren dürfen Benutzer verwalten.',
    'admin.notFound': 'Benutzer nicht gefunden.',
    'admin.roleNotFound': 'Unbekannte Rolle: {{role}}',
    'admin.userExists': 'Ein Benutzer mit diesem Benutzernamen existiert bereits.',
    'admin.badUsername': 'Benutzername: 3 bis 40 Zeichen, Kleinbuchstaben, Ziffern, Punkt, Bindestrich, Unterstrich.',
    'admin.badEmail': 'Die E-Mail-Adresse ist ungültig.',
    'admin.badLanguage': 'Sprache muss de oder it sein.',
    'admin.badPassword': 'Das Passwort muss mindestens {{min}} Zeichen lang sein.',
    'admin.badBody': 'Ungültige Anfrage: {{detail}}',
  },
  it: {
    'login.title': 'Accesso',
    'login.subtitle': 'Servizio di accesso di sviluppo (realm {{realm}})',
    'login.username': 'Nome utente',
    'login.password': 'Password',
    'login.submit': 'Accedi',
    'login.invalid': 'Nome utente o password errati.',
    'login.locked': "L'account è temporaneamente bloccato per troppi tentativi falliti. Riprovare tra {{minutes}} minuto/i.",
    'login.disabled': "L'account è disattivato. Rivolgersi all'amministrazione.",
    'login.missing': 'Inserire nome utente e password.',
    'login.expired': "L'accesso ha richiesto troppo tempo. Riavviarlo dall'applicazione.",
    'login.badRequest': 'Richiesta di accesso non valida: {{detail}}',
    'login.loggedOut': 'Disconnessione effettuata.',
    'login.tooMany': 'Troppe richieste. Riprovare tra {{seconds}} secondi.',
    'admin.unauthorized': 'Accesso richiesto.',
    'admin.forbidden': 'Solo gli amministratori possono gestire gli utenti.',
    'admin.notFound': 'Utente non trovato.',
    'admin.roleNotFound': 'Ruolo sconosciuto: {{role}}',
    'admin.userExists': 'Esiste già un utente con questo nome utente.',
    'admin.badUsername': 'Nome utente: da 3 a 40 caratteri, lettere minuscole, cifre, punto, trattino, trattino basso.',
    'admin.badEmail': "L'indirizzo e-mail non è valido.",
    'admin.badLanguage': 'La lingua deve essere de o it.',
    'admin.badPassword': 'La password deve avere almeno {{min}} caratteri.',
    'admin.badBody': 'Richiesta non valida: {{detail}}',
  },
};

export function msg(lang: Lang, key: string, args: Record<string, string | number> = {}): string {
  const template = messages[lang][key] ?? messages.de[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}
