/**
 * Texts of the notification chains (de default, it): API refusals, the e-mail/SMS/in-app message a
 * receiver gets in the receiver's language, and the acknowledgement page. Timeline entries are
 * written in German (the contract: `data` lets the browser translate them).
 */
import type { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import { serverCatalogue } from '../../catalogue';

const de = {
  'notify.forbidden.outbox': 'Keine Berechtigung: den Postausgang sehen nur Administratoren.',
  'notify.error.notFound': 'Diese Benachrichtigung gibt es nicht oder sie ist nicht an Sie gerichtet.',
  'notify.error.badPaging': 'Seite ab 1, Einträge pro Seite 1 bis {{max}}.',
  'severity.info': 'Information',
  'severity.minor': 'Gering',
  'severity.major': 'Erheblich',
  'severity.critical': 'Kritisch',
  'mail.subject': '[Lagebericht {{number}}] {{severity}}: {{title}}',
  'mail.subject.escalate': '[Lagebericht {{number}}] ESKALATION – {{severity}}: {{title}}',
  'mail.greeting': 'Guten Tag {{name}},',
  'mail.intro': 'die Leitstelle meldet eine Lage (Meldekette „{{chain}}“):',
  'mail.intro.repeat': 'Erinnerung: die folgende Lage ist noch nicht quittiert (Meldekette „{{chain}}“):',
  'mail.intro.escalate': 'Eskalation: die folgende Lage wurde nicht rechtzeitig quittiert (Meldekette „{{chain}}“):',
  'mail.number': 'Nummer: {{number}}',
  'mail.title': 'Titel: {{title}}',
  'mail.category': 'Kategorie: {{category}}',
  'mail.severity': 'Schwere: {{severity}}',
  'mail.start': 'Beginn: {{start}}',
  'mail.description': 'Beschreibung: {{description}}',
  'mail.open': 'Lage öffnen: {{url}}',
  'mail.ack': 'Bitte bestätigen Sie den Empfang: {{url}} (gültig bis {{until}})',
  'mail.footer': 'Diese Nachricht wurde automatisch von der Leitstelle gesendet.',
  'sms.text': 'Lage {{number}} ({{severity}}): {{title}}',
  'sms.ack': 'Quittieren: {{url}}',
  'ack.title': 'Empfang bestätigen',
  'ack.question': 'Benachrichtigung an {{name}} zur Lage {{number}}: {{title}}',
  'ack.button': 'Empfang bestätigen',
  'ack.done': 'Danke, der Empfang ist bestätigt. Die Leitstelle sieht es in der Zeitleiste der Lage.',
  'ack.already': 'Diese Benachrichtigung wurde bereits am {{at}} bestätigt.',
  'ack.expired': 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich telefonisch bei der Leitstelle.',
  'ack.unknown': 'Diesen Bestätigungslink gibt es nicht.',
  'ack.closed': 'Die Lage ist bereits geschlossen; eine Bestätigung ist nicht mehr nötig.',
  'failure.noAddress': 'Keine Adresse für diesen Kanal hinterlegt',
  'failure.noGateway': 'Kein SMS-Gateway eingerichtet (SMS_GATEWAY_URL)',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'notify.forbidden.outbox': 'Non autorizzato: la posta in uscita è visibile solo agli amministratori.',
  'notify.error.notFound': 'Questa notifica non esiste o non è indirizzata a Lei.',
  'notify.error.badPaging': 'Pagina da 1, voci per pagina da 1 a {{max}}.',
  'severity.info': 'Informazione',
  'severity.minor': 'Lieve',
  'severity.major': 'Rilevante',
  'severity.critical': 'Critica',
  'mail.subject': '[Rapporto {{number}}] {{severity}}: {{title}}',
  'mail.subject.escalate': '[Rapporto {{number}}] ESCALATION – {{severity}}: {{title}}',
  'mail.greeting': 'Buongiorno {{name}},',
  'mail.intro': 'la centrale operativa segnala una situazione (catena di notifica «{{chain}}»):',
  'mail.intro.repeat': 'Promemoria: la seguente situazione non è ancora stata confermata (catena di notifica «{{chain}}»):',
  'mail.intro.escalate': 'Escalation: la seguente situazione non è stata confermata in tempo (catena di notifica «{{chain}}»):',
  'mail.number': 'Numero: {{number}}',
  'mail.title': 'Titolo: {{title}}',
  'mail.category': 'Categoria: {{category}}',
  'mail.severity': 'Gravità: {{severity}}',
  'mail.start': 'Inizio: {{start}}',
  'mail.description': 'Descrizione: {{description}}',
  'mail.open': 'Aprire la situazione: {{url}}',
  'mail.ack': 'Si prega di confermare la ricezione: {{url}} (valido fino a {{until}})',
  'mail.footer': 'Questo messaggio è stato inviato automaticamente dalla centrale operativa.',
  'sms.text': 'Situazione {{number}} ({{severity}}): {{title}}',
  'sms.ack': 'Confermare: {{url}}',
  'ack.title': 'Confermare la ricezione',
  'ack.question': 'Notifica a {{name}} sulla situazione {{number}}: {{title}}',
  'ack.button': 'Confermare la ricezione',
  'ack.done': 'Grazie, la ricezione è confermata. La centrale operativa lo vede nella cronologia della situazione.',
  'ack.already': 'Questa notifica è già stata confermata il {{at}}.',
  'ack.expired': 'Questo link di conferma è scaduto. Si prega di contattare telefonicamente la centrale operativa.',
  'ack.unknown': 'Questo link di conferma non esiste.',
  'ack.closed': 'La situazione è già chiusa; una conferma non è più necessaria.',
  'failure.noAddress': 'Nessun indirizzo registrato per questo canale',
  'failure.noGateway': 'Nessun gateway SMS configurato (SMS_GATEWAY_URL)',
};

const texts = serverCatalogue(de, it);

export type NotifyKey = keyof typeof de;
export const notifyText = texts.text;
export const notifyLookup = texts.lookup;
/** The keys per language, for the catalogue completeness test. */
export const notifyKeys = texts.keys;
export const notifyBadInput = texts.badInput;

export function notifyForbidden(lang: Lang, key: 'notify.forbidden.outbox'): GraphQLError {
  return texts.forbidden(lang, key);
}
