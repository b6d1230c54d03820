/**
 * The sign-in texts in German and Italian. Plain objects, no i18next: the login page is the
 * first screen and must stay small. (Texts used inside the app are also in
 * src/providers/i18n/appMessages.ts under app.auth.)
 */
import type { Lang } from '../../shared/resource/types';

export interface AuthTexts {
  title: string;
  intro: string;
  username: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  sso: string;
  or: string;
  language: string;
  required: string;
  noWayIn: string;
  configFailed: string;
  retry: string;
  signingIn: string;
  errors: {
    credentials: string;
    locked: (minutes: number | null) => string;
    disabled: string;
    rateLimited: (seconds: number | null) => string;
    unreachable: string;
    noData: string;
    profile: string;
    sso: string;
    unknown: string;
  };
  /** Rejection text of a protected call without a token (spec point 8). */
  sessionExpired: string;
}

const minutesDe = (n: number) => (n === 1 ? '1 Minute' : `${n} Minuten`);
const minutesIt = (n: number) => (n === 1 ? '1 minuto' : `${n} minuti`);
const secondsDe = (n: number) => (n === 1 ? '1 Sekunde' : `${n} Sekunden`);
const secondsIt = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);

export const AUTH_TEXTS: Record<Lang, AuthTexts> = {
  de: {
    title: 'Anmeldung',
    intro: 'Bitte melden Sie sich mit Ihrem Benutzerkonto an.',
    username: 'Benutzername',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    submit: 'Anmelden',
    sso: 'Mit Single Sign-on anmelden',
    or: 'oder',
    language: 'Sprache',
    required: 'Bitte Benutzername und Passwort eingeben.',
    noWayIn: 'Die Anmeldung ist in dieser Installation abgeschaltet. Bitte wenden Sie sich an den Support.',
    configFailed: 'Die Anmeldekonfiguration (/api/config) ist nicht erreichbar. Bitte später erneut versuchen.',
    retry: 'Erneut versuchen',
    signingIn: 'Anmeldung läuft …',
    errors: {
      credentials: 'Benutzername oder Passwort ist falsch.',
      locked: (m) =>
        m === null
          ? 'Das Konto ist wegen zu vieler Fehlversuche vorübergehend gesperrt. Bitte später erneut versuchen.'
          : `Das Konto ist wegen zu vieler Fehlversuche für ${minutesDe(m)} gesperrt.`,
      disabled: 'Das Konto ist deaktiviert. Bitte wenden Sie sich an die Administration.',
      rateLimited: (s) =>
        s === null
          ? 'Zu viele Anmeldeversuche. Bitte kurz warten und erneut versuchen.'
          : `Zu viele Anmeldeversuche. Bitte in ${secondsDe(s)} erneut versuchen.`,
      unreachable: 'Der Anmeldedienst ist nicht erreichbar. Bitte später erneut versuchen.',
      noData: 'Keine Daten vom Server erhalten. Bitte erneut versuchen.',
      profile: 'Das Benutzerprofil konnte nicht geladen werden. Die Anmeldung wurde abgebrochen.',
      sso: 'Die Anmeldung über Single Sign-on ist fehlgeschlagen.',
      unknown: 'Die Anmeldung ist fehlgeschlagen. Bitte erneut versuchen.',
    },
    sessionExpired: 'Sitzung abgelaufen. Weiterleitung zur Anmeldung.',
  },
  it: {
    title: 'Accesso',
    intro: 'Accedere con il proprio account utente.',
    username: 'Nome utente',
    password: 'Password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    submit: 'Accedi',
    sso: 'Accedi con Single Sign-on',
    or: 'oppure',
    language: 'Lingua',
    required: 'Inserire nome utente e password.',
    noWayIn: "L'accesso è disattivato in questa installazione. Rivolgersi al supporto.",
    configFailed: "La configurazione dell'accesso (/api/config) non è raggiungibile. Riprovare più tardi.",
    retry: 'Riprova',
    signingIn: 'Accesso in corso …',
    errors: {
      credentials: 'Nome utente o password errati.',
      locked: (m) =>
        m === null
          ? "L'account è temporaneamente bloccato per troppi tentativi falliti. Riprovare più tardi."
          : `L'account è bloccato per ${minutesIt(m)} per troppi tentativi falliti.`,
      disabled: "L'account è disattivato. Rivolgersi all'amministrazione.",
      rateLimited: (s) =>
        s === null
          ? 'Troppi tentativi di accesso. Attendere un momento e riprovare.'
          : `Troppi tentativi di accesso. Riprovare tra ${secondsIt(s)}.`,
      unreachable: 'Il servizio di accesso non è raggiungibile. Riprovare più tardi.',
      noData: 'Nessun dato ricevuto dal server. Riprovare.',
      profile: "Impossibile caricare il profilo utente. L'accesso è stato interrotto.",
      sso: "L'accesso tramite Single Sign-on non è riuscito.",
      unknown: "L'accesso non è riuscito. Riprovare.",
    },
    sessionExpired: "Sessione scaduta. Reindirizzamento all'accesso.",
  },
};
